import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest } from "@playwright/test";
import { courseIndex } from "../src/features/learning/course-index";
import { readPronunciation } from "../src/features/pronunciation/content";
import { startAiServer, type TestAiServer } from "../src/lib/testing/ai-server";
import { startAppServer, type AppServer } from "./support/app-server";
import { writeSpokenWav } from "./support/espeak-wav";
import { fakeRecognition, say } from "./support/fake-recognition";
import { fakeMicrophone, voiceHeard, withoutBrowserRecognition } from "./support/microphone";
import { answer, exercisesOf, ui } from "./support/lesson-player";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * The pronunciation coach with Chromium's fake microphone playing a phrase spoken by eSpeak NG
 * (made before the browser starts), and a local OpenAI-compatible server that transcribes it: the
 * browser's own recognition is removed, so the score comes from the speech-to-text route.
 */
const microphone = path.join(tmpdir(), `madameai-fake-mic-${process.pid}.wav`);
test.use({ launchOptions: fakeMicrophone(microphone) });

const denasalised = (text: string) => text.replace(/an|en|on|in|un/gi, "a");
const withoutTh = (text: string) => text.replace(/th/gi, "t");

const journeys = [
  {
    who: "Priya, English interface, learning French",
    locale: "en",
    email: "b.learner",
    course: "fr" as const,
    family: "nasal-vowels",
    mistake: denasalised,
    words: {
      record: "Record myself",
      stop: "Stop",
      send: "Send for scoring",
      score: "Your score",
      improve: "How to improve",
      familyName: "Nasal vowels (an, on, in, un)",
      deleteOne: "Delete the recording",
      none: "No recording",
      needsWork: "Needs work",
      recognised: "The score is based on what speech recognition understood",
    },
  },
  {
    who: "Louis, French interface, learning English",
    locale: "fr",
    email: "a.manager",
    course: "en" as const,
    family: "th",
    mistake: withoutTh,
    words: {
      record: "M'enregistrer",
      stop: "Arrêter",
      send: "Envoyer pour le score",
      score: "Votre score",
      improve: "Comment vous améliorer",
      familyName: "th (think, the)",
      deleteOne: "Supprimer l'enregistrement",
      none: "Pas d'enregistrement",
      needsWork: "À travailler",
      recognised: "Le score repose sur ce que la reconnaissance vocale a compris",
    },
  },
] as const;

test.describe("the pronunciation coach", () => {
  test.describe.configure({ mode: "serial" });
  let ai: TestAiServer;
  let app: AppServer;
  test.beforeAll(async () => {
    await writeSpokenWav(microphone, "Bonjour, je voudrais un grand café.", "fr");
    ai = await startAiServer();
    app = await startAppServer({ STT_BASE_URL: ai.baseUrl, AI_BASE_URL: ai.baseUrl });
  });
  test.afterAll(async () => {
    await app?.stop();
    await ai?.close();
  });

  for (const journey of journeys) {
    test(`${journey.who}: records a phrase, sees word and sound scores, heard-as and a tip, the history updated; deletes the recording`, async ({
      page,
      tenants,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const w = journey.words;
      const person = journey.email === "b.learner" ? tenants.b.learner : tenants.a.manager;
      const phrase = readPronunciation(journey.course).phrases.find(
        (item) => item.sounds.includes(journey.family as never) && journey.mistake(item.text) !== item.text,
      )!;
      ai.setTranscript(journey.mistake(phrase.text));
      await withoutBrowserRecognition(page);
      await signInByApi(page.request, app.url, person.email, tenants.password);
      await page.goto(`${app.url}/pronunciation`);
      await expect(page.getByText(w.recognised)).toBeVisible();
      await expectAccessible(page);

      // The set narrowed to the family, then to the phrase.
      await page
        .getByRole("combobox", { name: journey.locale === "fr" ? "Son" : "Sound", exact: true })
        .selectOption(journey.family);
      const card = page.locator("[data-phrase]");
      for (let step = 0; step < 200 && (await card.getAttribute("data-phrase")) !== phrase.id; step++)
        await page.getByRole("button", { name: journey.locale === "fr" ? "Phrase suivante" : "Next phrase" }).click();
      await expect(card).toHaveAttribute("data-phrase", phrase.id);
      await expect(card).toContainText(phrase.text);

      await page.getByRole("button", { name: w.record }).click();
      await voiceHeard(page);
      await page.getByRole("button", { name: w.stop }).click();
      await page.getByRole("button", { name: w.send }).click();

      const result = page.getByTestId("result");
      await expect(result.getByRole("heading", { name: w.score })).toBeVisible();
      expect(ai.requests.at(-1)).toMatchObject({ path: "/audio/transcriptions", body: { language: journey.course } });
      await expect(result).toContainText(journey.mistake(phrase.text));
      await expect(result.getByText(/heard \[|entendu \[/).first()).toBeVisible();
      await expect(result.getByRole("heading", { name: w.improve })).toBeVisible();
      await expect(result.locator(`[data-family='${journey.family}']`)).toContainText(w.familyName);
      await expectAccessible(page);
      await page.screenshot({
        path: `test-results/screenshots/pronunciation-result-${journey.locale}.png`,
        fullPage: true,
      });

      // The history: the phrase's latest score on its card, the attempt with its recording, the sound to work on.
      await expect(card.getByTestId("phrase-scores")).toContainText(
        String(await result.locator("h2 + span").first().textContent()),
      );
      const attempt = page.locator("[data-attempt]").first();
      await expect(attempt).toContainText(phrase.text);
      await expect(page.locator(`[data-sound='${journey.family}']`)).toContainText(w.needsWork);
      // The recording: a download for its owner only, never sniffed as anything but audio.
      const href = (await attempt.locator("a[download]").getAttribute("href"))!;
      const download = await page.request.get(`${app.url}${href}`);
      expect(download.status()).toBe(200);
      expect(download.headers()).toMatchObject({ "content-type": "audio/wav", "x-content-type-options": "nosniff" });
      expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="recording-[\w-]+\.wav"$/);
      const stranger = await playwrightRequest.newContext();
      await signInByApi(
        stranger,
        app.url,
        (person === tenants.a.manager ? tenants.b.learner : tenants.a.manager).email,
        tenants.password,
      );
      expect((await stranger.get(`${app.url}${href}`)).status()).toBe(404);
      await stranger.dispose();
      await attempt.getByRole("button", { name: w.deleteOne }).click();
      await expect(page.locator("[data-attempt]").first()).toContainText(w.none);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("with a model: phrases written for Priya's job, checked, practised, and the coach's summary in the tone she picks", async ({
    page,
    tenants,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await withoutBrowserRecognition(page);
    await signInByApi(page.request, app.url, tenants.b.learner.email, tenants.password);
    await page.goto(`${app.url}/pronunciation`);
    await page.getByRole("button", { name: "Phrases for my job" }).click();
    await expect(page.getByText(/phrases? added to “My phrases”/)).toBeVisible();
    await expect(page.getByText(/dropped by the checks/)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Phrases" })).toHaveValue("mine");
    const card = page.locator("[data-phrase]");
    await expect(card).toContainText("Written for you, checked");
    const text = (await card.locator("p[lang]").textContent())!.trim();
    ai.setTranscript(text.split(" ").slice(0, -1).join(" "));

    await page.getByRole("button", { name: "Record myself" }).click();
    await voiceHeard(page);
    await page.getByRole("button", { name: "Stop" }).click();
    await page.getByRole("button", { name: "Send for scoring" }).click();
    const summary = page.getByTestId("coach-summary");
    await expect(summary).toBeVisible();
    await summary.getByRole("combobox", { name: "Tone" }).selectOption("detailed");
    await summary.getByRole("button", { name: "Get my summary" }).click();
    await expect(summary.getByText("Every word was said")).toBeVisible();
    await expect(summary).toContainText("Three attempts in a row at 80 or more.");
    expect(ai.requests.at(-1)?.body.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: "system", content: expect.stringContaining("Tone: Detailed") }),
      ]),
    );
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/pronunciation-summary-en.png", fullPage: true });

    // Her own phrase can go.
    await page.getByRole("button", { name: "Delete this phrase" }).click();
    await expect(card).not.toContainText(text);
    expect(consoleErrors).toEqual([]);
  });

  test("a lesson's speak exercise is scored word by word by the coach's scorer", async ({
    page,
    tenants,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await fakeRecognition(page);
    await signInByApi(page.request, app.url, tenants.b.learner.email, tenants.password);
    const exercises = exercisesOf("fr");
    await page.goto(`${app.url}/lesson/${courseIndex("fr").order[0]}`);
    for (let step = 0; step < 40; step++) {
      const item = page.locator("[data-exercise-id]");
      await expect(item).toBeVisible();
      const exercise = exercises.get((await item.getAttribute("data-exercise-id")) ?? "")!;
      if (exercise.type !== "speak") {
        await answer(page, item, exercise, ui.en, { wrong: false });
        await page.getByRole("button", { name: ui.en.continue }).click();
        continue;
      }
      // The last word left out: that word scores low, the others full marks.
      const words = exercise.text.split(" ");
      await say(page, words.slice(0, -1).join(" "));
      await expect(item.getByText("Say the sentence into the microphone to see your score")).toBeVisible();
      await item.getByRole("button", { name: "Say it into the microphone" }).click();
      const score = item.getByTestId("spoken-score");
      await expect(score).toContainText("Pronunciation score:");
      await expect(score).toContainText(`Understood: “${words.slice(0, -1).join(" ")}”`);
      await expect(score.getByRole("listitem").first()).toContainText("100");
      await expectAccessible(page);
      await page.screenshot({ path: "test-results/screenshots/lesson-speak-score-en.png", fullPage: true });
      await page.getByRole("button", { name: ui.en.saidIt }).click();
      await expect(page.getByRole("button", { name: ui.en.continue })).toBeVisible();
      expect(consoleErrors).toEqual([]);
      return;
    }
    throw new Error("the first lesson has no speak exercise");
  });

  test("on a phone in dark mode", async ({ browser, tenants }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme: "dark",
      locale: "fr-CA",
    });
    const page = await context.newPage();
    await signInByApi(page.request, app.url, tenants.a.manager.email, tenants.password);
    await page.goto(`${app.url}/pronunciation`);
    await expect(page.getByRole("heading", { name: "Prononciation", level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/pronunciation-phone-dark-fr.png", fullPage: true });
    await context.close();
  });
});
