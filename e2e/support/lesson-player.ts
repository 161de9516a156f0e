import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible } from "../fixtures";
import { readCourse, type CourseId } from "../../src/features/learning/content";
import { shownForm } from "../../src/features/learning/answer-patterns";
import type { Exercise } from "../../src/features/learning/content-schema";

/*
 * Playing a lesson in the browser as a learner would, with the right answers read from the
 * content (as only the server and the tests can): shared by the lesson and the practice specs.
 */

export type Ui = {
  locale: "fr" | "en";
  check: string;
  continue: string;
  right: string;
  wrong: string;
  retryStart: string;
  done: string;
  typeInstead: string;
  saidIt: string;
  skip: string;
  /** The button that closes a lesson's teaching screen and starts its exercises. */
  teachStart: string;
};
/** An e-mail task's fields and its own Check button. */
export const emailLabels = {
  fr: { subject: "Objet", body: "Votre courriel", check: "Vérifier mon courriel" },
  en: { subject: "Subject", body: "Your e-mail", check: "Check my e-mail" },
} as const;

export const ui: Record<"fr" | "en", Ui> = {
  fr: {
    locale: "fr",
    check: "Vérifier",
    continue: "Continuer",
    right: "Bonne réponse!",
    wrong: "Pas tout à fait",
    retryStart: "C'est parti",
    done: "Leçon terminée!",
    typeInstead: "Écrire plutôt",
    saidIt: "Je l'ai dite",
    skip: "Passer",
    teachStart: "Commencer",
  },
  en: {
    locale: "en",
    check: "Check",
    continue: "Continue",
    right: "Correct!",
    wrong: "Not quite",
    retryStart: "Let's go",
    done: "Lesson complete!",
    typeInstead: "Type it instead",
    saidIt: "I said it",
    skip: "Skip",
    teachStart: "Start",
  },
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every exercise of a course by id, read from the content as only the server (and this test) can. */
export function exercisesOf(courseId: CourseId): Map<string, Exercise> {
  const course = readCourse(courseId);
  return new Map(
    course.unitData.flatMap((unit) =>
      unit.lessons.flatMap((lesson) => lesson.exercises.map((exercise) => [exercise.id, exercise] as const)),
    ),
  );
}

/** Answers the item on screen, rightly or (once) wrongly, as a learner would with the mouse and keyboard. */
export async function answer(page: Page, item: Locator, exercise: Exercise, labels: Ui, { wrong }: { wrong: boolean }) {
  const meaningLocale = labels.locale;
  switch (exercise.type) {
    case "multipleChoice": {
      // Choices are shuffled per attempt: the right one is found by its text, as a learner reads it.
      const choice = exercise.choices[wrong ? (exercise.answer + 1) % exercise.choices.length : exercise.answer]!;
      const radio = item.getByRole("radio", { name: choice, exact: true });
      await expect(radio).toBeEnabled();
      await radio.focus();
      await page.keyboard.press("Space");
      break;
    }
    case "translate":
    case "fillGap":
      await item
        .getByRole("textbox")
        .first()
        .fill(wrong ? "je ne sais pas" : shownForm(exercise.answers[0]!));
      break;
    case "wordOrder":
      await item.getByRole("button", { name: labels.typeInstead }).click();
      await item
        .getByRole("textbox")
        .first()
        .fill(wrong ? "je ne sais pas" : exercise.words.join(" "));
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
      // Headless Chromium has no voices: once it knows, the exercise plays the server's voice (the
      // trial, with no audio route, offers to pass). Answering before it knows would have the
      // exercise change under the answer.
      await expect(item.locator("[data-speech-source]")).not.toHaveAttribute("data-speech-source", "checking");
      const skip = item.getByRole("button", { name: labels.skip });
      if (await skip.isVisible()) return skip.click();
      await item.getByRole("textbox").first().fill(exercise.text);
      break;
    }
    case "speak":
      return page.getByRole("button", { name: labels.saidIt }).click();
    case "email":
      // Never wrong: the model answer itself is a fine e-mail to send.
      await item.getByRole("textbox", { name: emailLabels[labels.locale].subject }).fill(exercise.model.subject);
      await item.getByRole("textbox", { name: emailLabels[labels.locale].body }).fill(exercise.model.body);
      return page.getByRole("button", { name: emailLabels[labels.locale].check }).click();
    case "comprehension":
      // One radio group per question, in order; a mistake is made on the first question only.
      for (const [position, question] of exercise.questions.entries()) {
        const missed = wrong && position === 0;
        const choice = question.choices[missed ? (question.answer + 1) % question.choices.length : question.answer]!;
        await item.getByRole("group").nth(position).getByRole("radio", { name: choice, exact: true }).check();
      }
      break;
  }
  await page.getByRole("button", { name: labels.check, exact: true }).click();
}

export async function playLesson(
  page: Page,
  baseURL: string,
  lessonId: string,
  exercises: Map<string, Exercise>,
  labels: Ui,
) {
  await page.goto(`${baseURL}/lesson/${lessonId}`);
  await expectAccessible(page);
  let wrongGiven = false;
  let answered = 0;
  for (;;) {
    const item = page.locator("[data-exercise-id]");
    const retry = page.getByRole("button", { name: labels.retryStart });
    const done = page.getByRole("heading", { name: labels.done });
    // A lesson that teaches first opens on its teaching screen.
    const teach = page.locator("[data-teach-screen]").getByRole("button", { name: labels.teachStart, exact: true });
    await expect(item.or(retry).or(done).or(teach).first()).toBeVisible();
    if (await done.isVisible()) break;
    if (await teach.isVisible()) {
      await teach.click();
      continue;
    }
    if (await retry.isVisible()) {
      await expectAccessible(page);
      await retry.click();
      continue;
    }
    const exercise = exercises.get((await item.getAttribute("data-exercise-id")) ?? "")!;
    const makeMistake =
      !wrongGiven && exercise.type !== "speak" && exercise.type !== "listen" && exercise.type !== "matchPairs";
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
