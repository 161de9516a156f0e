import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi, signInWithForm } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

// On its own app process: this test changes a password and ends sessions.
test.describe("password settings", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  test("change the password, end the other sessions, and sign in with the new one", async ({
    page,
    browser,
    tenants,
    consoleErrors,
  }) => {
    const email = tenants.a.admin.email;
    const elsewhere = await browser.newContext();
    await signInByApi(elsewhere.request, app.url, email, tenants.password);
    await signInByApi(page.request, app.url, email, tenants.password);

    await page.goto(`${app.url}/settings/profile/password`);
    await expectAccessible(page);
    const form = {
      current: page.getByLabel("Mot de passe actuel"),
      next: page.getByLabel("Nouveau mot de passe"),
      submit: page.getByRole("button", { name: "Changer le mot de passe" }),
    };

    await form.current.fill("not-my-password");
    await form.next.fill("la tempête de neige du mardi");
    await form.submit.click();
    await expect(page.getByRole("alert").filter({ hasText: "Le mot de passe actuel est incorrect." })).toBeVisible();

    await form.current.fill(tenants.password);
    await form.next.fill("qwerty123");
    await form.submit.click();
    await expect(page.getByRole("alert").filter({ hasText: "parmi les plus utilisés" })).toBeVisible();
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("400"), expect.stringContaining("422")]);

    await form.current.fill(tenants.password);
    await form.next.fill("la tempête de neige du mardi");
    await form.submit.click();
    await expect(page.getByRole("status").filter({ hasText: "Votre mot de passe a été changé." })).toBeVisible();

    // This browser stays signed in; the other one is signed out.
    await page.goto(`${app.url}/dashboard`);
    await expect(page).toHaveURL(/\/dashboard$/);
    const other = await elsewhere.newPage();
    await other.goto(`${app.url}/dashboard`);
    await expect(other).toHaveURL(/\/auth\/sign-in/);
    await signInWithForm(other, email, "la tempête de neige du mardi");
    await expect(other).toHaveURL(/\/dashboard$/);
    await elsewhere.close();
  });
});
