import type { Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi, signInWithForm } from "./support/sign-in";
import { totp } from "./support/totp";
import { expect, expectAccessible, test } from "./fixtures";

// Each journey runs on its own app process, with the flags it needs and its own database.
async function shot(page: Page, name: string): Promise<void> {
  // From the top: a full-page picture taken while scrolled catches the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/account-security-${name}.png`, fullPage: true });
}

/** The link of the newest e-mail with this subject to this address, read from the local outbox page. */
async function linkFromOutbox(page: Page, appUrl: string, to: string, subject: string): Promise<string> {
  await page.goto(`${appUrl}/dev/outbox`);
  const mail = page
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: subject }) })
    .filter({ hasText: `À ${to}` })
    .last();
  const link = await mail.getByRole("link").first().getAttribute("href");
  if (!link) throw new Error(`no link in the e-mail "${subject}" to ${to}`);
  return link;
}

test.describe("two-factor authentication", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  let secret = "";
  test.beforeAll(async () => {
    app = await startAppServer({ FLAG_MULTI_FACTOR_AUTH: "true" });
  });
  test.afterAll(() => app?.stop());

  test("turn it on with the app, sign out, then sign in with a code or a recovery code", async ({
    page,
    browser,
    tenants,
    consoleErrors,
  }) => {
    const email = tenants.a.manager.email;
    await signInByApi(page.request, app.url, email, tenants.password);
    await page.goto(`${app.url}/settings/profile/authentication`);
    const section = page.getByRole("region", { name: "Authentification à deux facteurs" });
    await expect(section.getByText("Désactivée", { exact: true })).toBeVisible();
    await expectAccessible(page);

    await section.getByRole("button", { name: "Activer l'authentification à deux facteurs" }).click();
    await section.getByLabel("Mot de passe actuel").fill(tenants.password);
    await section.getByRole("button", { name: "Continuer" }).click();
    await expect(
      section.getByRole("img", { name: "Code QR à numériser avec votre application d'authentification" }),
    ).toBeVisible();
    // What a person would type into the app by hand: the key shown under the QR code.
    secret = ((await section.locator("code").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessible(page);
    await shot(page, "two-factor-setup");

    await section.getByLabel("Code à 6 chiffres").fill("000000");
    await section.getByRole("button", { name: "Activer", exact: true }).click();
    await expect(section.getByRole("alert").filter({ hasText: "Ce code n'est pas valide" })).toBeVisible();
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("400")]);
    await section.getByLabel("Code à 6 chiffres").fill(totp(secret));
    await section.getByRole("button", { name: "Activer", exact: true }).click();

    const listed = section.getByRole("list", { name: "Vos codes de récupération" }).getByRole("listitem");
    await expect(listed).toHaveCount(10);
    const codes = await listed.allTextContents();
    await expectAccessible(page);
    await shot(page, "two-factor-recovery-codes");
    await section.getByRole("button", { name: "J'ai conservé mes codes" }).click();
    await expect(section.getByText("Activée", { exact: true })).toBeVisible();
    await expect(section.getByRole("button", { name: "Générer de nouveaux codes" })).toBeVisible();
    await shot(page, "two-factor-on");

    await page.getByRole("button", { name: "Menu du compte" }).click();
    await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await signInWithForm(page, email, tenants.password);
    await expect(page).toHaveURL(/\/auth\/two-factor/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vérification en deux étapes");
    await expectAccessible(page);
    await shot(page, "two-factor-sign-in");
    await page.getByLabel("Code de vérification").fill(totp(secret));
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Elsewhere, with a recovery code instead of the phone.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(`${app.url}/auth/sign-in`);
    await signInWithForm(other, email, tenants.password);
    await other.getByRole("button", { name: "Utiliser plutôt un code de récupération" }).click();
    await other.getByLabel("Code de récupération").fill(codes[0] ?? "");
    await other.getByRole("button", { name: "Vérifier" }).click();
    await expect(other).toHaveURL(/\/dashboard$/);
    await elsewhere.close();
  });

  test("a sign-in link does not skip the second factor", async ({ browser, tenants }) => {
    const email = tenants.a.manager.email;
    const context = await browser.newContext({ locale: "fr-CA" });
    const page = await context.newPage();
    await page.goto(`${app.url}/auth/link`);
    await page.getByLabel("Adresse courriel").fill(email);
    await page.getByRole("button", { name: "M'envoyer un lien" }).click();
    await expect(page.getByRole("status")).toContainText("Si un compte correspond à cette adresse");
    await page.goto(await linkFromOutbox(page, app.url, email, "Votre lien de connexion à MadameAI"));
    await page.getByRole("button", { name: "Me connecter" }).click();
    await expect(page).toHaveURL(/\/auth\/two-factor/);
    await page.goto(`${app.url}/dashboard`);
    await expect(page).toHaveURL(/\/auth\/sign-in/);
    await page.goBack();
    await page.getByLabel("Code de vérification").fill(totp(secret));
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await context.close();
  });
});

test.describe("e-mail change", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer();
  });
  test.afterAll(() => app?.stop());

  test("change the address with the link sent to the new one; the link works once; the old address is told", async ({
    page,
    tenants,
    consoleErrors,
  }) => {
    const person = tenants.b.admin;
    const newEmail = "marc.gagnon@nouveau.test";
    await signInByApi(page.request, app.url, person.email, tenants.password);
    await page.goto(`${app.url}/settings/profile/email`);
    await expect(page.getByRole("definition")).toHaveText(person.email);
    await expectAccessible(page);

    const form = {
      email: page.getByLabel("Nouvelle adresse courriel"),
      password: page.getByLabel("Mot de passe actuel"),
      submit: page.getByRole("button", { name: "Envoyer le lien de confirmation" }),
    };
    await form.email.fill(tenants.a.admin.email);
    await form.password.fill(tenants.password);
    await form.submit.click();
    await expect(page.getByRole("alert").filter({ hasText: "ne peut pas être utilisée" })).toBeVisible();
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("409")]);

    await form.email.fill(newEmail);
    await form.password.fill(tenants.password);
    await form.submit.click();
    await expect(page.getByRole("status").filter({ hasText: `ouvrez le courriel envoyé à ${newEmail}` })).toBeVisible();
    await expect(page.getByText(`Changement en attente vers ${newEmail}`)).toBeVisible();
    await shot(page, "email-change");

    const link = await linkFromOutbox(page, app.url, newEmail, "Confirmez votre nouvelle adresse courriel");
    expect(link).toMatch(/\/settings\/profile\/email\/confirm\?token=/);
    // Opening the link changes nothing; the button does.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmer la nouvelle adresse");
    await expectAccessible(page);
    await shot(page, "email-change-confirm");
    await page.getByRole("button", { name: "Confirmer la nouvelle adresse" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `votre compte utilise maintenant l'adresse ${newEmail}` }),
    ).toBeVisible();

    await page.goto(link);
    await page.getByRole("button", { name: "Confirmer la nouvelle adresse" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Ce lien n'est plus valide" })).toBeVisible();
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("400")]);

    await linkFromOutbox(page, app.url, person.email, "L'adresse de connexion de votre compte MadameAI a changé");
    await page.goto(`${app.url}/settings/profile/email`);
    await expect(page.getByRole("definition")).toHaveText(newEmail);
  });
});

test.describe("account deletion", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer({ FLAG_ACCOUNT_DELETION: "true" });
  });
  test.afterAll(() => app?.stop());

  test("the only owner of an organization with members is asked to hand it over first", async ({
    page,
    tenants,
    consoleErrors,
  }) => {
    await signInByApi(page.request, app.url, tenants.a.admin.email, tenants.password);
    await page.goto(`${app.url}/settings/profile`);
    const section = page.getByRole("region", { name: "Supprimer mon compte" });
    await expect(
      section.getByText(`Vous êtes la seule personne propriétaire de : ${tenants.a.organization.name}`),
    ).toBeVisible();
    await section.getByLabel("Mot de passe actuel").fill(tenants.password);
    await section.getByLabel("Pour confirmer, tapez SUPPRIMER").fill("SUPPRIMER");
    await section.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
    await expect(section.getByRole("alert").filter({ hasText: "Confiez d'abord la propriété" })).toBeVisible();
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("409")]);
    await page.goto(`${app.url}/dashboard`);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a person deletes their account and is signed out for good", async ({ page, tenants }) => {
    const person = tenants.individual;
    await signInByApi(page.request, app.url, person.email, tenants.password);
    await page.goto(`${app.url}/settings/profile`);
    const section = page.getByRole("region", { name: "Supprimer mon compte" });
    const submit = section.getByRole("button", { name: "Supprimer définitivement mon compte" });
    await section.getByLabel("Mot de passe actuel").fill(tenants.password);
    await section.getByLabel("Pour confirmer, tapez SUPPRIMER").fill("supprime");
    await expect(submit).toBeDisabled();
    await expectAccessible(page);
    await section.getByLabel("Pour confirmer, tapez SUPPRIMER").fill("supprimer");
    await shot(page, "account-deletion");
    await submit.click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await page.goto(`${app.url}/settings/profile`);
    await expect(page).toHaveURL(/\/auth\/sign-in/);
    await expect(signInByApi(page.request, app.url, person.email, tenants.password)).rejects.toThrow(/401/);
  });
});

test.describe("e-mail verification", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer({ FLAG_ALLOW_SIGNUP: "true", FLAG_EMAIL_VERIFICATION: "true" });
  });
  test.afterAll(() => app?.stop());

  test("open sign-up sends a confirmation link; the sign-in form offers to send it again; the link signs in", async ({
    page,
    consoleErrors,
  }) => {
    const person = {
      name: "Mélanie Côté",
      email: "melanie@inscription.test",
      password: "un verger de pommiers en octobre",
    };
    await page.goto(`${app.url}/auth/sign-up`);
    await page.getByLabel("Votre nom").fill(person.name);
    await page.getByLabel("Adresse courriel").fill(person.email);
    await page.getByLabel("Mot de passe").fill(person.password);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `nous avons envoyé un lien de confirmation à ${person.email}` }),
    ).toBeVisible();
    // No session yet: the e-mailed link opens it.
    expect((await (await page.request.get(`${app.url}/api/session`)).json()).user).toBeNull();

    await page.goto(`${app.url}/auth/sign-in`);
    await signInWithForm(page, person.email, person.password);
    await expect(page.getByRole("alert").filter({ hasText: "Confirmez d'abord votre adresse courriel" })).toBeVisible();
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("403")]);
    await page.getByRole("button", { name: "Renvoyer le courriel de confirmation" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "un nouveau lien vient de lui être envoyé" }),
    ).toBeVisible();
    await expectAccessible(page);
    await shot(page, "sign-in-unverified");

    const link = await linkFromOutbox(page, app.url, person.email, "Confirmez votre adresse courriel pour MadameAI");
    expect(link).toMatch(/\/auth\/verify-email\?token=/);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmer votre adresse courriel");
    await expectAccessible(page);
    await shot(page, "verify-email");
    await page.getByRole("button", { name: "Confirmer mon adresse" }).click();
    await expect(page).not.toHaveURL(/\/auth\//);
  });
});
