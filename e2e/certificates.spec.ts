import { startAppServer, type AppServer } from "./support/app-server";
import { placementUi, takePlacement } from "./support/placement";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

const shots = "test-results/screenshots";

// On its own server: the placement test gives Priya a level and a certificate.
test.describe("certificates", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  let verifyPath = "";
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  test("Priya finishes the placement test and downloads her certificate from her level history (en, desktop, light)", async ({
    page,
    tenants,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    await signInByApi(page.request, app.url, tenants.b.learner.email, tenants.password);
    await page.goto(`${app.url}/placement`);
    await page.getByRole("button", { name: "Start the test" }).click();
    const result = page.getByRole("heading", { level: 1, name: "Your level: A2" });
    await takePlacement(page, "fr", placementUi.en, () => result.isVisible());

    await page.goto(`${app.url}/dashboard/levels`);
    const section = page.locator("section", { has: page.getByRole("heading", { name: "My certificates" }) });
    await expect(section.getByText("A2 in French (NCLC 3–4)")).toBeVisible();
    await expect(section.getByText(/^Placement test · /)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/certificates-levels-en-desktop-light.png`, fullPage: true });

    const downloading = page.waitForEvent("download");
    await section.getByRole("link", { name: "Download the A2 certificate in French (PDF)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("certificate-A2.pdf");

    verifyPath = (await section.getByRole("link", { name: "Verification page" }).getAttribute("href")) ?? "";
    expect(verifyPath).toMatch(/^\/verify\/[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([{ name: "theme", value: "dark", url: app.url }]);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(section.getByText("A2 in French (NCLC 3–4)")).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/certificates-levels-en-phone-dark.png`, fullPage: true });
    expect(consoleErrors).toEqual([]);
  });

  for (const [locale, heading, level, phone, dark] of [
    ["fr-CA", "Attestation vérifiée", "A2 en français (NCLC 3–4)", true, false],
    ["en-CA", "Certificate verified", "A2 in French (NCLC 3–4)", false, true],
  ] as const) {
    test(`the verification page, signed out (${locale}, ${phone ? "phone" : "desktop"}, ${dark ? "dark" : "light"})`, async ({
      browser,
      tenants,
    }) => {
      expect(verifyPath).not.toBe("");
      const context = await browser.newContext({
        locale,
        colorScheme: dark ? "dark" : "light",
        viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
      });
      await context.addCookies([{ name: "theme", value: dark ? "dark" : "light", url: app.url }]);
      const page = await context.newPage();
      const response = await page.goto(`${app.url}${verifyPath}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByText(tenants.b.learner.name)).toBeVisible();
      await expect(page.getByText(level)).toBeVisible();
      await expect(page.getByText(tenants.b.organization.name)).toBeVisible();
      await expect(page.getByText(tenants.b.learner.email)).toHaveCount(0);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      await expectAccessible(page);
      const tag = `${locale.slice(0, 2)}-${phone ? "phone" : "desktop"}-${dark ? "dark" : "light"}`;
      await page.screenshot({ path: `${shots}/certificates-verify-${tag}.png`, fullPage: true });

      const unknown = await page.goto(`${app.url}/verify/ABCDE-FGHJK-MNPQR`);
      expect(unknown?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        locale === "fr-CA" ? "Aucune attestation avec ce code" : "No certificate with this code",
      );
      await expectAccessible(page);
      await page.screenshot({ path: `${shots}/certificates-unknown-${tag}.png`, fullPage: true });
      await context.close();
    });
  }
});
