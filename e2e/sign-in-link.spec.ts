import type { Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { expect, expectAccessible, test } from "./fixtures";

/** Asks for a link for `email` and reads it from the outbox page, as a person would from their inbox. */
async function requestLink(page: Page, baseURL: string, email: string): Promise<string> {
  await page.goto(`${baseURL}/auth/link`);
  await page.getByLabel("Adresse courriel").fill(email);
  await page.getByRole("button", { name: "M'envoyer un lien" }).click();
  await expect(page.getByRole("status")).toContainText("Si un compte correspond à cette adresse");
  await page.goto(`${baseURL}/dev/outbox`);
  const mail = page
    .locator("article, div")
    .filter({ hasText: `À ${email}` })
    .filter({ hasText: "Votre lien de connexion à MadameAI" })
    .last();
  const link = await mail.getByRole("link").first().getAttribute("href");
  expect(link).toMatch(/\/auth\/link\/confirm\?token=/);
  return link ?? "";
}

// The e-mail is read from the local outbox page, which the test server offers because it runs
// on the embedded database without a mail server (as `npm run demo` does).
test("sign-in by e-mail link, end to end, and the link works only once", async ({ page, tenants, consoleErrors }) => {
  await page.goto("/auth/link");
  await expectAccessible(page);
  const link = await requestLink(page, "", tenants.b.admin.email);

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

// On its own server, whose clock the test can move forward.
test.describe("an e-mailed link after 10 minutes", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer({}, { shiftedClock: true });
  });
  test.afterAll(() => app?.stop());

  test("is refused once 10 minutes have passed", async ({ page, tenants, consoleErrors }) => {
    const link = await requestLink(page, app.url, tenants.b.admin.email);
    await app.advanceClock();
    await page.goto(link);
    await page.getByRole("button", { name: "Me connecter" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Ce lien n'est plus valide" })).toBeVisible();
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("400")]);
    await page.goto(`${app.url}/dashboard`);
    await expect(page).toHaveURL(/\/auth\/sign-in/);
  });
});
