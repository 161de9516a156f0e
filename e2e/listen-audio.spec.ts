import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";
import { readCourse } from "../src/features/learning/content";
import { rightAnswer } from "../src/features/learning/testing/answers";
import { startSpeechServer, type TestSpeechServer } from "../src/lib/testing/speech-server";

// A browser with no voice (as Debian's Chromium, made certain here) hears the sentence from the configured TTS server.
test.describe("a listen exercise without browser voices", () => {
  let app: AppServer;
  let speech: TestSpeechServer;
  test.beforeAll(async () => {
    speech = await startSpeechServer();
    app = await startAppServer({ TTS_BASE_URL: speech.baseUrl, TTS_API_KEY: "test-key" });
  });
  test.afterAll(async () => {
    await app?.stop();
    await speech?.close();
  });

  test("plays the sentence spoken by the text-to-speech server", async ({ page, tenants }) => {
    await page.addInitScript(() => {
      Object.defineProperty(speechSynthesis, "getVoices", { value: () => [] });
      // Records each playback as the browser settles it: the rate, and whether it really played.
      const played: string[] = ((window as unknown as { played: string[] }).played = []);
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function () {
        return play.call(this).then(
          () => void played.push(`played at ${this.playbackRate}`),
          (error: Error) => void played.push(error.name),
        );
      };
    });
    await signInByApi(page.request, app.url, tenants.b.learner.email, tenants.password);
    const lesson = readCourse("fr").unitData[0]!.lessons[0]!;
    const listenAt = lesson.exercises.findIndex((exercise) => exercise.type === "listen");
    await page.goto(`${app.url}/lesson/${lesson.id}`);
    // The items before it answered through the API, as the player would, so the page resumes on the listen item.
    const attemptId = /attemptId\\?":\\?"([\w-]+)/.exec(await page.content())![1];
    const token = (await page.locator('meta[name="csrf-token"]').getAttribute("content")) ?? "";
    const post = (path: string, data: object) =>
      page.request.post(`${app.url}${path}`, { data, headers: { origin: app.url, "x-csrf-token": token } });
    for (const [index, exercise] of lesson.exercises.slice(0, listenAt).entries()) {
      expect(
        (
          await post("/api/learning/answers", {
            attemptId,
            index,
            answer: rightAnswer(exercise, "en", `${attemptId}:${index}`),
          })
        ).ok(),
      ).toBe(true);
    }
    // Only a listen item is spoken.
    expect(await (await post("/api/learning/listen/audio", { attemptId, index: 0 })).json()).toMatchObject({
      error: { code: "not_found" },
    });
    await page.reload();
    await expect(page.locator("[data-exercise-type='listen']")).toBeVisible();
    const [audio] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/api/learning/listen/audio")),
      page.getByRole("button", { name: "Play the sentence" }).click(),
    ]);
    expect(audio.headers()).toMatchObject({ "content-type": "audio/wav", "cache-control": "private, no-store" });
    await expect
      .poll(() => speech.requests.map((request) => request.body.input))
      .toEqual([lesson.exercises[listenAt]!.type === "listen" && lesson.exercises[listenAt]!.text]);
    expect(speech.requests[0]!.authorization).toBe("Bearer test-key");
    const played = () => page.evaluate(() => (window as unknown as { played: string[] }).played);
    await expect.poll(played).toEqual(["played at 1"]);
    // The slow replay plays the same audio again: fetched once.
    await page.getByRole("button", { name: "Play it slower" }).click();
    await expect.poll(played).toEqual(["played at 1", "played at 0.75"]);
    expect(speech.requests).toHaveLength(1);
    await expect(page.getByRole("button", { name: "Play the sentence" })).toBeEnabled();
    await expect(page.getByText("Audio unavailable in this browser.")).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
    await expectAccessible(page);
  });
});
