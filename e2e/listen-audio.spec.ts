import type { Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";
import { readCourse } from "../src/features/learning/content";
import { rightAnswer } from "../src/features/learning/testing/answers";
import { startSpeechServer, type TestSpeechServer } from "../src/lib/testing/speech-server";

const lesson = readCourse("fr").unitData[0]!.lessons[0]!;
const listenAt = lesson.exercises.findIndex((exercise) => exercise.type === "listen");
const listenExercise = lesson.exercises[listenAt]!;
const listenText = listenExercise.type === "listen" ? listenExercise.text : "";

/**
 * A browser with no voice (as Debian's Chromium, made certain here) on the first lesson's listen
 * item, the items before it answered through the API as the player would. Returns what the page
 * played so far (as the browser settled each playback: its rate, or why it failed) and a way to
 * post as the page does.
 */
async function openListenItem(page: Page, app: AppServer, email: string, password: string) {
  await page.addInitScript(() => {
    Object.defineProperty(speechSynthesis, "getVoices", { value: () => [] });
    const played: string[] = ((window as unknown as { played: string[] }).played = []);
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function () {
      return play.call(this).then(
        () => void played.push(`played at ${this.playbackRate}`),
        (error: Error) => void played.push(error.name),
      );
    };
  });
  await signInByApi(page.request, app.url, email, password);
  await page.goto(`${app.url}/lesson/${lesson.id}`);
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
  const played = () => page.evaluate(() => (window as unknown as { played: string[] }).played);
  return { played, post, attemptId };
}

async function playAndReplaySlowly(page: Page, played: () => Promise<string[]>) {
  const [audio] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/api/learning/listen/audio")),
    page.getByRole("button", { name: "Play the sentence" }).click(),
  ]);
  expect(audio.headers()).toMatchObject({ "content-type": "audio/wav", "cache-control": "private, no-store" });
  await expect.poll(played).toEqual(["played at 1"]);
  // The slow replay plays the same audio again: fetched once.
  await page.getByRole("button", { name: "Play it slower" }).click();
  await expect.poll(played).toEqual(["played at 1", "played at 0.75"]);
  await expect(page.getByRole("button", { name: "Play the sentence" })).toBeEnabled();
  await expect(page.getByText("Audio unavailable in this browser.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Skip" })).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
}

test.describe("a listen exercise without browser voices, with a text-to-speech server", () => {
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
    const { played } = await openListenItem(page, app, tenants.b.learner.email, tenants.password);
    await playAndReplaySlowly(page, played);
    expect(speech.requests.map((request) => request.body.input)).toEqual([listenText]);
    expect(speech.requests[0]!.authorization).toBe("Bearer test-key");
    // A real voice: no label.
    await expect(page.getByText("Synthetic voice")).toHaveCount(0);
    await expectAccessible(page);
  });
});

// The default setup: no text-to-speech server configured, so the server speaks with eSpeak NG.
test.describe("a listen exercise without browser voices, in the default setup", () => {
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test("plays the sentence in the server's synthetic voice, labelled so", async ({ page, tenants }) => {
    const { played, post, attemptId } = await openListenItem(page, app, tenants.b.learner.email, tenants.password);
    await playAndReplaySlowly(page, played);
    // A spoken sentence (asked again, from the server's cache), not a short silence.
    const again = await post("/api/learning/listen/audio", { attemptId, index: listenAt });
    expect((await again.body()).length).toBeGreaterThan(20_000);
    await expect(page.locator("[data-speech-source]")).toHaveAttribute("data-speech-source", "server");
    await expect(page.getByText("Synthetic voice")).toBeVisible();
    // The learner answers what they heard, as with any listen exercise.
    await page.getByRole("textbox").first().fill(listenText);
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page.getByText("Synthetic voice")).toBeVisible();
    await expectAccessible(page);
    // A speak item's model sentence comes the same way.
    const speakAt = lesson.exercises.findIndex((exercise) => exercise.type === "speak");
    const model = await post("/api/learning/speak/audio", { attemptId, index: speakAt });
    expect(model.headers()["content-type"]).toBe("audio/wav");
    expect((await model.body()).length).toBeGreaterThan(20_000);
  });
});
