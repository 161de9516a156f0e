import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

// On its own app process: this test ends sessions.
test.describe("sessions", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  test("see the open sessions and sign out another device", async ({ page, browser, tenants }) => {
    const phone = await browser.newContext({
      userAgent:
        "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
    });
    await signInByApi(phone.request, app.url, tenants.b.admin.email, tenants.password);
    await signInByApi(page.request, app.url, tenants.b.admin.email, tenants.password);

    await page.goto(`${app.url}/settings/profile/authentication`);
    await expectAccessible(page);
    const sessions = page.getByRole("list", { name: "Sessions ouvertes" }).getByRole("listitem");
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: "Cet appareil" })).toHaveCount(1);
    await expect(page.getByText("L'authentification à deux facteurs n'est pas activée")).toBeVisible();

    await page.getByRole("button", { name: "Déconnecter : Chrome · Android" }).click();
    await expect(sessions).toHaveCount(1);
    const phonePage = await phone.newPage();
    await phonePage.goto(`${app.url}/dashboard`);
    await expect(phonePage).toHaveURL(/\/auth\/sign-in/);
    await phone.close();
  });

  test("another person's session cannot be ended", async ({ page, tenants }) => {
    await signInByApi(page.request, app.url, tenants.a.learner.email, tenants.password);
    await page.goto(`${app.url}/settings/profile/authentication`);
    const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
    const response = await page.request.post(`${app.url}/api/account/sessions/revoke`, {
      data: { sessionId: "a-session-of-somebody-else" },
      headers: { origin: app.url, "x-csrf-token": token ?? "" },
    });
    expect(response.status()).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });
});
