import type { Locator, Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";
import { readCourse, type CourseId } from "../src/features/learning/content";
import type { Exercise } from "../src/features/learning/content-schema";

type Ui = { locale: "fr" | "en"; check: string; continue: string; wrong: string; retryStart: string; done: string; typeInstead: string; saidIt: string; skip: string };
const ui: Record<"fr" | "en", Ui> = {
  fr: { locale: "fr", check: "Vérifier", continue: "Continuer", wrong: "Pas tout à fait", retryStart: "C'est parti", done: "Leçon terminée!", typeInstead: "Écrire plutôt", saidIt: "Je l'ai dite", skip: "Passer" },
  en: { locale: "en", check: "Check", continue: "Continue", wrong: "Not quite", retryStart: "Let's go", done: "Lesson complete!", typeInstead: "Type it instead", saidIt: "I said it", skip: "Skip" },
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every exercise of a course by id, read from the content as only the server (and this test) can. */
function exercisesOf(courseId: CourseId): Map<string, Exercise> {
  const course = readCourse(courseId);
  return new Map(course.unitData.flatMap((unit) => unit.lessons.flatMap((lesson) => lesson.exercises.map((exercise) => [exercise.id, exercise] as const))));
}

/** Answers the item on screen, rightly or (once) wrongly, as a learner would with the mouse and keyboard. */
async function answer(page: Page, item: Locator, exercise: Exercise, labels: Ui, { wrong }: { wrong: boolean }) {
  const meaningLocale = labels.locale;
  switch (exercise.type) {
    case "multipleChoice": {
      const radio = item.getByRole("radio").nth(wrong ? (exercise.answer + 1) % exercise.choices.length : exercise.answer);
      await expect(radio).toBeEnabled();
      await radio.focus();
      await page.keyboard.press("Space");
      break;
    }
    case "translate":
    case "fillGap":
      await item.getByRole("textbox").first().fill(wrong ? "je ne sais pas" : exercise.answers[0]!);
      break;
    case "wordOrder":
      await item.getByRole("button", { name: labels.typeInstead }).click();
      await item.getByRole("textbox").first().fill(wrong ? "je ne sais pas" : exercise.words.join(" "));
      break;
    case "matchPairs":
      for (const pair of exercise.pairs) {
        // With the keyboard, as the player allows: focus the term, Enter, then its meaning, Enter.
        for (const word of [pair.term, pair.meaning[meaningLocale]]) {
          const button = item.getByRole("button", { name: new RegExp(`^${escape(word)}`) }).first();
          await button.focus();
          await page.keyboard.press("Enter");
        }
      }
      break;
    case "listen": {
      // Headless Chromium has no voices: the exercise says so and offers to pass.
      const skip = item.getByRole("button", { name: labels.skip });
      if (await skip.isVisible()) return skip.click();
      await item.getByRole("textbox").first().fill(exercise.text);
      break;
    }
    case "speak":
      return page.getByRole("button", { name: labels.saidIt }).click();
  }
  await page.getByRole("button", { name: labels.check }).click();
}

async function playLesson(page: Page, baseURL: string, lessonId: string, exercises: Map<string, Exercise>, labels: Ui) {
  await page.goto(`${baseURL}/lesson/${lessonId}`);
  await expectAccessible(page);
  let wrongGiven = false;
  let answered = 0;
  for (;;) {
    const item = page.locator("[data-exercise-id]");
    const retry = page.getByRole("button", { name: labels.retryStart });
    const done = page.getByRole("heading", { name: labels.done });
    await expect(item.or(retry).or(done).first()).toBeVisible();
    if (await done.isVisible()) break;
    if (await retry.isVisible()) {
      await expectAccessible(page);
      await retry.click();
      continue;
    }
    const exercise = exercises.get((await item.getAttribute("data-exercise-id")) ?? "")!;
    const makeMistake = !wrongGiven && exercise.type !== "speak" && exercise.type !== "listen" && exercise.type !== "matchPairs";
    await answer(page, item, exercise, labels, { wrong: makeMistake });
    if (makeMistake) {
      wrongGiven = true;
      // The mistake is explained with the explanation written for this exercise.
      await expect(page.getByText(labels.wrong)).toBeVisible();
      await expect(page.getByText(exercise.explanation[labels.locale])).toBeVisible();
      await expectAccessible(page);
    }
    await page.getByRole("button", { name: labels.continue }).click();
    answered += 1;
    if (answered === 3) {
      // A reload mid-lesson comes back to the next unanswered exercise, not to the start.
      const next = await page.locator("[data-exercise-id]").getAttribute("data-exercise-id");
      await page.reload();
      await expect(page.locator("[data-exercise-id]")).toHaveAttribute("data-exercise-id", next ?? "");
    }
  }
  expect(wrongGiven).toBe(true);
  await expectAccessible(page);
}

// On its own server: lessons change the learners' progress.
test.describe("a lesson", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer(3125, {});
  });
  test.afterAll(() => app?.stop());

  for (const [who, locale, courseId] of [
    ["Louis, French interface, learning English", "fr", "en"],
    ["Priya, English interface, learning French", "en", "fr"],
  ] as const) {
    test(`${who}: a mistake explained, a reload resumed, the retry, the summary, the course map`, async ({ page, tenants, consoleErrors }) => {
      test.setTimeout(120_000);
      const email = locale === "fr" ? tenants.a.manager.email : tenants.b.learner.email;
      await signInByApi(page.request, app.url, email, tenants.password);
      const course = readCourse(courseId);
      const firstLesson = course.unitData[0]!.lessons[0]!;
      await page.goto(`${app.url}/dashboard/course`);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screenshots/course-map-${locale}.png`, fullPage: true });
      await playLesson(page, app.url, firstLesson.id, exercisesOf(courseId), ui[locale]);
      await page.screenshot({ path: `test-results/screenshots/lesson-summary-${locale}.png`, fullPage: true });
      // The answered-wrong check shows up in the browser's log as nothing: verdicts are 200s.
      expect(consoleErrors).toEqual([]);
      await page.goto(`${app.url}/dashboard/course`);
      await expect(page.locator("[aria-current='step']").first()).toBeVisible();
    });
  }
});
