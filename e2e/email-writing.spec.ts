import type { Page } from "@playwright/test";
import { startAiServer, type TestAiServer } from "../src/lib/testing/ai-server";
import { readCourse } from "../src/features/learning/content";
import { startAppServer, type AppServer } from "./support/app-server";
import { answer, emailLabels, exercisesOf, ui } from "./support/lesson-player";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * An e-mail task, the second-to-last lesson's last exercise of each unit from A2: written, sent,
 * then checked against the model answer by the learner (no model server), or corrected by the
 * test model server (a correction card, then the model answer).
 */

const looks = [
  { name: "desktop-light", width: 1280, height: 900, theme: "light" },
  { name: "phone-dark", width: 390, height: 844, theme: "dark" },
  { name: "phone-light", width: 390, height: 844, theme: "light" },
  { name: "desktop-dark", width: 1280, height: 900, theme: "dark" },
] as const;

/** The unit before the course's first A2 e-mail task, and that task's lesson. */
function taskOf(courseId: "fr" | "en") {
  const units = readCourse(courseId).unitData;
  const index = units.findIndex((unit) =>
    unit.lessons.some((lesson) => lesson.id.endsWith("l03") && lesson.exercises.at(-1)?.type === "email"),
  );
  const lesson = units[index]!.lessons.at(-2)!;
  const task = lesson.exercises.at(-1)!;
  if (task.type !== "email") throw new Error(`${lesson.id} ends on no e-mail task`);
  return { unitBefore: units[index - 1]!, lesson, task, exercises: exercisesOf(courseId) };
}

async function passUnitTest(page: Page, baseURL: string, unitId: string, locale: "fr" | "en", courseId: "fr" | "en") {
  const exercises = exercisesOf(courseId);
  await page.goto(`${baseURL}/unit-test/${unitId}`);
  const done = page.getByRole("heading", { name: locale === "fr" ? "Test réussi!" : "Test passed!" });
  for (;;) {
    const item = page.locator("[data-exercise-id]");
    await expect(item.or(done).first()).toBeVisible();
    if (await done.isVisible()) return;
    const exercise = exercises.get((await item.getAttribute("data-exercise-id")) ?? "")!;
    await answer(page, item, exercise, ui[locale], { wrong: false });
    await page.getByRole("button", { name: ui[locale].continue }).click();
  }
}

/** Plays the lesson rightly up to its e-mail task, and returns that item. */
async function reachTask(page: Page, baseURL: string, courseId: "fr" | "en", locale: "fr" | "en") {
  const { lesson, task, exercises } = taskOf(courseId);
  await page.goto(`${baseURL}/lesson/${lesson.id}`);
  for (;;) {
    const item = page.locator("[data-exercise-id]");
    await expect(item).toBeVisible();
    if ((await item.getAttribute("data-exercise-id")) === task.id) return item;
    const exercise = exercises.get((await item.getAttribute("data-exercise-id")) ?? "")!;
    await answer(page, item, exercise, ui[locale], { wrong: false });
    await page.getByRole("button", { name: ui[locale].continue }).click();
  }
}

async function shoot(page: Page, name: string) {
  for (const look of looks) {
    await page.setViewportSize({ width: look.width, height: look.height });
    await page.emulateMedia({ colorScheme: look.theme });
    await page.screenshot({ path: `test-results/screenshots/email-${name}-${look.name}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("writing a work e-mail without a model server", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  test("Carlos (fr) writes the first French e-mail task, then ticks the checklist beside the model", async ({
    page,
    tenants,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const { unitBefore, task } = taskOf("fr");
    const labels = emailLabels.fr;
    await signInByApi(page.request, app.url, tenants.a.learner.email, tenants.password);
    await page.goto(`${app.url}/dashboard`);
    const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
    const saved = await page.request.post(`${app.url}/api/preferences`, {
      data: { locale: "fr" },
      headers: { origin: app.url, "x-csrf-token": token ?? "" },
    });
    expect(saved.status()).toBe(200);
    await passUnitTest(page, app.url, unitBefore.id, "fr", "fr");

    const item = await reachTask(page, app.url, "fr", "fr");
    await expect(item.getByText(task.situation.fr)).toBeVisible();
    await expect(item.getByText(`À : ${task.recipient}`)).toBeVisible();
    // Not before the attempt: the model answer is nowhere in the page.
    await expect(page.getByText(task.model.subject)).toHaveCount(0);
    await item.getByRole("textbox", { name: labels.subject }).fill("Réunion de ce matin");
    await item.getByRole("textbox", { name: labels.body }).fill("Bonjour Luis,\n\nLa réunion est finie.");
    await expect(item.getByText(/^6 mots · visez de \d+ à \d+ mots$/)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "writing-fr");

    await page.getByRole("button", { name: labels.check }).click();
    const selfCheck = item.getByTestId("email-self-check");
    await expect(selfCheck).toContainText("La rétroaction automatique demande un serveur de modèle");
    await expect(selfCheck.getByRole("checkbox")).toHaveCount(task.checklist.length);
    const tickSaved = page.waitForResponse(
      (response) => response.url().endsWith("/api/learning/email/self-check") && response.status() === 204,
    );
    await selfCheck.getByRole("checkbox", { name: task.checklist[0]!.fr }).check();
    await tickSaved;
    await expect(item.getByText(task.model.subject)).toBeVisible();
    await expect(item.getByRole("link", { name: "Guide des conventions du courriel" })).toHaveAttribute(
      "href",
      "/dashboard/email-guide",
    );
    await expectAccessible(page);
    await shoot(page, "self-check-fr");

    await expect(page.getByRole("heading", { name: "Courriel envoyé" })).toBeVisible();

    // Coming back to the lesson another day: the learner's last e-mail is in the fields, ready to send again,
    // and sent again as it was, its self-check keeps the ticks.
    await page.getByRole("button", { name: ui.fr.continue }).click();
    const again = await reachTask(page, app.url, "fr", "fr");
    await expect(again.getByRole("textbox", { name: labels.body })).toHaveValue(
      "Bonjour Luis,\n\nLa réunion est finie.",
    );
    await expect(page.getByRole("button", { name: labels.check })).toBeEnabled();
    await page.getByRole("button", { name: labels.check }).click();
    const checkedAgain = again.getByTestId("email-self-check");
    await expect(checkedAgain.getByRole("checkbox", { name: task.checklist[0]!.fr })).toBeChecked();
    await expect(checkedAgain.getByRole("checkbox", { checked: true })).toHaveCount(1);

    await page.goto(`${app.url}/dashboard/email-guide`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guide du courriel de travail");
    await expect(page.getByText("Bonjour Madame Roy,", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "guide-fr");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("writing a work e-mail with a model server", () => {
  test.describe.configure({ mode: "serial" });
  let ai: TestAiServer;
  let app: AppServer;
  test.beforeAll(async () => {
    ai = await startAiServer({ tokenDelayMs: 0 });
    app = await startAppServer({ AI_BASE_URL: ai.baseUrl });
  });
  test.afterAll(async () => {
    await app?.stop();
    await ai?.close();
  });

  test("Priya (en) switches to English, writes the first English e-mail task and reads the correction card", async ({
    page,
    tenants,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const { unitBefore, task } = taskOf("en");
    const labels = emailLabels.en;
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: app.url }]);
    await signInByApi(page.request, app.url, tenants.b.learner.email, tenants.password);
    await page.goto(`${app.url}/settings/learning`);
    await page.getByRole("radio", { name: /^English/ }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your learning settings are saved." })).toBeVisible();
    await passUnitTest(page, app.url, unitBefore.id, "en", "en");

    const item = await reachTask(page, app.url, "en", "en");
    await item.getByRole("textbox", { name: labels.subject }).fill("Client visit");
    await item
      .getByRole("textbox", { name: labels.body })
      .fill("Hi Marc,\n\nYesterday I goed to the client. The report is attached.\n\nThanks,\nPriya");
    await page.getByRole("button", { name: labels.check }).click();
    const card = item.getByTestId("email-correction");
    await expect(card).toContainText("A clear e-mail: well done.");
    await expect(card).toContainText("I goed");
    await expect(card).toContainText("I went");
    await expect(card).toContainText("Please find attached");
    await expect(card).toContainText("Added to your review.");
    await expect(page.getByRole("heading", { name: "E-mail sent" })).toBeVisible();
    await expect(item.getByText(task.model.subject)).toBeVisible();
    expect(ai.requests.some((request) => JSON.stringify(request.body).includes("email_feedback"))).toBe(true);
    await expectAccessible(page);
    await shoot(page, "correction-en");
    expect(consoleErrors).toEqual([]);
  });
});
