import type { Page } from "@playwright/test";
import path from "node:path";
import { getCourse } from "../src/features/learning/content";
import { readTrack } from "../src/features/learning/track/content";
import { startAppServer, type AppServer } from "./support/app-server";
import { exercisesOf, playLesson, ui } from "./support/lesson-player";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test, themes } from "./fixtures";

// The demo organization on its own server: a learner of French with a few days of lessons, an
// owner whose organization shares aggregates until this test switches it to named progress.
const demo = {
  password: "Demo-MadameAI-2026",
  learner: { email: "rafael.ortiz@demo.madameai.ca", name: "Rafael Ortiz" },
  owner: "isabelle.cote@demo.madameai.ca",
  organization: "Boulangerie Laurentienne inc.",
};

const words = {
  fr: {
    track: "Prêt pour le niveau 4",
    open: "Voir le parcours",
    step: /Commencer la première étape|Passer à l'étape suivante/,
    byDate: "Date estimée",
    caution: "pas le résultat d'un test officiel",
  },
  en: {
    track: "Ready for level 4",
    open: "See the track",
    step: /Start the first step|Go to the next step/,
    byDate: "Estimated date",
    caution: "not the result of an official test",
  },
} as const;

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

const courseLessons = new Set(getCourse("fr").unitData.flatMap((unit) => unit.lessons.map((lesson) => lesson.id)));
const track = readTrack(path.join(process.cwd(), "content", "courses", "fr", "niveau-4"), "fr", courseLessons);
// The course's exercises and the track's own: the player serves both.
const exercises = new Map([
  ...exercisesOf("fr"),
  ...track.unitData.flatMap((unit) =>
    unit.lessons.flatMap((lesson) => lesson.exercises.map((exercise) => [exercise.id, exercise] as const)),
  ),
]);

async function post(page: Page, url: string, route: string, data: unknown) {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
  const response = await page.request.post(`${url}${route}`, {
    data,
    headers: { origin: url, "x-csrf-token": token ?? "" },
  });
  expect(response.status(), route).toBe(200);
}

const sharing = (dataSharing: "aggregates" | "named") => ({
  name: demo.organization,
  privacyOfficerName: "",
  privacyOfficerEmail: "",
  dataSharing,
});

async function everyView(page: Page, url: string, shot: string, check: () => Promise<void>) {
  for (const [device, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    for (const theme of themes) {
      await page.context().addCookies([{ name: "theme", value: theme, url }]);
      await page.reload();
      await check();
      await page.screenshot({ path: `test-results/screenshots/level4-${shot}-${device}-${theme}.png`, fullPage: true });
      await expectAccessible(page);
    }
  }
}

test.describe("the level-4 track", () => {
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer({ DEMO_DATA: "true" });
  });
  test.afterAll(() => app?.stop());

  for (const locale of ["fr", "en"] as const) {
    test(`in ${locale}: the learner's readiness on the dashboard and the track, the owner's cockpit`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const w = words[locale];
      await signInByApi(page.request, app.url, demo.learner.email, demo.password);
      await page.goto(`${app.url}/dashboard`);
      await post(page, app.url, "/api/preferences", { locale });

      await page.goto(`${app.url}/dashboard`);
      const card = page.getByTestId("level4-card");
      await everyView(page, app.url, `dashboard-${locale}`, async () => {
        await expect(card.getByRole("heading", { name: w.track })).toBeVisible();
        await expect(card.getByTestId("level4-readiness")).toContainText(w.caution);
      });
      await card.getByRole("link", { name: w.open }).click();
      await expect(page).toHaveURL(/\/dashboard\/niveau-4$/);
      await everyView(page, app.url, `track-${locale}`, async () => {
        await expect(page.getByRole("heading", { level: 1, name: w.track })).toBeVisible();
        await expect(page.getByTestId("level4-readiness")).toHaveAttribute(
          "data-status",
          /^(notStarted|onTheWay|onTrack)$/,
        );
      });

      // One step played through the lesson player, then counted as done on the track.
      const doneBefore = await page.locator('li[data-state="done"]').count();
      const next = page.getByRole("link", { name: w.step });
      const lessonId = decodeURIComponent((await next.getAttribute("href"))!.split("/").pop()!);
      expect(track.lessonIds).toContain(lessonId);
      await playLesson(page, app.url, lessonId, exercises, ui[locale]);
      await page.goto(`${app.url}/dashboard/niveau-4`);
      await expect(page.locator('li[data-state="done"]')).toHaveCount(doneBefore + 1);
      await expect(page.getByTestId("level4-readiness")).toHaveAttribute("data-status", /^(onTheWay|onTrack)$/);

      // The owner: counts only while the organization shares aggregates.
      await page.context().clearCookies();
      await signInByApi(page.request, app.url, demo.owner, demo.password);
      await page.goto(`${app.url}/team/cockpit`);
      await post(page, app.url, "/api/preferences", { locale });
      await post(page, app.url, "/api/orgs/settings", sharing("aggregates"));
      await page.goto(`${app.url}/team/cockpit#cockpit-level4`);
      const section = page.locator("div:has(> #cockpit-level4)");
      await everyView(page, app.url, `cockpit-counts-${locale}`, async () => {
        await expect(page.getByRole("heading", { name: w.track })).toBeVisible();
        await expect(page.getByTestId("level4-counts")).toBeVisible();
        await expect(section).not.toContainText(demo.learner.name);
      });

      // Under named sharing: one row per learner of French, the learner among them, sortable.
      await post(page, app.url, "/api/orgs/settings", sharing("named"));
      await page.goto(`${app.url}/team/cockpit#cockpit-level4`);
      const table = page.getByTestId("level4-table");
      await everyView(page, app.url, `cockpit-named-${locale}`, async () => {
        await expect(table.getByRole("rowheader", { name: demo.learner.name })).toBeVisible();
      });
      await table.getByRole("link", { name: w.byDate }).click();
      await expect(page).toHaveURL(/level4=date/);
      await expect(table.getByRole("columnheader", { name: w.byDate })).toHaveAttribute("aria-sort", "ascending");
      await post(page, app.url, "/api/orgs/settings", sharing("aggregates"));
    });
  }
});
