import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { startAppServer, type AppServer } from "./support/app-server";
import { answer, exercisesOf, ui } from "./support/lesson-player";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";
import { readCourse } from "../src/features/learning/content";

const labels = {
  fr: { report: "Ma réponse devrait être acceptée", thanks: "Merci, c'est noté" },
  en: { report: "My answer should be accepted", thanks: "Thanks, noted" },
};

// On its own server and database: the test stops the server, then reads its database with the maintainers' command.
test.describe("« my answer should be accepted »", () => {
  test.describe.configure({ mode: "serial" });
  const dataDir = mkdtempSync(path.join(tmpdir(), "madameai-e2e-reports-"));
  const pgliteDir = path.join(dataDir, "pglite");
  const reported: { exerciseId: string; text: string }[] = [];
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer({ PGLITE_DIR: pgliteDir });
  });
  test.afterAll(() => app?.stop());

  for (const [who, locale, courseId] of [
    ["Louis, French interface, learning English", "fr", "en"],
    ["Priya, English interface, learning French", "en", "fr"],
  ] as const) {
    test(`${who}: a wrong translation reported in one click, and thanked`, async ({ page, tenants }) => {
      test.setTimeout(90_000);
      const email = locale === "fr" ? tenants.a.manager.email : tenants.b.learner.email;
      await signInByApi(page.request, app.url, email, tenants.password);
      const exercises = exercisesOf(courseId);
      const lessonId = readCourse(courseId).unitData[0]!.lessons[0]!.id;
      await page.goto(`${app.url}/lesson/${lessonId}`);

      // Right answers up to the first translation.
      const item = page.locator("[data-exercise-id]");
      while ((await item.getAttribute("data-exercise-type")) !== "translate") {
        await answer(page, item, exercises.get((await item.getAttribute("data-exercise-id")) ?? "")!, ui[locale], {
          wrong: false,
        });
        await page.getByRole("button", { name: ui[locale].continue }).click();
      }
      const exerciseId = (await item.getAttribute("data-exercise-id"))!;
      const text = locale === "fr" ? "I really do not know this one" : "Je ne le sais vraiment pas";
      await item.getByRole("textbox").first().fill(text);
      await page.getByRole("button", { name: ui[locale].check, exact: true }).click();
      await expect(page.getByText(ui[locale].wrong)).toBeVisible();
      await expectAccessible(page);

      await page.getByRole("button", { name: labels[locale].report }).click();
      await expect(page.getByRole("button", { name: labels[locale].thanks })).toBeDisabled();
      await expect(page.getByRole("status").filter({ hasText: labels[locale].thanks })).toBeAttached();
      // The disabled button lets the focus go on to Continue, so Enter still moves on.
      await expect(page.getByRole("button", { name: ui[locale].continue })).toBeFocused();
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screenshots/answer-reported-${locale}.png`, fullPage: true });
      reported.push({ exerciseId, text });

      // The next item has nothing to report once answered right (or passed over).
      await page.keyboard.press("Enter");
      await expect(item).not.toHaveAttribute("data-exercise-id", exerciseId);
      await answer(page, item, exercises.get((await item.getAttribute("data-exercise-id")) ?? "")!, ui[locale], {
        wrong: false,
      });
      await expect(page.getByRole("button", { name: ui[locale].continue })).toBeVisible();
      await expect(page.getByText(ui[locale].wrong)).toHaveCount(0);
      await expect(page.getByRole("button", { name: labels[locale].report })).toHaveCount(0);
    });
  }

  test("the maintainers' command lists each reported answer under its exercise", async () => {
    expect(reported).toHaveLength(2);
    // The embedded database is one process's at a time: the app lets go of it first.
    await app.stop();
    const file = path.join(dataDir, "reports.csv");
    execFileSync("npx", ["tsx", "scripts/content-reports.ts", file], {
      env: { ...process.env, PGLITE_DIR: pgliteDir, LOG_LEVEL: "silent" },
      stdio: "ignore",
    });
    const [header, ...rows] = parse(readFileSync(file, "utf8").replace(/^\uFEFF/, "")) as string[][];
    expect(header).toEqual([
      "exercise",
      "course",
      "type",
      "shown answer",
      "reports",
      "learners",
      "latest",
      "reported answers",
    ]);
    for (const { exerciseId, text } of reported) {
      const row = rows.find((candidate) => candidate[0] === exerciseId);
      expect(row, exerciseId).toBeDefined();
      expect(row!.slice(2, 6)).toEqual(["translate", expect.any(String), "1", "1"]);
      expect(row![7]).toBe(`${text} (1)`);
    }
  });
});
