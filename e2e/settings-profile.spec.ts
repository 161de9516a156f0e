import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

// On its own app process: this test changes a person's name and language.
test.describe("profile settings", () => {
  // One app process for these tests, so they run one after the other in one worker.
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  test("change the display name and the interface language, which follows the person", async ({ page, tenants }) => {
    await signInByApi(page.request, app.url, tenants.a.admin.email, tenants.password);
    await page.goto(`${app.url}/settings/profile`);
    await expectAccessible(page);
    await expect(page.getByLabel("Nom affiché")).toHaveValue(tenants.a.admin.name);
    await page.getByLabel("Nom affiché").fill("Julie Tremblay-Roy");
    await page.getByLabel("Langue de l'interface", { exact: true }).last().selectOption("en");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile");
    // The confirmation follows the new language too.
    await expect(page.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
    await expect(page.getByText("Modifications enregistrées.")).toHaveCount(0);
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menu")).toContainText("Julie Tremblay-Roy");
  });

  test("an empty name is refused with a clear message and nothing changes", async ({
    page,
    tenants,
    consoleErrors,
  }) => {
    await signInByApi(page.request, app.url, tenants.b.admin.email, tenants.password);
    await page.goto(`${app.url}/settings/profile`);
    await page.getByLabel("Nom affiché").fill("   ");
    await page.getByLabel("Nom affiché").evaluate((input: HTMLInputElement) => input.removeAttribute("required"));
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Certains champs ne sont pas valides" })).toBeVisible();
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("422")]);
    await page.reload();
    await expect(page.getByLabel("Nom affiché")).toHaveValue(tenants.b.admin.name);
  });

  test("the profile endpoint refuses a caller without a session", async ({ request }) => {
    const page = await request.get(`${app.url}/auth/sign-in`);
    const token = (await page.text()).match(/name="csrf-token" content="([^"]+)"/)?.[1] ?? "";
    const response = await request.post(`${app.url}/api/account/profile`, {
      data: { name: "Intrus", locale: "fr" },
      headers: { origin: app.url, "x-csrf-token": token },
    });
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe("unauthenticated");
  });
});
