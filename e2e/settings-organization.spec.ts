import type { Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, locales, test, themes } from "./fixtures";

const csrfToken = (page: Page) =>
  page
    .locator('meta[name="csrf-token"]')
    .getAttribute("content")
    .then((token) => token ?? "");
// The smallest valid PNG (1×1, transparent).
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

// On its own app server: these tests change the organization and the owner's saved language.
test.describe("organization settings and the team page", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  test("an owner names the privacy officer, picks the policy and uploads a logo; a member sees them read-only", async ({
    page,
    browser,
    tenants,
    consoleErrors,
  }) => {
    await signInByApi(page.request, app.url, tenants.b.admin.email, tenants.password);
    await page.goto(`${app.url}/settings/organization`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Organisation");

    await page.getByLabel("Nom", { exact: true }).fill("Mario Lessard");
    await page.getByLabel("Adresse courriel").fill("pas-une-adresse");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toBeVisible();
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("422")]);

    await page.getByLabel("Adresse courriel").fill("vie.privee@transports-gagnon.test");
    await page.getByText("La progression de chaque personne").click();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Les paramètres de l'organisation sont enregistrés." }),
    ).toBeVisible();

    await page.locator('input[type="file"]').setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await expect(page.getByRole("img", { name: "Logo de Transports Gagnon" })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"),
    });
    await expect(
      page.getByRole("alert").filter({ hasText: "Le logo doit être une image PNG, JPEG ou WebP." }),
    ).toBeVisible();
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("422")]);
    await expectAccessible(page);

    // The learner sees who to ask and what their employer sees, without any control.
    const learner = await browser.newContext({ locale: "fr-CA" });
    const learnerPage = await learner.newPage();
    await signInByApi(learnerPage.request, app.url, tenants.b.learner.email, tenants.password);
    await learnerPage.goto(`${app.url}/settings/organization`);
    await expect(learnerPage.getByRole("heading", { level: 1 })).toHaveText("Transports Gagnon");
    await expect(learnerPage.getByText("Mario Lessard · vie.privee@transports-gagnon.test")).toBeVisible();
    await expect(learnerPage.getByText("Your employer can see your own progress")).toBeVisible();
    await expect(learnerPage.getByRole("button", { name: /Enregistrer|Save/ })).toHaveCount(0);
    await learner.close();
  });

  test("the organization's pages speak every language and pass the accessibility scan in both themes", async ({
    page,
    context,
    tenants,
  }) => {
    test.setTimeout(120_000);
    await signInByApi(page.request, app.url, tenants.b.admin.email, tenants.password);
    const titles = {
      "/team": { fr: "Équipe", en: "Team", es: "Equipo" },
      "/settings/organization": { fr: "Organisation", en: "Organization", es: "Organización" },
      "/settings/subscription": { fr: "Abonnement", en: "Subscription", es: "Suscripción" },
    };
    await page.goto(`${app.url}/settings/organization`);
    for (const locale of locales) {
      // A saved language wins over the cookie: save each in turn, as the person would.
      const saved = await page.request.post(`${app.url}/api/preferences`, {
        data: { locale },
        headers: { origin: app.url, "x-csrf-token": await csrfToken(page) },
      });
      expect(saved.status()).toBe(200);
      for (const theme of themes) {
        await context.addCookies([{ name: "theme", value: theme, url: app.url }]);
        for (const [path, title] of Object.entries(titles)) {
          await page.goto(`${app.url}${path}`);
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(title[locale]);
          await expectAccessible(page);
        }
      }
    }
  });
});
