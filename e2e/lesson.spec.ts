import { startAppServer, type AppServer } from "./support/app-server";
import { exercisesOf, playLesson, ui } from "./support/lesson-player";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";
import { readCourse } from "../src/features/learning/content";

// On its own server: lessons change the learners' progress.
test.describe("a lesson", () => {
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
    test(`${who}: a mistake explained, a reload resumed, the retry, the summary, the course map`, async ({
      page,
      tenants,
      consoleErrors,
    }) => {
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
