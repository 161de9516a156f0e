import type { Page } from "@playwright/test";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, locales, test, themes } from "./fixtures";

// The newcomer of the two-tenant fixture has no learner profile yet. These tests run in order on
// the shared server: the ones that must see the form come before the one that completes it.
test.describe.configure({ mode: "serial" });

const csrfToken = (page: Page) =>
  page
    .locator('meta[name="csrf-token"]')
    .getAttribute("content")
    .then((token) => token ?? "");

async function fillAboutStep(page: Page) {
  await page.getByLabel("Langue maternelle").selectOption("ar");
  await page.getByLabel("Secteur d'activité").selectOption("health");
  await page.getByLabel("Poste ou métier").fill("Préposée aux bénéficiaires");
}

const validAnswers = {
  name: "Nadia Roy",
  nativeLanguage: "ar",
  targetLanguage: "fr",
  variant: "fr-CA",
  industry: "health",
  jobTitle: "Préposée aux bénéficiaires",
  goals: ["customers"],
  dailyMinutes: 10,
  timeZone: "America/Toronto",
};

test.describe("onboarding", () => {
  test("the endpoint refuses a caller without a session", async ({ page }) => {
    await page.goto("/auth/sign-in");
    const response = await page.request.post("/api/onboarding", {
      data: validAnswers,
      headers: { origin: new URL(page.url()).origin, "x-csrf-token": await csrfToken(page) },
    });
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe("unauthenticated");
  });

  test("bad answers are refused field by field and nothing is saved", async ({ page, baseURL, tenants }) => {
    await signInByApi(page.request, baseURL ?? "", tenants.newcomer.email, tenants.password);
    await page.goto("/onboarding");
    const response = await page.request.post("/api/onboarding", {
      data: { ...validAnswers, name: "Quelqu'un d'autre", variant: "en-US", goals: [], timeZone: "Mars/Olympus" },
      headers: { origin: new URL(page.url()).origin, "x-csrf-token": await csrfToken(page) },
    });
    expect(response.status()).toBe(422);
    const { error } = await response.json();
    expect(error.code).toBe("validation_failed");
    expect(error.fields.map((field: { path: string }) => field.path).sort()).toEqual(["goals", "timeZone"]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByLabel("Nom affiché")).toHaveValue(tenants.newcomer.name);
  });

  test("the form speaks every language and passes the accessibility scan in both themes", async ({
    page,
    context,
    baseURL,
    tenants,
  }) => {
    await signInByApi(page.request, baseURL ?? "", tenants.newcomer.email, tenants.password);
    const headings = { fr: "Faisons connaissance", en: "Let's get to know you", es: "Conozcámonos" };
    await page.goto("/onboarding");
    for (const locale of locales) {
      // The newcomer saved French; the saved language wins over the cookie, so save each in turn.
      const saved = await page.request.post("/api/preferences", {
        data: { locale },
        headers: { origin: new URL(page.url()).origin, "x-csrf-token": await csrfToken(page) },
      });
      expect(saved.status()).toBe(200);
      for (const theme of themes) {
        await context.addCookies([{ name: "theme", value: theme, url: baseURL }]);
        const response = await page.goto("/onboarding");
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[locale]);
        await expectAccessible(page);
      }
    }
    await page.request.post("/api/preferences", {
      data: { locale: "fr" },
      headers: { origin: new URL(page.url()).origin, "x-csrf-token": await csrfToken(page) },
    });
  });

  // Pictures for people to look at (test-results/screenshots): every step, phone and desktop, light and dark.
  test("screenshots of the three steps", async ({ page, context, baseURL, tenants }) => {
    await signInByApi(page.request, baseURL ?? "", tenants.newcomer.email, tenants.password);
    for (const theme of themes) {
      await context.addCookies([{ name: "theme", value: theme, url: baseURL }]);
      for (const [size, viewport] of Object.entries({
        phone: { width: 390, height: 844 },
        desktop: { width: 1280, height: 900 },
      })) {
        await page.setViewportSize(viewport);
        await page.goto("/onboarding");
        await page.screenshot({ path: `test-results/screenshots/onboarding-1-${theme}-${size}.png`, fullPage: true });
        await fillAboutStep(page);
        await page.getByRole("button", { name: "Continuer" }).click();
        await page.getByRole("checkbox", { name: "Service à la clientèle" }).check();
        await page.getByRole("checkbox", { name: "Réunions" }).check();
        await page.screenshot({ path: `test-results/screenshots/onboarding-2-${theme}-${size}.png`, fullPage: true });
        await page.getByRole("button", { name: "Continuer" }).click();
        await expect(page.getByRole("heading", { level: 2 })).toHaveText("Votre rythme");
        await page.screenshot({ path: `test-results/screenshots/onboarding-3-${theme}-${size}.png`, fullPage: true });
      }
    }
  });

  test.describe("in a browser set to Vancouver time", () => {
    test.use({ timezoneId: "America/Vancouver" });

    test("app pages lead to onboarding; the steps check themselves; saving leads to the dashboard for good", async ({
      page,
      baseURL,
      tenants,
      consoleErrors,
    }) => {
      await signInByApi(page.request, baseURL ?? "", tenants.newcomer.email, tenants.password);
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/onboarding$/);
      await expectAccessible(page);

      // Step 1: the name is already there; what is missing is said beside each field.
      await expect(page.getByLabel("Nom affiché")).toHaveValue("Nadia Roy");
      await page.getByLabel("Nom affiché").fill("Nadia Roy-Haddad");
      await page.getByRole("button", { name: "Continuer" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Choisissez votre langue maternelle." })).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "Entrez votre poste ou métier" })).toBeVisible();
      await expect(page.getByLabel("Langue maternelle")).toBeFocused();
      await expect(page.getByLabel("Langue maternelle")).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(page);
      await fillAboutStep(page);
      await page.getByRole("button", { name: "Continuer" }).click();

      // Step 2: French, in its Quebec variety, is chosen unless the person says otherwise.
      await expect(page.getByRole("heading", { level: 2, name: "Ce que vous voulez apprendre" })).toBeFocused();
      await expect(page.getByRole("radio", { name: /^Français Le français/ })).toBeChecked();
      await expect(page.getByRole("radio", { name: /Français québécois/ })).toBeChecked();
      await page.getByRole("radio", { name: /^Anglais/ }).check();
      await expect(page.getByRole("radio", { name: /Anglais canadien/ })).toBeChecked();
      await expect(page.getByRole("radio", { name: /Français québécois/ })).toHaveCount(0);
      await page.getByRole("radio", { name: /^Français Le français/ }).check();
      await expect(page.getByRole("radio", { name: /Français québécois/ })).toBeChecked();
      await page.getByRole("button", { name: "Continuer" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Choisissez au moins une situation." })).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Réunions" })).toBeFocused();
      await page.getByRole("checkbox", { name: "Service à la clientèle" }).check();
      await page.getByRole("checkbox", { name: "Santé et sécurité" }).check();
      await expect(page.locator("main").getByRole("alert")).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole("button", { name: "Continuer" }).click();

      // Step 3: the time zone comes from the browser.
      await expect(page.getByRole("heading", { level: 2, name: "Votre rythme" })).toBeFocused();
      await expect(page.getByLabel("Fuseau horaire")).toHaveValue("America/Vancouver");
      await expect(page.getByRole("radio", { name: /10 min/ })).toBeChecked();
      await page.getByRole("radio", { name: /15 min/ }).check();
      await expectAccessible(page);

      // A refusal from the server is shown beside its field, on its step.
      await page.route("**/api/onboarding", async (route) => {
        await route.continue({
          postData: JSON.stringify({ ...route.request().postDataJSON(), timeZone: "Mars/Olympus" }),
        });
      });
      await page.getByRole("button", { name: "Commencer" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Choisissez un fuseau horaire de la liste." }),
      ).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "Certains champs ne sont pas valides" })).toBeVisible();
      await expect(page.getByLabel("Fuseau horaire")).toBeFocused();
      expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("422")]);
      await page.unroute("**/api/onboarding");

      // Back keeps the answers.
      await page.getByRole("button", { name: "Retour" }).click();
      await expect(page.getByRole("checkbox", { name: "Santé et sécurité" })).toBeChecked();
      await page.getByRole("button", { name: "Continuer" }).click();
      await expect(page.getByRole("radio", { name: /15 min/ })).toBeChecked();
      await page.getByRole("button", { name: "Commencer" }).click();
      // Onboarding hands over to the placement test, which can be left for later.
      await expect(page).toHaveURL(/\/placement$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test de classement");
      await page.getByRole("link", { name: "Passer pour l'instant" }).click();
      await expect(page).toHaveURL(/\/dashboard\/course$/);
      // Pressed again until the new page has hydrated (before, the button has no handler yet; seen on a busy machine).
      await expect(async () => {
        if (!(await page.getByRole("menu").isVisible()))
          await page.getByRole("button", { name: "Menu du compte" }).click();
        await expect(page.getByRole("menu")).toBeVisible({ timeout: 2_000 });
      }).toPass();
      await expect(page.getByRole("menu")).toContainText("Nadia Roy-Haddad");

      await page.goto("/onboarding");
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
});
