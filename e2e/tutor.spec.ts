import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";
import { readActivities } from "../src/features/tutor/content";
import { shortestReplies } from "../src/features/tutor/testing/path";

const words = {
  fr: {
    start: "Commencer",
    guided: "Dialogue guidé",
    send: "Envoyer",
    translate: "Traduire",
    needHelp: "Besoin d'aide?",
    debrief: "Bilan",
    completed: "Activité réussie",
    history: "Terminée",
    notGuided: "Conversation libre seulement",
    synthetic: "Voix de synthèse",
  },
  en: {
    start: "Start",
    guided: "Guided dialogue",
    send: "Send",
    translate: "Translate",
    needHelp: "Need help?",
    debrief: "Debrief",
    completed: "Activity completed",
    history: "Completed",
    notGuided: "Free conversation only",
    synthetic: "Synthetic voice",
  },
} as const;

// On its own server, with no model configured (the embedded default): guided mode.
test.describe("Madame in guided mode", () => {
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
    test(`${who}: an activity completed end to end, with a miss, a translation and the debrief`, async ({
      page,
      tenants,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const w = words[locale];
      const email = locale === "fr" ? tenants.a.manager.email : tenants.b.learner.email;
      await signInByApi(page.request, app.url, email, tenants.password);
      // As Debian's Chromium, made certain: no voice for the language.
      await page.addInitScript(() => Object.defineProperty(speechSynthesis, "getVoices", { value: () => [] }));
      const activity = readActivities(courseId).find((candidate) => candidate.guided)!;
      const dialogue = activity.guided!;
      const path = shortestReplies(dialogue);

      await page.goto(`${app.url}/madameai`);
      await expect(page.getByText(w.notGuided).first()).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screenshots/tutor-home-${locale}.png`, fullPage: true });
      await page
        .locator(`[data-activity='${activity.id}']`)
        .getByRole("button", { name: new RegExp(`^${w.start}`) })
        .click();
      await expect(page).toHaveURL(/\/madameai\/[\w-]+$/);
      await expect(page.getByText(w.guided)).toBeVisible();
      const log = page.getByRole("log");
      await expect(log).toContainText(activity.opening);
      // No voice in this browser: Madame speaks with the server's synthetic one, and the page says so.
      await expect(page.getByTestId("composer").getByText(w.synthetic)).toBeVisible();

      // Madame's line in the interface language, on demand.
      const start = dialogue.lines.find((line) => line.id === dialogue.start)!;
      await page.getByRole("button", { name: w.translate }).first().click();
      await expect(log).toContainText(start.translation[locale]);
      // Headless Chromium has no speech recognition: the page says so, and typing works.
      await expectAccessible(page);

      // A reply Madame does not understand: she rephrases, with what to do.
      const reply = page.getByRole("textbox");
      await reply.fill("xyz qwerty");
      await page.getByRole("button", { name: w.send }).click();
      await expect(log).toContainText(start.rephrase);
      await expect(log).toContainText(start.hint[locale]);
      await page.screenshot({ path: `test-results/screenshots/tutor-conversation-${locale}.png`, fullPage: true });

      let lineId = dialogue.start;
      for (let turn = 0; turn < 20 && lineId !== "end"; turn++) {
        const step = path.get(lineId)!;
        await reply.fill(step.example);
        await reply.press("Enter");
        await expect(log.locator("[data-role='learner']").last()).toContainText(step.example);
        // A person waits for Madame's answer before the next reply (the dialogue takes one at a time).
        await expect(log.locator("li").last()).toHaveAttribute("data-role", "madame");
        lineId = step.next;
      }
      await expect(log).toContainText(dialogue.closing);
      await expect(page.getByRole("heading", { name: w.debrief })).toBeVisible();
      await expect(page.getByText(w.completed)).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screenshots/tutor-debrief-${locale}.png`, fullPage: true });

      await page.goto(`${app.url}/madameai`);
      await expect(page.getByText(w.history, { exact: true })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }
});
