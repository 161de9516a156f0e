import type { Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * Record and compare in the default setup: Debian's Chromium with no voice and no speech
 * recognition (made certain here), no speech-to-text server. Nothing can score, yet the learner
 * records (Chromium's fake microphone plays a tone), sees both waveforms, hears the model then
 * themselves, and rates the recording; only the rating reaches the server.
 */

async function withoutVoiceOrRecognition(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(speechSynthesis, "getVoices", { value: () => [] });
    delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
    delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
  });
}

const journeys = [
  {
    who: "Julie, French interface, learning English",
    locale: "fr",
    person: "a.admin",
    words: {
      cannotScore: "votre prononciation ne peut pas être notée ici",
      record: "M'enregistrer",
      stop: "Arrêter",
      figure: /^Modèle : \d+,\d s\. Votre enregistrement : \d+,\d s\.$/,
      compare: "Comparer",
      playMine: "Me réécouter",
      staysLocal: "Votre enregistrement reste sur votre appareil.",
      rating: "Presque",
      saved: "Évaluation ajoutée à votre historique.",
      history: "Vos dernières auto-évaluations :",
    },
    looks: [
      { name: "phone-dark", width: 390, height: 844, theme: "dark" },
      { name: "desktop-dark", width: 1280, height: 900, theme: "dark" },
      { name: "phone-light", width: 390, height: 844, theme: "light" },
    ],
  },
  {
    who: "Anh, English interface, learning French",
    locale: "en",
    person: "individual",
    words: {
      cannotScore: "so your pronunciation can't be scored here",
      record: "Record myself",
      stop: "Stop",
      figure: /^Model: \d+\.\d s\. Your recording: \d+\.\d s\.$/,
      compare: "Compare",
      playMine: "Play my recording",
      staysLocal: "Your recording stays on your device.",
      rating: "Same as the model",
      saved: "Rating added to your history.",
      history: "Your latest self-ratings:",
    },
    looks: [{ name: "phone-dark", width: 390, height: 844, theme: "dark" }],
  },
] as const;

type Words = (typeof journeys)[number]["words"];

/** Records about a second and a half of the fake microphone, then waits for both waveforms. */
async function recordOnce(page: Page, w: Words) {
  await page.getByRole("button", { name: w.record }).click();
  await expect(page.getByRole("meter")).toBeVisible();
  await page.waitForTimeout(1500);
  await page.getByRole("button", { name: w.stop }).click();
  const panel = page.getByTestId("compare-panel");
  for (const side of ["model", "mine"])
    await expect(panel.locator(`[data-waveform='${side}']`)).toHaveAttribute("data-drawn", "true", { timeout: 15_000 });
  return panel;
}

test.describe("record and compare", () => {
  for (const journey of journeys) {
    test(`${journey.who}: records where nothing can score, sees both waveforms, compares, rates, finds the rating after a reload`, async ({
      page,
      context,
      tenants,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const w = journey.words;
      const person = journey.person === "a.admin" ? tenants.a.admin : tenants.individual;
      const sentToServer: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") sentToServer.push(new URL(request.url()).pathname);
      });
      await withoutVoiceOrRecognition(page);
      // Anh has no saved language: the interface follows the cookie. Julie's is French.
      await context.addCookies([{ name: "NEXT_LOCALE", value: journey.locale, url: baseURL }]);
      await signInByApi(page.request, baseURL, person.email, tenants.password);
      await page.goto("/pronunciation");
      await expect(page.locator("html")).toHaveAttribute("lang", journey.locale);

      // Said once, plainly, and not a dead end: the record button is right there.
      await expect(page.getByText(w.cannotScore)).toHaveCount(1);
      const card = page.locator("[data-phrase]");
      const panel = await recordOnce(page, w);

      // Both waveforms on one time scale, described in words.
      const figure = panel.getByRole("img", { name: w.figure });
      await expect(figure).toBeVisible();
      for (const side of ["model", "mine"])
        expect((await panel.locator(`[data-waveform='${side}'] path`).getAttribute("d"))!.length).toBeGreaterThan(200);
      await expect(panel.getByText(w.staysLocal)).toBeVisible();
      await expectAccessible(page);

      // Compare: the model, then the recording, one after the other.
      const playing = panel.locator("[data-playing]");
      await panel.getByRole("button", { name: w.compare, exact: true }).click();
      await expect(playing).toHaveAttribute("data-playing", "model");
      await expect(playing).toHaveAttribute("data-playing", "mine", { timeout: 15_000 });
      await expect(playing).toHaveAttribute("data-playing", "", { timeout: 15_000 });
      await panel.getByRole("button", { name: w.playMine }).click();
      await expect(playing).toHaveAttribute("data-playing", "mine");

      const [saved] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith("/api/pronunciation/self-ratings")),
        panel.getByRole("button", { name: w.rating, exact: true }).click(),
      ]);
      expect(saved.status()).toBe(201);
      expect(Object.keys(JSON.parse(saved.request().postData()!) as object).sort()).toEqual(["phraseId", "rating"]);
      await expect(panel.getByText(w.saved)).toBeVisible();
      await expect(panel.getByRole("button", { name: w.rating, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expectAccessible(page);
      await page.screenshot({
        path: `test-results/screenshots/record-compare-desktop-light-${journey.locale}.png`,
        fullPage: true,
      });
      await card.screenshot({
        path: `test-results/screenshots/record-compare-card-desktop-light-${journey.locale}.png`,
      });
      // The recording never left the browser: the model's audio and the rating are the only posts.
      expect(sentToServer.filter((path) => path.startsWith("/api/pronunciation/"))).toEqual([
        "/api/pronunciation/speech",
        "/api/pronunciation/self-ratings",
      ]);

      const phraseId = await card.getAttribute("data-phrase");
      await page.reload();
      await expect(card).toHaveAttribute("data-phrase", phraseId!);
      const history = card.getByTestId("phrase-self-ratings");
      await expect(history).toContainText(w.history);
      await expect(history.locator("[data-rating]").first()).toHaveText(w.rating);

      for (const look of journey.looks) {
        await context.addCookies([{ name: "theme", value: look.theme, url: baseURL }]);
        await page.setViewportSize({ width: look.width, height: look.height });
        await page.reload();
        await expect(page.locator("html")).toHaveClass(look.theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const again = await recordOnce(page, w);
        await expect(again.getByRole("img", { name: w.figure })).toBeVisible();
        await expectAccessible(page);
        await page.screenshot({
          path: `test-results/screenshots/record-compare-${look.name}-${journey.locale}.png`,
          fullPage: true,
        });
        await card.screenshot({
          path: `test-results/screenshots/record-compare-card-${look.name}-${journey.locale}.png`,
        });
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});
