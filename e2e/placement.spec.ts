import { startAppServer, type AppServer } from "./support/app-server";
import { placementUi, takePlacement } from "./support/placement";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";
import { readCourse } from "../src/features/learning/content";

const texts = {
  fr: {
    intro: "Test de classement",
    start: "Commencer le test",
    result: "Votre niveau : A2",
    startUnit: "Commencer cette unité",
    badge: "Point de départ",
    level: "Votre niveau : A2 (CLB 3–4)",
    tooSoon: /Vous pourrez refaire le test à partir du/,
  },
  en: {
    intro: "Placement test",
    start: "Start the test",
    result: "Your level: A2",
    startUnit: "Start this unit",
    badge: "Starting point",
    level: "Your level: A2 (NCLC 3–4)",
    tooSoon: /You can take the test again from/,
  },
};

// On its own server: the test changes the learners' starting points.
test.describe("the placement test", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  for (const [who, locale, courseId] of [
    ["Louis, French interface, learning English", "fr", "en"],
    ["Priya, English interface, learning French", "en", "fr"],
  ] as const) {
    test(`${who}: adaptive items, a level per skill, and the course starts at the unit it chose`, async ({
      page,
      tenants,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const t = texts[locale];
      await signInByApi(
        page.request,
        app.url,
        locale === "fr" ? tenants.a.manager.email : tenants.b.learner.email,
        tenants.password,
      );
      await page.goto(`${app.url}/placement`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.intro);
      await expectAccessible(page);
      await page.getByRole("button", { name: t.start }).click();
      await expect(page.locator("[data-placement-item]")).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screenshots/placement-item-${locale}.png`, fullPage: true });

      const result = page.getByRole("heading", { level: 1, name: t.result });
      const answered = await takePlacement(page, courseId, placementUi[locale], () => result.isVisible(), {
        reloadAfter: 4,
      });
      expect(answered).toBeGreaterThanOrEqual(15);
      expect(answered).toBeLessThanOrEqual(24);
      await expect(result).toBeVisible();
      await expect(page.getByRole("table")).toContainText("A2");
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screenshots/placement-result-${locale}.png`, fullPage: true });

      // The unit it chose: the first A2 unit of the course; its first lesson opens from the result.
      const unit = readCourse(courseId).unitData.find((candidate) => candidate.level === "A2")!;
      await page.getByRole("link", { name: t.startUnit }).click();
      await expect(page).toHaveURL(new RegExp(`/lesson/${unit.lessons[0]!.id}$`));
      await expect(page.locator("[data-exercise-id]")).toBeVisible();

      // The course map agrees: level with its Canadian band, the badge, and the next lesson there.
      await page.goto(`${app.url}/dashboard/course`);
      await expect(page.getByText(t.level)).toBeVisible();
      const section = page.locator("section", { has: page.locator(`#unit-${unit.id}`) });
      await expect(section.getByText(t.badge)).toBeVisible();
      await expect(section.locator("[aria-current='step']")).toBeVisible();
      await expectAccessible(page);

      // Taken again the same day: the result stays, with the date it can be retaken.
      await page.goto(`${app.url}/placement`);
      await expect(page.getByText(t.tooSoon)).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }
});
