import type { Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { placementUi, takePlacement } from "./support/placement";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";
import { readCourse, type CourseId } from "../src/features/learning/content";
import { shownForm } from "../src/features/learning/answer-patterns";
import type { Exercise } from "../src/features/learning/content-schema";

const texts = {
  fr: {
    title: "Essayez MadameAI, sans compte",
    course: { fr: "Le français au travail", en: "L'anglais au travail" },
    result: "Votre niveau : A2",
    tryLesson: "Essayer une leçon d'exemple",
    check: "Vérifier",
    continue: "Continuer",
    done: "Leçon terminée!",
    seeResult: "Voir mon résultat",
    end: "Merci d'avoir essayé MadameAI!",
    waitlist: "Rejoindre la liste d'attente",
    claim: "Ajouter ce résultat à mon compte",
    claimed: "Résultat ajouté",
    badge: "Point de départ",
    play: "Écouter la phrase",
    synthetic: "Voix de synthèse",
  },
  en: {
    title: "Try MadameAI, no account needed",
    course: { fr: "French at work", en: "English at work" },
    result: "Your level: A2",
    tryLesson: "Try a sample lesson",
    check: "Check",
    continue: "Continue",
    done: "Lesson complete!",
    seeResult: "See my result",
    end: "Thank you for trying MadameAI!",
    waitlist: "Join the waitlist",
    claim: "Add this result to my account",
    claimed: "Result added",
    badge: "Starting point",
    play: "Play the sentence",
    synthetic: "Synthetic voice",
  },
};

/**
 * The sample lesson, answered right, with the keyboard where the player allows it. Headless
 * Chromium has no voice: listen and speak items play the server's synthetic one, labelled so.
 */
async function playSampleLesson(
  page: Page,
  exercises: Map<string, Exercise>,
  t: (typeof texts)["fr"],
  locale: "fr" | "en",
) {
  const ui = placementUi[locale];
  const done = page.getByRole("heading", { name: t.done });
  for (;;) {
    const item = page.locator("[data-exercise-id]");
    await expect(item.or(done).first()).toBeVisible();
    if (await done.isVisible()) return;
    const exercise = exercises.get((await item.getAttribute("data-exercise-id")) ?? "")!;
    if (exercise.type === "listen" || exercise.type === "speak") {
      await expect(item.getByText(t.synthetic)).toBeVisible();
      const [audio] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith(`/api/try/lesson/${exercise.type}/audio`)),
        item.getByRole("button", { name: t.play }).first().click(),
      ]);
      expect(audio.headers()["content-type"]).toBe("audio/wav");
      await expect(item.getByRole("button", { name: ui.skip })).toHaveCount(0);
    }
    if (exercise.type === "speak")
      await page.getByRole("button", { name: locale === "fr" ? "Je l'ai dite" : "I said it" }).click();
    else {
      if (exercise.type === "multipleChoice") {
        const radio = item.getByRole("radio", { name: exercise.choices[exercise.answer]!, exact: true });
        await radio.focus();
        await page.keyboard.press("Space");
      } else if (exercise.type === "matchPairs") {
        for (const pair of exercise.pairs) {
          for (const word of [pair.term, pair.meaning[locale]]) {
            await item
              .getByRole("button", { name: new RegExp(`^${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
              .first()
              .focus();
            await page.keyboard.press("Enter");
          }
        }
      } else if (exercise.type === "wordOrder") {
        await item.getByRole("button", { name: ui.typeInstead }).click();
        await item.getByRole("textbox").first().fill(exercise.words.join(" "));
      } else if (exercise.type === "email") {
        throw new Error(`the trial lesson has no e-mail task (${exercise.id})`);
      } else if (exercise.type === "comprehension") {
        throw new Error(`the trial lesson has no listening piece (${exercise.id})`);
      } else {
        await item
          .getByRole("textbox")
          .first()
          .fill(exercise.type === "listen" ? exercise.text : shownForm(exercise.answers[0]!));
      }
      await page.getByRole("button", { name: t.check, exact: true }).click();
    }
    await page.getByRole("button", { name: t.continue }).click();
  }
}

// On its own server: claiming a trial changes a learner's starting point.
test.describe("/try without an account", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  for (const [locale, courseId] of [
    ["fr", "en"],
    ["en", "fr"],
  ] as const satisfies readonly ["fr" | "en", CourseId][]) {
    test(`a visitor in ${locale}, trying ${courseId}: mini placement, level, sample lesson, then the way in`, async ({
      page,
      context,
      tenants,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const t = texts[locale];
      await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: app.url }]);
      await page.goto(`${app.url}/try`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
      await expectAccessible(page);
      await page.getByRole("button", { name: t.course[courseId] }).click();

      const result = page.getByRole("heading", { level: 1, name: t.result });
      const answered = await takePlacement(page, courseId, placementUi[locale], () => result.isVisible(), {
        reloadAfter: 2,
      });
      expect(answered).toBeGreaterThanOrEqual(6);
      expect(answered).toBeLessThanOrEqual(10);
      await expectAccessible(page);

      await page.getByRole("button", { name: t.tryLesson }).click();
      const unit = readCourse(courseId).unitData.find((candidate) => candidate.level === "A2")!;
      const exercises = new Map(unit.lessons[0]!.exercises.map((exercise) => [exercise.id, exercise]));
      await expect(page.locator("[data-exercise-id]")).toBeVisible();
      await expectAccessible(page);
      await playSampleLesson(page, exercises, t, locale);
      await page.getByRole("link", { name: t.seeResult }).click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.end);
      await expect(page.getByRole("link", { name: t.waitlist })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screenshots/try-end-${locale}.png`, fullPage: true });

      // Signed in later, the visitor carries the result into their account.
      await signInByApi(
        page.request,
        app.url,
        locale === "fr" ? tenants.a.admin.email : tenants.b.learner.email,
        tenants.password,
      );
      await page.reload();
      await page.getByRole("button", { name: t.claim }).click();
      await expect(page.getByRole("status")).toContainText(t.claimed);
      await page.goto(`${app.url}/dashboard/course`);
      const section = page.locator("section", { has: page.locator(`#unit-${unit.id}`) });
      await expect(section.getByText(t.badge)).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }
});
