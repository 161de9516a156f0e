import { startAppServer, type AppServer } from "./support/app-server";
import { expect, expectAccessible, test } from "./fixtures";

test.describe("sign-up while the allowSignup flag is off (the default)", () => {
  test("the page offers the waitlist, and the endpoint refuses an account without invitation", async ({ page }) => {
    await page.goto("/auth/sign-up");
    await expect(page.getByRole("link", { name: "Rejoindre la liste d'attente" })).toBeVisible();
    await expect(page.getByLabel("Mot de passe")).toHaveCount(0);
    const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
    const response = await page.request.post("/api/session/sign-up", {
      data: { name: "Nouvelle Personne", email: "nouvelle@example.test", password: "un lac bleu en hiver" },
      headers: { origin: new URL(page.url()).origin, "x-csrf-token": token ?? "" },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).error.code).toBe("signup_closed");
  });
});

test.describe("sign-up with the allowSignup flag on", () => {
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer({ FLAG_ALLOW_SIGNUP: "true" });
  });
  test.afterAll(() => app?.stop());

  test("refuses a common password with a clear reason, then creates the account and signs it in", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`${app.url}/auth/sign-up`);
    await expectAccessible(page);
    await page.getByLabel("Votre nom").fill("Sofia Reyes");
    await page.getByLabel("Adresse courriel").fill("sofia.reyes@example.test");
    await page.getByLabel("Mot de passe").fill("password123");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "parmi les plus utilisés" })).toBeVisible();
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("422")]);

    await page.getByLabel("Mot de passe").fill("le traversier de Lévis à midi");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    // Signed in, the new person starts with onboarding.
    await expect(page).toHaveURL(/\/onboarding$/);
    expect((await (await page.request.get(`${app.url}/api/session`)).json()).user).not.toBeNull();
  });
});
