import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { ui, type Ui } from "./support/lesson-player";
import { placedAtB1, placedLearners } from "./support/seed-listening";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";
import { courseIndex } from "../src/features/learning/course-index";
import type { Exercise } from "../src/features/learning/content-schema";
import { rightAnswer } from "../src/features/learning/testing/answers";
import { twoTenants } from "../src/db/testing/two-tenants";

type Comprehension = Extract<Exercise, { type: "comprehension" }>;

const labels = {
  fr: {
    play: "Écouter",
    slower: "Plus lentement",
    synthetic: "Voix de synthèse",
    toReview: "À revoir",
    answer: "Réponse :",
    transcript: "Transcription",
    informal: "Le français parlé au Québec",
    retryHint: /Réécoutez/,
  },
  en: {
    play: "Play",
    slower: "Slower",
    synthetic: "Synthetic voice",
    toReview: "To review",
    answer: "Answer:",
    transcript: "Transcript",
    informal: "Spoken Quebec French",
    retryHint: /Listen again/,
  },
} as const;

const looks = [
  { name: "phone-light", viewport: { width: 390, height: 844 }, colorScheme: "light" },
  { name: "desktop-dark", viewport: { width: 1280, height: 900 }, colorScheme: "dark" },
  { name: "phone-dark", viewport: { width: 390, height: 844 }, colorScheme: "dark" },
  { name: "desktop-light", viewport: { width: 1280, height: 900 }, colorScheme: "light" },
] as const;

async function shoot(page: Page, name: string, look: (typeof looks)[number]) {
  await page.setViewportSize(look.viewport);
  await page.emulateMedia({ colorScheme: look.colorScheme });
  await page.screenshot({ path: `test-results/screenshots/comprehension-${name}-${look.name}.png`, fullPage: true });
}

type Placed = { email: string; lessonId: string; pieceId: string };

/** The lesson opened with every item before the piece answered through the API, as the player would. */
async function openPiece(page: Page, app: AppServer, locale: "fr" | "en", placed: Placed = placedLearners[locale]) {
  const { email, lessonId, pieceId } = placed;
  const { lessons, exercises } = courseIndex(locale);
  const items = lessons.get(lessonId)!.lesson.exercises;
  expect(items.at(-1)!.id).toBe(pieceId);
  // A browser with no voice, as Debian's Chromium: the piece is the server's audio in any case.
  await page.addInitScript(() => {
    Object.defineProperty(speechSynthesis, "getVoices", { value: () => [] });
    const played: string[] = ((window as unknown as { played: string[] }).played = []);
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function () {
      return play.call(this).then(
        () => void played.push("played"),
        (error: Error) => void played.push(error.name),
      );
    };
  });
  await signInByApi(page.request, app.url, email, twoTenants.password);
  await page.goto(`${app.url}/lesson/${lessonId}`);
  const attemptId = /attemptId\\?":\\?"([\w-]+)/.exec(await page.content())![1]!;
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute("content")) ?? "";
  for (const [index, exercise] of items.slice(0, -1).entries()) {
    const response = await page.request.post(`${app.url}/api/learning/answers`, {
      data: { attemptId, index, answer: rightAnswer(exercise, locale, `${attemptId}:${index}`) },
      headers: { origin: app.url, "x-csrf-token": token },
    });
    expect(response.ok(), `${exercise.id}: ${await response.text()}`).toBe(true);
  }
  await page.reload();
  const piece = page.locator("[data-exercise-type='comprehension']");
  await expect(piece).toBeVisible();
  const played = () => page.evaluate(() => (window as unknown as { played: string[] }).played);
  /** The piece's audio asked again as the page asks for it (from the server's cache), in bytes. */
  const audioBytes = async (speed: "normal" | "slow") =>
    (
      await (
        await page.request.post(`${app.url}/api/learning/comprehension/audio`, {
          data: { attemptId, index: items.length - 1, speed },
          headers: { origin: app.url, "x-csrf-token": token },
        })
      ).body()
    ).length;
  return { piece, played, audioBytes, exercise: exercises.get(pieceId) as Comprehension };
}

/** Each question answered by its text, the first one wrongly unless `allRight`. */
async function answerQuestions(page: Page, exercise: Comprehension, allRight = false) {
  const piece = page.locator("[data-exercise-type='comprehension']");
  for (const [position, question] of exercise.questions.entries()) {
    const missed = position === 0 && !allRight;
    const choice = question.choices[missed ? (question.answer + 1) % question.choices.length : question.answer]!;
    const radio = piece.getByRole("group").nth(position).getByRole("radio", { name: choice, exact: true });
    await radio.focus();
    await page.keyboard.press("Space");
    await expect(radio).toBeChecked();
  }
}

async function listenAndAnswer(page: Page, app: AppServer, locale: "fr" | "en") {
  const t: Ui = ui[locale];
  const words = labels[locale];
  const { piece, played, audioBytes, exercise } = await openPiece(page, app, locale);
  await expect(piece.getByText(exercise.title[locale])).toBeVisible();
  await expect(page.getByRole("button", { name: t.check, exact: true })).toBeDisabled();
  await expectAccessible(page);

  const [normal] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/api/learning/comprehension/audio")),
    piece.getByRole("button", { name: words.play, exact: true }).click(),
  ]);
  expect(normal.request().postDataJSON()).toMatchObject({ speed: "normal" });
  expect(normal.headers()["content-type"]).toBe("audio/wav");
  // A minute of speech or so, in the synthetic voice.
  expect(await audioBytes("normal")).toBeGreaterThan(200_000);
  await expect.poll(played).toEqual(["played"]);
  await expect(piece.getByText(words.synthetic)).toBeVisible();

  const [slow] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/api/learning/comprehension/audio")),
    piece.getByRole("button", { name: words.slower }).click(),
  ]);
  expect(slow.request().postDataJSON()).toMatchObject({ speed: "slow" });
  expect(await audioBytes("slow")).toBeGreaterThan(await audioBytes("normal"));
  await expect(piece.getByRole("button", { name: words.slower })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(played).toEqual(["played", "played"]);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);

  await answerQuestions(page, exercise);
  await shoot(page, `${locale}-answered`, looks[0]);
  await page.getByRole("button", { name: t.check, exact: true }).click();
  // First round: which question to think over, not yet its answer nor the transcript.
  await expect(page.getByRole("heading", { name: t.wrong })).toBeVisible();
  await expect(piece.getByText(words.toReview, { exact: true })).toHaveCount(1);
  await expect(piece.getByText(words.retryHint)).toBeVisible();
  await expect(piece.getByRole("heading", { name: words.transcript })).toHaveCount(0);
  await expectAccessible(page);

  // The retry round brings the piece back; answered again with the same slip, everything is shown.
  await page.getByRole("button", { name: t.continue }).click();
  await page.getByRole("button", { name: t.retryStart }).click();
  await expect(piece).toBeVisible();
  await answerQuestions(page, exercise);
  await page.getByRole("button", { name: t.check, exact: true }).click();
  await expect(page.getByRole("heading", { name: t.wrong })).toBeVisible();
  const first = exercise.questions[0]!;
  await expect(piece.getByText(first.choices[first.answer]!, { exact: true }).last()).toBeVisible();
  await expect(piece.getByText(words.answer)).toHaveCount(1);
  for (const question of exercise.questions) await expect(piece.getByText(question.explanation[locale])).toBeVisible();
  await expect(piece.getByRole("heading", { name: words.transcript })).toBeVisible();
  for (const line of exercise.script) await expect(piece.getByText(line.text, { exact: true })).toBeVisible();
  await expect(page.getByText(exercise.explanation[locale])).toBeVisible();
  await expectAccessible(page);
  for (const look of looks) await shoot(page, `${locale}-result`, look);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectAccessible(page);
}

/** A B1 piece answered right at once: the transcript, then each informal form heard beside its written one. */
async function informalSpeechShown(page: Page, app: AppServer) {
  const t = ui.fr;
  const words = labels.fr;
  const { piece, exercise } = await openPiece(page, app, "fr", placedAtB1);
  const informal = exercise.informal ?? [];
  expect(informal.length).toBeGreaterThan(0);
  await answerQuestions(page, exercise, true);
  await page.getByRole("button", { name: t.check, exact: true }).click();
  await expect(page.getByRole("heading", { name: t.right })).toBeVisible();
  await expect(piece.getByRole("heading", { name: words.transcript })).toBeVisible();
  for (const line of exercise.script) await expect(piece.getByText(line.text, { exact: true })).toBeVisible();
  await expect(piece.getByRole("heading", { name: words.informal })).toBeVisible();
  for (const pair of informal) {
    // The heard form is in the transcript too: its pair is the list item quoting it.
    const shown = piece.getByRole("listitem").filter({ has: page.locator("q", { hasText: pair.heard }) });
    await expect(shown).toHaveCount(1);
    await expect(shown.locator("q").first()).toHaveText(pair.heard);
    await expect(shown.locator("q").last()).toHaveText(pair.standard);
    await expect(shown).toContainText(pair.note.fr);
  }
  await expectAccessible(page);
  for (const look of [looks[0], looks[1]]) await shoot(page, "fr-b1-informal", look);
}

// The default setup: no text-to-speech server, no browser voice; the server speaks with eSpeak NG.
test.describe("a listening piece in the default setup", () => {
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer((url) => {
      const database = { PGLITE_DIR: path.join(mkdtempSync(path.join(tmpdir(), "madameai-e2e-")), "pglite") };
      execFileSync("npx", ["tsx", "e2e/support/seed-listening.ts"], {
        env: { ...process.env, APP_URL: url, APP_SECRET: "e2e-secret-0123456789-0123456789-0123456789", ...database },
        stdio: "ignore",
      });
      return database;
    });
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test("French A2, interface in French: heard, heard slower, answered, then the transcript", async ({ page }) => {
    test.setTimeout(180_000);
    await listenAndAnswer(page, app, "fr");
  });

  test("English A2, interface in English: the same", async ({ page }) => {
    test.setTimeout(180_000);
    await listenAndAnswer(page, app, "en");
  });

  test("French B1, interface in French: answered right, the informal Quebec speech beside its written form", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await informalSpeechShown(page, app);
  });
});
