import type { Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { answer, exercisesOf, playLesson, ui } from "./support/lesson-player";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test, themes } from "./fixtures";
import { readCourse, type CourseId } from "../src/features/learning/content";

const words = {
  fr: {
    welcome: "Bienvenue! Par où commencer?",
    speaking: "Expression orale (estimation)",
    speakingNone: /^Pas encore mesurée/,
    oneDay: "1 jour",
    oneDayInARow: "1 jour d'affilée",
    newBadge: /^Nouveaux? badges?!$/,
    firstLesson: "Première leçon",
    dismiss: "Super!",
    xpTotal: (xp: number) => `${xp} XP au total`,
    join: "Paraître dans le classement",
    leave: "Quitter le classement",
    joined: "Vous paraissez maintenant dans le classement.",
    nobody: "Personne n'y paraît encore cette semaine.",
    you: "vous",
    review: "Réviser",
    reviewDone: "Révision terminée!",
    nothingDue: "Rien à réviser pour l'instant.",
    retention: "Rétention visée",
    saveRetention: "Enregistrer la rétention",
    saved: "Enregistré.",
  },
  en: {
    welcome: "Welcome! Where to start?",
    speaking: "Speaking (estimate)",
    speakingNone: /^Not measured yet/,
    oneDay: "1 day",
    oneDayInARow: "1 day in a row",
    newBadge: /^New badges?!$/,
    firstLesson: "First lesson",
    dismiss: "Great!",
    xpTotal: (xp: number) => `${xp} XP in all`,
    join: "Appear in the ranking",
    leave: "Leave the ranking",
    joined: "You now appear in the ranking.",
    nobody: "Nobody appears in it yet this week.",
    you: "you",
    review: "Review",
    reviewDone: "Review done!",
    nothingDue: "Nothing to review right now.",
    retention: "Desired retention",
    saveRetention: "Save the retention",
    saved: "Saved.",
  },
} as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });

/** Answers every card of the review session right: exercises from the course, words by their meaning. */
async function playReview(page: Page, courseId: CourseId, locale: "fr" | "en") {
  const exercises = exercisesOf(courseId);
  const meanings = new Map(
    readCourse(courseId).unitData.flatMap((unit) =>
      unit.vocabulary.map((item) => [item.id, item.meaning[locale]] as const),
    ),
  );
  const labels = ui[locale];
  const done = page.getByRole("heading", { name: words[locale].reviewDone });
  let answered = 0;
  for (;;) {
    const item = page.locator("[data-exercise-id]");
    await expect(item.or(done).first()).toBeVisible();
    if (await done.isVisible()) break;
    const id = (await item.getAttribute("data-exercise-id")) ?? "";
    const exercise = exercises.get(id);
    if (exercise) await answer(page, item, exercise, labels, { wrong: false });
    else {
      // A word, recognised among four meanings in the interface language.
      await item.getByRole("radio", { name: meanings.get(id)!, exact: true }).check();
      await page.getByRole("button", { name: labels.check, exact: true }).click();
    }
    if (answered === 0) {
      await expectAccessible(page);
      await shot(page, `review-item-${locale}`);
    }
    await page.getByRole("button", { name: labels.continue }).click();
    answered += 1;
  }
  return answered;
}

// On its own server: lessons, reviews and the ranking change the learners' data.
test.describe("the daily practice loop", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  for (const [who, locale, courseId] of [
    ["Louis (org A), French interface, learning English", "fr", "en"],
    ["Priya (org B), English interface, learning French", "en", "fr"],
  ] as const) {
    test(`${who}: a lesson moves XP and streak, a review session, the ranking joined and left`, async ({
      page,
      context,
      tenants,
      consoleErrors,
    }) => {
      test.setTimeout(180_000);
      const w = words[locale];
      const person = locale === "fr" ? tenants.a.manager : tenants.b.learner;
      const other = locale === "fr" ? tenants.b.learner : tenants.a.manager;
      await signInByApi(page.request, app.url, person.email, tenants.password);

      // A brand-new learner: the way in, nothing counted yet.
      await page.goto(`${app.url}/dashboard`);
      await expect(page.getByRole("heading", { name: w.welcome })).toBeVisible();
      await expect(page.getByTestId("xp-total")).toHaveText(w.xpTotal(0));
      // Speaking is estimated from the pronunciation coach's phrases: none said yet.
      const speaking = page.getByRole("region", { name: w.speaking });
      await expect(speaking.getByText(w.speakingNone)).toBeVisible();
      await expectAccessible(page);
      await shot(page, `dashboard-new-${locale}`);

      const course = readCourse(courseId);
      await playLesson(page, app.url, course.unitData[0]!.lessons[0]!.id, exercisesOf(courseId), ui[locale]);
      const lessonXp = Number((await page.getByText(/^\+\d+ XP$/).textContent())?.match(/\d+/)?.[0]);
      expect(lessonXp).toBeGreaterThan(10);

      // The dashboard: XP and streak moved, the first badge celebrated once.
      await page.goto(`${app.url}/dashboard`);
      await expect(page.getByTestId("xp-total")).toHaveText(w.xpTotal(lessonXp));
      await expect(page.getByTestId("streak-days")).toHaveText(w.oneDay);
      const celebration = page.getByRole("status").filter({ has: page.getByRole("heading", { name: w.newBadge }) });
      await expect(celebration).toContainText(w.firstLesson);
      await expectAccessible(page);
      for (const theme of themes) {
        await context.addCookies([{ name: "theme", value: theme, url: app.url }]);
        for (const [size, viewport] of Object.entries({
          phone: { width: 390, height: 844 },
          desktop: { width: 1280, height: 900 },
        })) {
          await page.setViewportSize(viewport);
          await page.reload();
          await shot(page, `dashboard-${locale}-${theme}-${size}`);
        }
      }
      await context.addCookies([{ name: "theme", value: "light", url: app.url }]);
      await page.reload();
      const seen = page.waitForResponse((response) => response.url().endsWith("/api/rewards/seen"));
      await celebration.getByRole("button", { name: w.dismiss }).click();
      await expect(celebration).toBeHidden();
      expect((await seen).status()).toBe(204);
      await page.reload();
      await expect(page.getByTestId("xp-total")).toBeVisible();
      await expect(page.getByRole("heading", { name: w.newBadge })).toBeHidden();

      // Rewards: the same XP and streak, the badge earned, the ranking only by choice.
      await page.goto(`${app.url}/dashboard/rewards`);
      await expect(page.getByTestId("xp-total")).toHaveText(w.xpTotal(lessonXp));
      await expect(page.getByTestId("streak-days")).toHaveText(w.oneDayInARow);
      await expect(page.locator("[data-badge='first-lesson']")).toHaveAttribute("data-earned", "true");
      await expect(page.locator("[data-badge='lessons-10']")).toHaveAttribute("data-earned", "false");
      await expect(page.getByText(w.nobody)).toBeVisible();
      await page.getByRole("button", { name: w.join }).click();
      await expect(page.getByText(w.joined)).toBeVisible();
      const ranking = page.getByTestId("ranking");
      await expect(ranking.getByRole("listitem")).toHaveCount(1);
      await expect(ranking).toContainText(person.name);
      await expect(ranking).toContainText(w.you);
      // The other organization's learner is never in it, even when they joined theirs.
      await expect(ranking).not.toContainText(other.name);
      await expectAccessible(page);
      await shot(page, `rewards-${locale}`);
      await page.reload();
      await page.getByRole("button", { name: w.leave }).click();
      await expect(page.getByText(w.nobody)).toBeVisible();
      await page.reload();
      await expect(page.getByRole("button", { name: w.join })).toBeVisible();
      await expect(page.getByText(w.nobody)).toBeVisible();
      // Louis stays in his organization's ranking, so that Priya's shows he is not in hers.
      if (locale === "fr") {
        await page.getByRole("button", { name: w.join }).click();
        await expect(ranking).toContainText(person.name);
      }

      // A review session of the words taught and the exercise missed.
      await page.goto(`${app.url}/dashboard`);
      await page.getByRole("link", { name: w.review, exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/review$/);
      const reviewed = await playReview(page, courseId, locale);
      expect(reviewed).toBeGreaterThan(1);
      await expectAccessible(page);
      await shot(page, `review-done-${locale}`);
      await page.goto(`${app.url}/dashboard`);
      await expect(page.getByText(w.nothingDue)).toBeVisible();
      await expect(page.getByTestId("xp-total")).toHaveText(w.xpTotal(lessonXp + 2 * reviewed));

      // The desired retention, in the profile settings: 90 % by default, kept after a reload.
      await page.goto(`${app.url}/settings/profile`);
      const retention = page.getByRole("slider", { name: w.retention });
      await expect(retention).toHaveValue("90");
      await retention.focus();
      for (let step = 0; step < 5; step++) await page.keyboard.press("ArrowLeft");
      await page.getByRole("button", { name: w.saveRetention }).click();
      await expect(page.getByText(w.saved, { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("slider", { name: w.retention })).toHaveValue("85");
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  }
});
