import type { Browser } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";
import { readActivities } from "../src/features/tutor/content";
import type { CourseId } from "../src/features/learning/content";

const words = {
  fr: {
    start: "Commencer",
    speak: "Parler",
    turnedOff: "Votre organisation a désactivé la reconnaissance vocale du navigateur.",
    coachTurnedOff: "Votre organisation a désactivé la reconnaissance vocale du navigateur : votre prononciation",
    listening: "Je vous écoute…",
  },
  en: {
    start: "Start",
    speak: "Speak",
    turnedOff: "Your organization has turned off the browser's speech recognition.",
    coachTurnedOff: "Your organization has turned off the browser's speech recognition, so your pronunciation",
    listening: "Listening…",
  },
} as const;

/**
 * A learner's own browser, which has speech recognition (a stand-in that listens until stopped,
 * as Chrome's would), in a conversation with Madame; returns the page after the microphone is pressed.
 */
async function pressTutorMicrophone(
  browser: Browser,
  app: AppServer,
  person: { email: string; password: string; locale: "fr" | "en"; course: CourseId },
) {
  const context = await browser.newContext({ locale: person.locale === "fr" ? "fr-CA" : "en-CA" });
  await context.addInitScript(() => {
    // Plain functions only: this runs in the page as written.
    function StandInRecognition() {
      const recognition = {
        onend: null as (() => void) | null,
        start: () => {},
        stop: () => recognition.onend && recognition.onend(),
        abort: () => {},
      };
      return recognition;
    }
    // Both names: recent Chromium also has the unprefixed one, which the page prefers, and Debian's
    // build answers it with a "network" error (no Google speech service).
    for (const name of ["SpeechRecognition", "webkitSpeechRecognition"])
      Object.defineProperty(window, name, { value: StandInRecognition, configurable: true });
  });
  const page = await context.newPage();
  await signInByApi(page.request, app.url, person.email, person.password);
  await page.goto(`${app.url}/madameai`);
  const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
  const saved = await page.request.post(`${app.url}/api/preferences`, {
    data: { locale: person.locale },
    headers: { origin: app.url, "x-csrf-token": token ?? "" },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  const w = words[person.locale];
  const activity = readActivities(person.course).find((candidate) => candidate.guided)!;
  await page
    .locator(`[data-activity='${activity.id}']`)
    .getByRole("button", { name: new RegExp(`^${w.start}`) })
    .click();
  await expect(page.getByRole("log")).toContainText(activity.opening);
  await page.getByRole("button", { name: w.speak, exact: true }).click();
  return { page, context, w };
}

// On its own app server: the owner changes the organization's settings.
test.describe("an organization that turns the browser's speech recognition off", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  test("its learners are told their organization turned it off; the other organization's still dictate", async ({
    page,
    browser,
    tenants,
  }) => {
    test.setTimeout(120_000);
    await signInByApi(page.request, app.url, tenants.a.admin.email, tenants.password);
    await page.goto(`${app.url}/settings/organization`);
    const allow = page.getByLabel("Permettre la reconnaissance vocale du navigateur");
    await expect(allow).toBeChecked();
    await allow.uncheck();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Les paramètres de l'organisation sont enregistrés." }),
    ).toBeVisible();

    // Louis (French interface, learning English) and Carlos (English interface here, learning French), of that organization.
    for (const [person, locale, course] of [
      [tenants.a.manager, "fr", "en"],
      [tenants.a.learner, "en", "fr"],
    ] as const) {
      const {
        page: learner,
        context,
        w,
      } = await pressTutorMicrophone(browser, app, {
        email: person.email,
        password: tenants.password,
        locale,
        course,
      });
      await expect(learner.getByText(w.turnedOff)).toBeVisible();
      await expect(learner.getByRole("status").filter({ hasText: w.listening })).toHaveCount(0);
      await expect(learner.getByRole("textbox")).toBeFocused();
      await expectAccessible(learner);
      await learner.screenshot({ path: `test-results/screenshots/recognition-off-tutor-${locale}.png` });
      // The coach says the same, rather than blaming the browser, and still offers record and compare.
      await learner.goto(`${app.url}/pronunciation`);
      await expect(learner.getByText(w.coachTurnedOff).first()).toBeVisible();
      await expectAccessible(learner);
      await context.close();
    }

    // Priya, of the other organization: her browser listens, and nothing says it was turned off.
    const {
      page: other,
      context,
      w,
    } = await pressTutorMicrophone(browser, app, {
      email: tenants.b.learner.email,
      password: tenants.password,
      locale: "en",
      course: "fr",
    });
    await expect(other.getByRole("status").filter({ hasText: w.listening })).toBeVisible();
    await expect(other.getByText(w.turnedOff)).toHaveCount(0);
    await expectAccessible(other);
    await other.goto(`${app.url}/pronunciation`);
    await expect(other.locator("[data-phrase]").first()).toBeVisible();
    await expect(other.getByText(w.coachTurnedOff)).toHaveCount(0);
    await context.close();
  });
});
