import { expect, expectAccessible, test } from "./fixtures";

/*
 * The privacy policy and the terms of use as a visitor reads them, in the three languages: the
 * dated version in force with its history, the privacy officer and the data-flow table as the
 * test server is configured (embedded database, no SMTP, no model, browser speech, no Stripe, no
 * Amplitude), an older version by its date, and a 404 for a date that has no version.
 */

const pages = {
  fr: {
    privacy: "Politique de confidentialité",
    terms: "Conditions d'utilisation",
    version: { privacy: "Version du 27 novembre 2026", terms: "Version du 26 novembre 2026" },
    history: "Historique des versions",
  },
  en: {
    privacy: "Privacy policy",
    terms: "Terms of use",
    version: { privacy: "Version of November 27, 2026", terms: "Version of November 26, 2026" },
    history: "Version history",
  },
  es: {
    privacy: "Política de privacidad",
    terms: "Condiciones de uso",
    version: { privacy: "Versión del 27 de noviembre de 2026", terms: "Versión del 26 de noviembre de 2026" },
    history: "Historial de versiones",
  },
} as const;

test.describe("legal pages", () => {
  for (const [locale, words] of Object.entries(pages)) {
    test(`${locale}: the privacy policy and the terms in force, dated, with their history`, async ({
      page,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
      for (const document of ["privacy", "terms"] as const) {
        await page.goto(`/${document}`);
        await expect(page.getByRole("heading", { level: 1, name: words[document] })).toBeVisible();
        await expect(page.locator("article")).toHaveAttribute("lang", locale);
        await expect(page.getByText(words.version[document], { exact: true })).toBeVisible();
        const history = page.getByRole("region", { name: words.history });
        await expect(history.getByRole("listitem")).toHaveCount(document === "privacy" ? 2 : 1);
        await expect(history.locator("[aria-current=page]")).toContainText(words.version[document]);
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${document}$`));
        await expect(page).toHaveTitle(new RegExp(words[document]));
        await expectAccessible(page);
      }
    });
  }

  test("fr: the privacy officer, the data flows and the retention figures come from the server's configuration", async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "fr", url: baseURL! }]);
    // The consent banner's "En savoir plus" lands on the cookies section.
    await page.goto("/privacy#cookies");
    await expect(page.locator("#cookies")).toBeAttached();
    await expect(page.getByRole("heading", { level: 2, name: "Témoins (cookies)" })).toBeInViewport();
    const officer = page.getByTestId("privacy-officer");
    await expect(officer).toContainText("Responsable de la protection des renseignements personnels");
    await expect(officer.getByRole("link", { name: "confidentialite@madameai.ca" })).toHaveAttribute(
      "href",
      "mailto:confidentialite@madameai.ca",
    );

    const flows = page.getByRole("region", {
      name: "Où vont vos renseignements, selon la configuration actuelle de nos serveurs",
    });
    const row = (id: string) => flows.locator(`tr[data-flow="${id}"]`);
    await expect(flows.locator("tbody tr")).toHaveCount(7);
    await expect(row("database")).toContainText("Base de données intégrée (PGlite), sur le disque de notre serveur");
    await expect(row("database")).toContainText("Canada, sur nos serveurs");
    await expect(row("email")).toContainText("Aucun serveur d'envoi configuré");
    await expect(row("tutor")).toContainText("Aucun modèle d'IA : les dialogues guidés tournent sur nos serveurs");
    await expect(row("speech")).toContainText("Les voix de votre navigateur seulement");
    await expect(row("transcription")).toContainText("La reconnaissance vocale de votre navigateur seulement");
    await expect(row("payments")).toContainText("Facturation désactivée");
    await expect(row("analytics")).toContainText("Notre propre point de collecte, dans notre base de données");
    await expect(row("analytics")).not.toContainText("Amplitude");

    // PRONUNCIATION_RECORDING_DAYS (30 by default) and billing off, as configured.
    await expect(page.getByRole("row", { name: /Enregistrements vocaux 30 jours/ })).toBeVisible();
    // Every path the learner's voice may take is named, the browser's maker included.
    const voice = page.getByRole("heading", { level: 3, name: "Votre voix : qui l'entend, et qui parle" });
    await expect(voice).toBeVisible();
    await expect(page.getByText(/Google pour Chrome, Microsoft pour Edge/)).toBeVisible();
    await expect(
      page.getByText("La facturation n'est pas activée sur ce serveur : aucun paiement n'y est traité."),
    ).toBeVisible();
    await expect(page.getByRole("cell", { name: "madameai_consent" })).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/legal-privacy-fr-light-desktop.png", fullPage: true });
  });

  test("a version by its date: the one in force reads the same with /privacy as canonical; an unknown or malformed date is a 404", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "fr", url: baseURL! }]);
    await page.goto("/privacy/2026-11-27");
    await expect(page.getByRole("heading", { level: 1, name: "Politique de confidentialité" })).toBeVisible();
    await expect(page.getByText("Version du 27 novembre 2026", { exact: true })).toBeVisible();
    await expect(page.getByRole("note")).toHaveCount(0);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/privacy$/);
    // The earlier version stays readable, and says a newer one is in force.
    await page.goto("/privacy/2026-11-26");
    await expect(page.getByText("Version du 26 novembre 2026", { exact: true })).toBeVisible();
    await expect(page.getByRole("note")).toBeVisible();
    await page.goto("/terms/2026-11-26");
    await expect(page.getByRole("heading", { level: 1, name: "Conditions d'utilisation" })).toBeVisible();

    for (const path of [
      "/privacy/2020-01-01",
      "/terms/2099-12-31",
      "/privacy/latest",
      "/terms/2026-02-30",
      "/privacy/..%2Fterms",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("en on a phone in dark mode: the table scrolls inside the page, nothing overflows", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([
      { name: "NEXT_LOCALE", value: "en", url: baseURL! },
      { name: "theme", value: "dark", url: baseURL! },
    ]);
    await page.goto("/privacy");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(
      page
        .getByRole("region", { name: "Where your information goes, according to our servers' current configuration" })
        .locator('tr[data-flow="tutor"]'),
    ).toContainText("No AI model: the guided dialogues run on our servers");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/legal-privacy-en-dark-phone.png", fullPage: true });
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 2, name: "5. Subscription, prices and taxes" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/legal-terms-en-dark-phone.png", fullPage: true });
  });
});
