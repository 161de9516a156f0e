import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { openPglite } from "../src/db/client";
import { reviewCard } from "../src/db/schema";
import { seedTwoTenants, twoTenants } from "../src/db/testing/two-tenants";
import type { CourseId } from "../src/features/learning/content";
import { exerciseCardKey } from "../src/features/review/cards";
import { newCardState } from "../src/features/review/scheduler";
import type { ReviewCardState } from "../src/features/review/schemas";
import { startAppServer, type AppServer } from "./support/app-server";
import { answer, exercisesOf, ui } from "./support/lesson-player";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * A learner back from a week away: more cards are due than the daily limit, so the dashboard
 * shows today's share and the days that take the rest; a lower limit set in the profile changes
 * the plan; the review screen stops at the limit and says when the next cards come.
 */

const OVERDUE = 130;
const DAY = 86_400_000;

const words = {
  fr: {
    plan: /^Aujourd'hui, 50 cartes, puis environ 40 par jour jusqu'au /,
    planAtTen: /^Aujourd'hui, 10 cartes, puis environ 10 par jour jusqu'au /,
    firstDay: /: 50 cartes$/,
    review: "Réviser",
    reviewDone: "Révision terminée!",
    dailyLimit: "Cartes par jour, au plus",
    saveDailyLimit: "Enregistrer la limite",
    saved: "Enregistré.",
    limitTitle: "Limite du jour atteinte",
    limitOnDashboard: "Limite du jour atteinte (10 cartes)",
    limitNext: /Les prochaines reviennent le .+ : 10 cartes\./,
  },
  en: {
    plan: /^Today 50 cards, then about 40 a day until /,
    planAtTen: /^Today 10 cards, then about 10 a day until /,
    firstDay: /: 50 cards$/,
    review: "Review",
    reviewDone: "Review done!",
    dailyLimit: "Most cards a day",
    saveDailyLimit: "Save the limit",
    saved: "Saved.",
    limitTitle: "Today's limit reached",
    limitOnDashboard: "Today's limit reached (10 cards)",
    limitNext: /The next ones come back on .+: 10 cards\./,
  },
} as const;

const people = [
  {
    who: "Louis (org A), French interface, learning English",
    locale: "fr",
    courseId: "en",
    person: twoTenants.a.manager,
  },
  {
    who: "Priya (org B), English interface, learning French",
    locale: "en",
    courseId: "fr",
    person: twoTenants.b.learner,
  },
] as const;

/** Exercises the player answers quickly and surely (no voice, no tiles). */
function quickExerciseIds(courseId: CourseId): string[] {
  return [...exercisesOf(courseId).values()]
    .filter((exercise) => ["multipleChoice", "translate", "fillGap"].includes(exercise.type))
    .map((exercise) => exercise.id);
}

/**
 * The database the app will open, made before it starts: the two tenants, then for each learner
 * a week of review cards left unreviewed (due one to seven days ago, about 19 a day).
 */
async function seedOverdueWeek(dataDir: string) {
  const handle = await openPglite(dataDir);
  try {
    await handle.migrate();
    await seedTwoTenants(handle.db);
    const now = Date.now();
    for (const { person, courseId } of people) {
      const rows = quickExerciseIds(courseId)
        .slice(0, OVERDUE)
        .map((exerciseId, index) => {
          const due = new Date(now - ((index % 7) + 1) * DAY - index * 60_000);
          const state: ReviewCardState = {
            ...newCardState(due),
            state: "review",
            stability: 3,
            difficulty: 5,
            scheduledDays: 3,
            reps: 3,
            lastReview: new Date(due.getTime() - 3 * DAY).toISOString(),
          };
          return {
            id: `e2e_backlog_${person.id}_${index}`,
            userId: person.id,
            courseId,
            key: exerciseCardKey(exerciseId),
            state,
            due,
          };
        });
      expect(rows).toHaveLength(OVERDUE);
      await handle.db.insert(reviewCard).values(rows);
    }
  } finally {
    await handle.close();
  }
}

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

// On its own server and database: the cards are seeded before it starts, and reviewing changes them.
test.describe("a backlog after a week away", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "madameai-e2e-backlog-")), "pglite");
    await seedOverdueWeek(dataDir);
    app = await startAppServer({ PGLITE_DIR: dataDir });
  });
  test.afterAll(() => app?.stop());

  for (const { who, locale, courseId, person } of people) {
    test(`${who}: the dashboard spreads the backlog, the limit holds and says when the next cards come`, async ({
      page,
      tenants,
    }, testInfo) => {
      test.setTimeout(180_000);
      const w = words[locale];
      await signInByApi(page.request, app.url, person.email, tenants.password);

      // 130 cards due, 50 a day: today 50, then 50 and 30.
      await page.goto(`${app.url}/dashboard`);
      const plan = page.getByTestId("review-plan");
      await expect(plan.locator("p").first()).toHaveText(w.plan);
      await expect(plan.getByRole("listitem")).toHaveCount(2);
      await expect(plan.getByRole("listitem").first()).toHaveText(w.firstDay);
      await expectAccessible(page);
      await shot(page, testInfo, `backlog-dashboard-${locale}`);

      // A lower limit, next to the retention: the plan follows.
      await page.goto(`${app.url}/settings/profile`);
      await page.getByRole("spinbutton", { name: w.dailyLimit }).fill("10");
      await page.getByRole("button", { name: w.saveDailyLimit }).click();
      await expect(page.getByText(w.saved, { exact: true })).toBeVisible();
      await expectAccessible(page);
      await page.goto(`${app.url}/dashboard`);
      await expect(plan.locator("p").first()).toHaveText(w.planAtTen);
      // Seven days listed; the sentence gives the last one.
      await expect(plan.getByRole("listitem")).toHaveCount(7);

      // One session of 10 cards, the oldest first, then the limit.
      await page.getByRole("link", { name: w.review, exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/review$/);
      const exercises = exercisesOf(courseId);
      const done = page.getByRole("heading", { name: w.reviewDone });
      let answered = 0;
      for (;;) {
        const item = page.locator("[data-exercise-id]");
        await expect(item.or(done).first()).toBeVisible();
        if (await done.isVisible()) break;
        const exercise = exercises.get((await item.getAttribute("data-exercise-id")) ?? "")!;
        await answer(page, item, exercise, ui[locale], { wrong: false });
        if (answered === 0) {
          await expectAccessible(page);
          await shot(page, testInfo, `backlog-review-item-${locale}`);
        }
        await page.getByRole("button", { name: ui[locale].continue }).click();
        answered += 1;
      }
      expect(answered).toBe(10);

      // Back to the review screen: the limit, said plainly, with when the next cards come and the plan.
      await page.goto(`${app.url}/dashboard/review`);
      // The page's own heading, so that a failure says what the page showed instead.
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(w.limitTitle);
      await expect(page.getByText(w.limitNext)).toBeVisible();
      await expect(page.getByTestId("review-plan")).toBeVisible();
      await expectAccessible(page);
      await shot(page, testInfo, `backlog-limit-${locale}`);
      await page.goto(`${app.url}/dashboard`);
      await expect(page.getByText(w.limitOnDashboard)).toBeVisible();
      await expect(plan.locator("p").first()).toHaveText(/^(Aucune autre carte aujourd'hui|No more cards today), /);
    });
  }
});
