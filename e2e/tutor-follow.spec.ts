import type { Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";
import { readActivities } from "../src/features/tutor/content";

/*
 * The conversation follows its newest line, on a phone and a desktop, until the learner scrolls up
 * to read; and the microphone always answers, even where nothing can turn speech into text. On its
 * own server with no model and no transcription server (the embedded default): guided mode.
 */

const words = {
  fr: { start: "Commencer", newMessage: "Nouveau message" },
  en: { start: "Start", newMessage: "New message" },
} as const;

/** The newest line is on screen: below the sticky header, above the sticky composer. */
function newestLineShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const lines = document.querySelectorAll("[role='log'] li");
    const newest = lines[lines.length - 1]?.getBoundingClientRect();
    const composer = document.querySelector("[data-testid='composer']")?.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect();
    if (!newest || !composer || !header) return false;
    return newest.top >= header.bottom - 1 && newest.bottom <= composer.top + 1;
  });
}

/** The page has stopped scrolling: the same position over two frames (a smooth scroll has ended). */
function scrollSettled(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const top = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === top)));
      }),
  );
}

async function startGuidedActivity(page: Page, url: string, locale: "fr" | "en", courseId: "fr" | "en") {
  const activity = readActivities(courseId).find((candidate) => candidate.guided)!;
  await page.goto(`${url}/madameai`);
  await page
    .locator(`[data-activity='${activity.id}']`)
    .getByRole("button", { name: new RegExp(`^${words[locale].start}`) })
    .click();
  await expect(page).toHaveURL(/\/madameai\/[\w-]+$/);
  await expect(page.getByRole("log")).toContainText(activity.opening);
}

test.describe("Madame's conversation follows its newest line", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  for (const [who, locale, courseId, viewport, colorScheme, reducedMotion] of [
    ["Louis, on a phone, light", "fr", "en", { width: 375, height: 740 }, "light", "no-preference"],
    ["Priya, on a desktop, dark, with reduced motion", "en", "fr", { width: 1280, height: 800 }, "dark", "reduce"],
  ] as const) {
    test.describe(who, () => {
      test.use({ viewport, colorScheme, reducedMotion });

      test(`${who}: each new line comes into view; scrolled up, a new line waits behind a pill`, async ({
        page,
        tenants,
        consoleErrors,
      }) => {
        test.setTimeout(120_000);
        const w = words[locale];
        const email = locale === "fr" ? tenants.a.manager.email : tenants.b.learner.email;
        const name = `tutor-follow-${viewport.width < 600 ? "phone" : "desktop"}-${colorScheme}-${locale}`;
        await signInByApi(page.request, app.url, email, tenants.password);
        await startGuidedActivity(page, app.url, locale, courseId);
        const log = page.getByRole("log");
        const reply = page.getByRole("textbox");

        // Replies Madame does not understand: she rephrases each time, and the page grows well past the screen.
        for (let exchange = 1; exchange <= 5; exchange++) {
          await reply.fill(`xyz qwerty ${exchange}`);
          await reply.press("Enter");
          await expect(log.locator("[data-role='learner']")).toHaveCount(exchange);
          await expect(log.locator("li").last()).toHaveAttribute("data-role", "madame");
          await expect.poll(() => newestLineShown(page)).toBe(true);
        }
        expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 1.5)).toBe(true);
        await page.screenshot({ path: `test-results/screenshots/${name}.png` });
        // Screen readers hear Madame's newest line once it is complete.
        const newest = (await log.locator("[data-role='madame']").last().locator("p").first().textContent())!;
        await expect(page.getByTestId("announced")).toContainText(newest);

        // The learner sends, then scrolls up to read while Madame's answer is on its way: the view stays put.
        // Her answer is held until the learner has scrolled up, however slow the machine (a fixed delay
        // let the answer arrive first on a loaded CI run, and then no pill is due).
        let releaseAnswer = () => {};
        const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
        await page.route("**/api/tutor/messages", async (route) => {
          await answerHeld;
          await route.continue();
        });
        await reply.fill("xyz qwerty 6");
        await reply.press("Enter");
        await expect(log.locator("li").last()).toHaveAttribute("data-role", "learner");
        await expect.poll(() => newestLineShown(page)).toBe(true);
        await expect.poll(() => scrollSettled(page)).toBe(true);
        await page.mouse.move(viewport.width / 2, viewport.height / 3);
        await page.mouse.wheel(0, -viewport.height * 2);
        await expect.poll(() => newestLineShown(page)).toBe(false);
        await expect.poll(() => scrollSettled(page)).toBe(true);
        const pill = page.getByRole("button", { name: w.newMessage });
        await expect(pill).toBeHidden();
        releaseAnswer();
        await expect(pill).toBeVisible();
        await expect(log.locator("[data-role='learner']")).toHaveCount(6);
        await expect(log.locator("li").last()).toHaveAttribute("data-role", "madame");
        expect(await newestLineShown(page)).toBe(false);
        await page.unroute("**/api/tutor/messages");
        await expectAccessible(page);
        await page.screenshot({ path: `test-results/screenshots/${name}-new-message.png` });

        // The pill brings the newest line into view (at once with reduced motion), then goes; typing follows.
        await pill.click();
        if (reducedMotion === "reduce") expect(await newestLineShown(page)).toBe(true);
        await expect.poll(() => newestLineShown(page)).toBe(true);
        await expect(pill).toBeHidden();
        await expect(reply).toBeFocused();
        expect(consoleErrors).toEqual([]);
      });
    });
  }

  test.describe("the microphone where nothing can turn speech into text", () => {
    test.use({ viewport: { width: 375, height: 740 }, colorScheme: "dark" });

    test("Julie presses « Parler »: the page says what dictation needs and hands her the text field; refused, it says how to allow the microphone", async ({
      page,
      tenants,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      await signInByApi(page.request, app.url, tenants.a.admin.email, tenants.password);
      await startGuidedActivity(page, app.url, "fr", "en");
      const speak = page.getByRole("button", { name: "Parler" });
      const reply = page.getByRole("textbox");
      const needs = page.getByText("La dictée vocale demande un navigateur qui la permet, comme Chrome ou Edge");

      // Debian's Chromium has the recognition API, and it fails as soon as it starts.
      await expect(speak).toBeEnabled();
      await expect(needs).toBeHidden();
      await speak.click();
      await expect(needs).toBeVisible();
      await expect(reply).toBeFocused();
      await expect(speak).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: "test-results/screenshots/tutor-microphone-phone-dark-fr.png" });

      // A browser without the API at all (Firefox): the button is there, and answers the same way.
      await page.addInitScript(() => {
        delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
        delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
      });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.emulateMedia({ colorScheme: "light" });
      await page.reload();
      await expect(needs).toBeHidden();
      // Pressed again until the reloaded page has hydrated (before, the button has no handler yet).
      await expect(async () => {
        await speak.click();
        await expect(needs).toBeVisible({ timeout: 1000 });
      }).toPass();
      await expect(reply).toBeFocused();
      await page.screenshot({ path: "test-results/screenshots/tutor-microphone-desktop-light-fr.png" });

      // The microphone refused: the page says so, and how to allow it.
      await page.addInitScript(() => {
        class RefusedRecognition {
          lang = "";
          interimResults = false;
          continuous = false;
          maxAlternatives = 1;
          onresult = null;
          onerror: ((event: { error: string }) => void) | null = null;
          onend: (() => void) | null = null;
          start() {
            window.setTimeout(() => {
              this.onerror?.({ error: "not-allowed" });
              this.onend?.();
            }, 50);
          }
          stop() {}
          abort() {}
        }
        (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = RefusedRecognition;
      });
      await page.reload();
      const refused = page.getByRole("alert").filter({ hasText: "Le micro a été refusé." });
      await expect(async () => {
        await speak.click();
        await expect(refused).toBeVisible({ timeout: 1000 });
      }).toPass();
      await expect(refused).toContainText("autorisez le micro, puis réessayez");
      await expect(reply).toBeFocused();
      await expect(speak).toBeEnabled();
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  });
});
