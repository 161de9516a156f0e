import { expect, expectAccessible, test } from "./fixtures";

// The e-mail is read from the local outbox page, which the test server offers because it runs
// on the embedded database without a mail server (as `npm run demo` does).
test("sign-in by e-mail link, end to end, and the link works only once", async ({ page, tenants, consoleErrors }) => {
  await page.goto("/auth/link");
  await expectAccessible(page);
  await page.getByLabel("Adresse courriel").fill(tenants.b.admin.email);
  await page.getByRole("button", { name: "M'envoyer un lien" }).click();
  await expect(page.getByRole("status")).toContainText("Si un compte correspond à cette adresse");

  await page.goto("/dev/outbox");
  const mail = page.locator("article, div").filter({ hasText: `À ${tenants.b.admin.email}` }).filter({ hasText: "Votre lien de connexion à MadameAI" }).last();
  const link = await mail.getByRole("link").first().getAttribute("href");
  expect(link).toMatch(/\/auth\/link\/confirm\?token=/);

  // Opening the link signs nobody in: a mail scanner doing so cannot use it up.
  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmer la connexion");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Me connecter" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The second time, the same link is refused with a clear message.
  await page.context().clearCookies();
  await page.goto(link ?? "");
  await page.getByRole("button", { name: "Me connecter" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Ce lien n'est plus valide" })).toBeVisible();
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("400")]);
});

test("asking for a link answers the same for an unknown address", async ({ page }) => {
  await page.goto("/auth/link");
  await page.getByLabel("Adresse courriel").fill("personne@inconnu.example");
  await page.getByRole("button", { name: "M'envoyer un lien" }).click();
  await expect(page.getByRole("status")).toContainText("Si un compte correspond à cette adresse");
});
