import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";
import { decodedBody, startSmtp, type TestSmtp } from "../src/lib/testing/smtp";

// On its own app server that sends e-mail to a real SMTP server started by the test.
test.describe("an admin brings a new employee in", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  let smtp: TestSmtp;
  test.beforeAll(async () => {
    smtp = await startSmtp();
    app = await startAppServer({ SMTP_URL: smtp.url });
  });
  test.afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });

  /** The last message the SMTP server received for an address, decoded enough to read its link. */
  async function inbox(address: string): Promise<string> {
    await expect
      .poll(() => smtp.received.filter((mail) => mail.rcptTo.includes(address)).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    return decodedBody(smtp.received.filter((mail) => mail.rcptTo.includes(address)).at(-1)!.raw);
  }

  test("invitation e-mail → account → onboarding → dashboard", async ({ page, browser, tenants }) => {
    test.setTimeout(60_000);
    const email = "gabrielle.fortin@example.test";
    await signInByApi(page.request, app.url, tenants.a.manager.email, tenants.password);
    await page.goto(`${app.url}/team`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Équipe");
    await expectAccessible(page);
    await page.getByLabel("Adresse courriel").fill(email);
    // The people filters have a "Rôle" too: the invitation form's own field.
    await page.locator("#invite-role").selectOption("member");
    await page.getByLabel("Langue du courriel").selectOption("fr");
    await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Invitation envoyée à ${email}.` })).toBeVisible();
    await expect(page.getByRole("list", { name: /invitations? en attente/i })).toContainText(email);
    await page.screenshot({ path: "test-results/screenshots/team-admin-desktop.png", fullPage: true });

    // The invitee reads the e-mail the SMTP server received and opens its link in their own browser.
    const mail = await inbox(email);
    expect(mail).toContain("Fromagerie Tremblay");
    expect(mail).toContain("Louis Bouchard");
    const link = mail.match(new RegExp(`${app.url.replaceAll(".", "\\.")}/auth/invitation/[A-Za-z0-9_-]+`))?.[0];
    expect(link).toBeTruthy();
    const invitee = await browser.newContext({ locale: "fr-CA" });
    const tab = await invitee.newPage();
    await tab.goto(link!);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Invitation");
    await expect(tab.getByText("Louis Bouchard vous invite à rejoindre Fromagerie Tremblay")).toBeVisible();
    await expectAccessible(tab);
    await expect(tab.getByLabel("Adresse courriel")).toHaveValue(email);
    await tab.screenshot({ path: "test-results/screenshots/invitation-accept-desktop.png", fullPage: true });
    await tab.getByLabel("Votre nom").fill("Gabrielle Fortin");
    await tab.getByLabel("Mot de passe").fill("les bleuets du Lac-Saint-Jean");
    await tab.getByRole("button", { name: "Créer mon compte" }).click();

    // Onboarding, then the placement test (left for later), then the dashboard.
    await expect(tab).toHaveURL(/\/onboarding$/);
    await expect(tab.getByLabel("Nom affiché")).toHaveValue("Gabrielle Fortin");
    await tab.getByLabel("Langue maternelle").selectOption("es");
    await tab.getByLabel("Secteur d'activité").selectOption("food");
    await tab.getByLabel("Poste ou métier").fill("Fromagère");
    await tab.getByRole("button", { name: "Continuer" }).click();
    await tab.getByRole("checkbox", { name: "Réunions" }).check();
    await tab.getByRole("button", { name: "Continuer" }).click();
    await tab.getByRole("button", { name: "Commencer" }).click();
    await expect(tab).toHaveURL(/\/placement$/);
    await tab.goto(`${app.url}/dashboard`);
    await expect(tab.getByText("Fromagerie Tremblay").first()).toBeVisible();

    // The link worked once; the admin now sees the new member and no pending invitation.
    await tab.goto(link!);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Invitation non valide");
    await invitee.close();
    await page.reload();
    await expect(page.getByRole("table", { name: /personnes/ })).toContainText(email);
    await expect(page.getByText("Aucune invitation en attente.")).toBeVisible();
  });

  test("a resent invitation voids the first link, and a withdrawn one opens nothing", async ({ page, tenants }) => {
    const email = "pierre.gagnon@example.test";
    await signInByApi(page.request, app.url, tenants.a.admin.email, tenants.password);
    await page.goto(`${app.url}/team`);
    await page.getByLabel("Adresse courriel").fill(email);
    await page.getByLabel("Langue du courriel").selectOption("en");
    await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
    const first = (await inbox(email)).match(/\/auth\/invitation\/[A-Za-z0-9_-]+/)?.[0];
    // Written in the language the admin chose.
    expect(await inbox(email)).toContain("invites you");

    const received = smtp.received.length;
    await page.getByRole("button", { name: `Renvoyer l'invitation à ${email}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "l'ancien lien ne fonctionne plus" })).toBeVisible();
    await expect.poll(() => smtp.received.length).toBeGreaterThan(received);
    const second = (await inbox(email)).match(/\/auth\/invitation\/[A-Za-z0-9_-]+/)?.[0];
    expect(second).not.toBe(first);

    await page.goto(`${app.url}${first}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invitation non valide");
    await page.goto(`${app.url}/team`);
    await page.getByRole("button", { name: `Retirer l'invitation de ${email}` }).click();
    await expect(page.getByRole("list", { name: /invitations? en attente/i })).toHaveCount(0);
    await page.goto(`${app.url}${second}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invitation non valide");
  });
});

test.describe("a person in two organizations", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  test("switches between them, and each page then belongs to the chosen one", async ({ page, tenants }) => {
    // Louis is an admin of Fromagerie Tremblay and a plain member of Coopérative Boréale.
    await signInByApi(page.request, app.url, tenants.a.manager.email, tenants.password);
    await page.goto(`${app.url}/team`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Équipe");
    await expect(page.locator("#invite-role")).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole("button", { name: "Organisation active : Fromagerie Tremblay. Changer d'organisation" })
      .click();
    await page.getByRole("menuitem", { name: "Coopérative Boréale" }).click();
    await expect(page.getByRole("button", { name: /Organisation active : Coopérative Boréale/ })).toBeVisible();
    await expect(
      page.getByText("Cette section est réservée aux administrateurs de Coopérative Boréale."),
    ).toBeVisible();
    await expect(page.getByRole("navigation").getByRole("link", { name: "Équipe" })).toHaveCount(0);
    await page.goto(`${app.url}/settings/organization`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coopérative Boréale");
  });
});
