import { startSmtp, type TestSmtp } from "../src/lib/testing/smtp";
import { startAppServer, type AppServer } from "./support/app-server";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * The contact form on an app whose e-mail goes to a real SMTP server started by the test: the
 * message is refused field by field when incomplete, then sent, received by the team and
 * acknowledged to the sender in the language of the page.
 */

test.describe("contact form", () => {
  test.describe.configure({ mode: "serial" });
  let smtp: TestSmtp;
  let app: AppServer;
  test.beforeAll(async () => {
    smtp = await startSmtp();
    app = await startAppServer({ SMTP_URL: smtp.url, CONTACT_EMAIL: "equipe@madameai.test" });
  });
  test.afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });

  test("fr: the errors, then a message that reaches the team and is acknowledged", async ({ page }) => {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "fr", url: app.url }]);
    await page.goto(`${app.url}/contact?topic=sales`);
    await expect(page.getByRole("heading", { level: 1, name: "Nous joindre" })).toBeVisible();
    await expect(page.getByLabel("Sujet")).toHaveValue("sales");
    await expectAccessible(page);

    await page.getByLabel("Adresse courriel").fill("pas-une-adresse");
    await page.getByLabel("Message").fill("Court");
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByText("Ce champ est requis.")).toBeVisible();
    await expect(page.getByText("Entrez une adresse courriel valide, par exemple nom@entreprise.ca.")).toBeVisible();
    await expect(page.getByText("Écrivez au moins 10 caractères.")).toBeVisible();
    await expect(page.getByLabel("Adresse courriel")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/contact-errors-fr.png", fullPage: true });
    expect(smtp.received).toHaveLength(0);

    await page.getByLabel("Nom", { exact: true }).fill("Julie Tremblay");
    await page.getByLabel("Adresse courriel").fill("julie@fromagerie.test");
    await page.getByLabel("Entreprise (facultatif)").fill("Fromagerie Tremblay");
    await page.getByLabel("Nombre d'employés (facultatif)").selectOption("25-49");
    await page.getByLabel("Message").fill("Bonjour, nous aimerions une démonstration pour notre équipe de production.");
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByRole("status")).toHaveText(/Merci! Votre message est envoyé./);
    await expect(page.getByLabel("Message")).toHaveValue("");

    await expect
      .poll(() => smtp.received.map((mail) => mail.rcptTo[0]).sort())
      .toEqual(["equipe@madameai.test", "julie@fromagerie.test"]);
    await page.screenshot({ path: "test-results/screenshots/contact-sent-fr.png", fullPage: true });
  });

  test("en and es: the form speaks the visitor's language and passes the accessibility scan, phone and dark", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [locale, title, submit] of [
      ["en", "Contact us", "Send"],
      ["es", "Contacto", "Enviar"],
    ] as const) {
      await page.context().addCookies([
        { name: "NEXT_LOCALE", value: locale, url: app.url },
        { name: "theme", value: "dark", url: app.url },
      ]);
      await page.goto(`${app.url}/contact`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("button", { name: submit })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screenshots/contact-${locale}-dark-phone.png`, fullPage: true });
    }
  });

  test("the API refuses a bad body with field codes and stores nothing", async ({ request }) => {
    const html = await (await request.get(`${app.url}/contact`)).text();
    const token = html.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1] ?? "";
    const response = await request.post(`${app.url}/api/contact`, {
      data: { name: "", email: "x", topic: "sales", message: "Bonjour à vous tous", locale: "fr" },
      headers: { origin: app.url, "x-csrf-token": token },
    });
    expect(response.status()).toBe(422);
    const body = await response.json();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields.map((field: { path: string }) => field.path).sort()).toEqual(["email", "name"]);
  });
});
