import type { Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { answer, exercisesOf, ui } from "./support/lesson-player";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";
import { readCourse } from "../src/features/learning/content";

/*
 * The first B2 lesson opens on its grammar: explained in the learner's interface language, with
 * examples in French, a button to begin, and the same teaching reopened from the top bar.
 */

const words = {
  fr: { passed: "Test réussi!", kicker: "Avant de commencer", start: "Commencer", reminder: "Rappel", close: "Fermer" },
  en: { passed: "Test passed!", kicker: "Before you start", start: "Start", reminder: "Reminder", close: "Close" },
};

const units = readCourse("fr").unitData;
const b2Index = units.findIndex((unit) => unit.level === "B2");
const firstLesson = units[b2Index]!.lessons[0]!;
const unitBefore = units[b2Index - 1]!;
const exercises = exercisesOf("fr");

const looks = [
  { name: "desktop-light", width: 1280, height: 900, theme: "light" },
  { name: "desktop-dark", width: 1280, height: 900, theme: "dark" },
  { name: "phone-light", width: 390, height: 844, theme: "light" },
  { name: "phone-dark", width: 390, height: 844, theme: "dark" },
] as const;

/** Reaches B2 as a learner can: by passing the test of the unit just before it. */
async function passUnitTest(page: Page, baseURL: string, locale: "fr" | "en") {
  await page.goto(`${baseURL}/unit-test/${unitBefore.id}`);
  const done = page.getByRole("heading", { name: words[locale].passed });
  for (;;) {
    const item = page.locator("[data-exercise-id]");
    await expect(item.or(done).first()).toBeVisible();
    if (await done.isVisible()) return;
    const exercise = exercises.get((await item.getAttribute("data-exercise-id")) ?? "")!;
    await answer(page, item, exercise, ui[locale], { wrong: false });
    await page.getByRole("button", { name: ui[locale].continue }).click();
  }
}

// On its own server: passing the unit test moves the learners on.
test.describe("a B2 lesson's teaching screen", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  for (const locale of ["fr", "en"] as const) {
    test(`in ${locale}: taught first, then the exercise, then the reminder`, async ({ page, context, tenants }) => {
      test.setTimeout(180_000);
      // Both learn French: Carlos is switched to a French interface, Priya keeps English.
      const person = locale === "fr" ? tenants.a.learner : tenants.b.learner;
      await signInByApi(page.request, app.url, person.email, tenants.password);
      if (locale === "fr") {
        await page.goto(`${app.url}/dashboard`);
        const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
        const saved = await page.request.post(`${app.url}/api/preferences`, {
          data: { locale: "fr" },
          headers: { origin: app.url, "x-csrf-token": token ?? "" },
        });
        expect(saved.status()).toBe(200);
      }
      await passUnitTest(page, app.url, locale);

      const w = words[locale];
      const teach = firstLesson.teach!;
      for (const look of looks) {
        await context.addCookies([{ name: "theme", value: look.theme, url: app.url }]);
        await page.setViewportSize({ width: look.width, height: look.height });
        await page.goto(`${app.url}/lesson/${firstLesson.id}`);
        const screen = page.locator("[data-teach-screen]");
        await expect(screen.getByRole("heading", { name: teach.title[locale] })).toBeVisible();
        await expect(screen.getByText(w.kicker)).toBeVisible();
        await expect(screen.getByText(teach.explanation[0]![locale])).toBeVisible();
        const example = screen.locator("[lang='fr-CA']").first();
        await expect(example).toHaveText(teach.examples[0]!.text);
        await expect(screen.getByText(teach.examples[0]!.translation[locale])).toBeVisible();
        await expect(page.locator("[data-exercise-id]")).toHaveCount(0);
        await expectAccessible(page);
        await page.screenshot({ path: `test-results/b2-teach-${locale}-${look.name}.png`, fullPage: true });
      }

      await page.getByRole("button", { name: w.start }).click();
      const item = page.locator("[data-exercise-id]");
      await expect(item).toHaveAttribute("data-exercise-id", firstLesson.exercises[0]!.id);
      await answer(page, item, firstLesson.exercises[0]!, ui[locale], { wrong: false });
      await expect(page.getByText(ui[locale].right)).toBeVisible();
      await page.getByRole("button", { name: ui[locale].continue }).click();
      await expect(item).toHaveAttribute("data-exercise-id", firstLesson.exercises[1]!.id);

      await page.getByRole("button", { name: w.reminder }).click();
      const dialog = page.getByRole("dialog", { name: teach.title[locale] });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("[lang='fr-CA']")).toHaveCount(teach.examples.length);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/b2-reminder-${locale}-phone-dark.png` });
      await dialog.getByRole("button", { name: w.close }).click();
      await expect(dialog).toBeHidden();

      // Once answering has begun, a reload goes straight back to the exercise; the teaching stays a tap away.
      await page.reload();
      await expect(item).toHaveAttribute("data-exercise-id", firstLesson.exercises[1]!.id);
      await expect(page.locator("[data-teach-screen]")).toHaveCount(0);
      await expect(page.getByRole("button", { name: w.reminder })).toBeVisible();
    });
  }
});
