import { startStripeServer, type TestStripeServer } from "../src/lib/testing/stripe-server";
import { stripeTestEnv } from "../src/features/billing/testing/stripe-env";
import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * Billing on: the app on its own server with Stripe keys, pointed at the local Stripe-compatible
 * server, which serves Checkout's page in the popup and delivers signed webhooks to the app.
 */

test.describe("Billing with Stripe", () => {
  test.describe.configure({ mode: "serial" });
  let stripe: TestStripeServer;
  let app: AppServer;
  test.beforeAll(async () => {
    // Each needs the other's address: the Stripe server starts once the app's port is chosen.
    app = await startAppServer(async (url) => {
      stripe = await startStripeServer({
        webhookSecret: stripeTestEnv.STRIPE_WEBHOOK_SECRET,
        webhookUrl: `${url}/api/stripe/webhook`,
      });
      return { ...stripeTestEnv, STRIPE_API_URL: stripe.apiBase };
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await stripe?.close();
  });

  test("an individual without a plan is sent to Subscription, pays in the Checkout popup, and learns again (fr)", async ({
    page,
    tenants,
  }) => {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "fr", url: app.url }]);
    await signInByApi(page.request, app.url, tenants.individual.email, tenants.password);
    await page.goto(`${app.url}/dashboard`);
    await expect(page).toHaveURL(/\/settings\/subscription\?access=no_subscription$/);
    await expect(page.getByRole("heading", { name: "Votre accès à l'application est suspendu" })).toBeVisible();
    await expect(page.getByText("750 $", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/subscription-none-fr.png", fullPage: true });

    // Closed without paying: the page says so and nothing changes.
    const abandoned = page.waitForEvent("popup");
    await page.getByRole("button", { name: "S'abonner" }).click();
    const checkout = await abandoned;
    await expect(checkout).toHaveURL(new RegExp(`^${stripe.apiBase}/checkout/cs_test_`));
    await checkout.close();
    await expect(
      page.getByText("La fenêtre de paiement est fermée. Si vous n'avez pas payé, rien n'a été facturé."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Votre accès à l'application est suspendu" })).toBeVisible();

    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "S'abonner" }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(popup).toHaveURL(new RegExp(`^${stripe.apiBase}/checkout/cs_test_`));
    await expect(page.getByText("Le paiement se fait dans une petite fenêtre de Stripe.")).toBeVisible();
    const closed = popup.waitForEvent("close");
    await popup.getByRole("button", { name: "Payer" }).click();
    await closed;

    await expect(page.getByText("Paiement confirmé. Merci!")).toBeVisible();
    const individual = page.getByRole("heading", { name: "Votre abonnement individuel" }).locator("..");
    await expect(individual.getByText("Actif", { exact: true })).toBeVisible();
    await expect(individual.getByText(/^Se renouvelle le \d{1,2}(er)? \S+ \d{4}\.$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Votre accès à l'application est suspendu" })).toHaveCount(0);
    // The webhooks arrived signed and were processed once each.
    await expect.poll(() => stripe.events.filter((entry) => entry.status === 200).length).toBeGreaterThanOrEqual(3);
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/subscription-active-fr.png", fullPage: true });

    await page.goto(`${app.url}/dashboard`);
    await expect(page).not.toHaveURL(/subscription/);

    // The same page in English (this person saved no language: the cookie decides).
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: app.url }]);
    await page.goto(`${app.url}/settings/subscription`);
    const own = page.getByRole("heading", { name: "Your individual subscription" }).locator("..");
    await expect(own.getByText("Active", { exact: true })).toBeVisible();
    await expect(own.getByText(/^Renews on \w+ \d{1,2}, \d{4}\.$/)).toBeVisible();
    await expect(page.getByText("$750", { exact: true })).toBeVisible();
    await expect(own.getByRole("button", { name: "Invoices and card" })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/subscription-active-en.png", fullPage: true });
  });

  test("a company admin sees seats used and bought, buys seats in the popup, and opens the portal (fr, dark, phone)", async ({
    page,
    tenants,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([{ name: "theme", value: "dark", url: app.url }]);
    await signInByApi(page.request, app.url, tenants.b.admin.email, tenants.password);
    await page.goto(`${app.url}/settings/subscription`);
    const company = page
      .getByRole("heading", { name: `Forfait entreprise — ${tenants.b.organization.name}` })
      .locator("..");
    await expect(company.getByText("2 places occupées, aucune achetée")).toBeVisible();
    await expect(company.getByText("Il y a plus de personnes que de places achetées")).toBeVisible();
    await expectAccessible(page);

    await company.getByLabel("Nombre de places").fill("5");
    const popupOpened = page.waitForEvent("popup");
    await company.getByRole("button", { name: "Acheter 5 places" }).click();
    const popup = await popupOpened;
    const closed = popup.waitForEvent("close");
    await popup.getByRole("button", { name: "Payer" }).click();
    await closed;
    await expect(page.getByText("Paiement confirmé. Merci!")).toBeVisible();
    await expect(company.getByText("2 places occupées sur 5")).toBeVisible();
    await expect(company.getByText("Actif", { exact: true })).toBeVisible();
    // Covered by the company: not told they lack a plan of their own, nor offered one.
    await expect(page.getByRole("heading", { name: "Votre abonnement individuel" })).toHaveCount(0);
    await expect(
      page.getByText(`Vous n'en avez pas besoin : ${tenants.b.organization.name} vous fournit l'accès.`),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "S'abonner" })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/subscription-company-fr-dark-phone.png", fullPage: true });

    await company.getByRole("button", { name: "Factures, carte et places" }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripe.apiBase}/portal/bps_`));
    await page.getByRole("link", { name: "Retour" }).click();
    await expect(page).toHaveURL(`${app.url}/settings/subscription`);
  });

  test("the portal opens only for the organization's owners and admins; the webhook refuses a bad signature", async ({
    playwright,
    tenants,
  }) => {
    const call = async (email: string | null, path: string, data: unknown) => {
      const request = await playwright.request.newContext();
      if (email) await signInByApi(request, app.url, email, tenants.password);
      const html = await (await request.get(`${app.url}/auth/sign-in`)).text();
      const token = html.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1] ?? "";
      const response = await request.post(`${app.url}${path}`, {
        data,
        headers: { origin: app.url, "x-csrf-token": token },
      });
      const result = { status: response.status(), body: await response.json() };
      await request.dispose();
      return result;
    };
    expect((await call(null, "/api/stripe/portal", { payer: "organization" })).status).toBe(401);
    expect(await call(tenants.b.learner.email, "/api/stripe/portal", { payer: "organization" })).toMatchObject({
      status: 403,
      body: { error: { code: "forbidden" } },
    });
    expect(
      await call(tenants.b.learner.email, "/api/stripe/checkout", { plan: "company-seats", seats: 3 }),
    ).toMatchObject({ status: 403 });
    expect(await call(tenants.b.admin.email, "/api/stripe/portal", { payer: "organization" })).toMatchObject({
      status: 200,
      body: { url: expect.stringContaining("/portal/bps_") },
    });
    // Organization A's owner reaches only A's billing, which has no account yet.
    expect(await call(tenants.a.admin.email, "/api/stripe/portal", { payer: "organization" })).toMatchObject({
      status: 409,
      body: { error: { code: "billing_account_missing" } },
    });
    expect(
      await call(tenants.b.admin.email, "/api/stripe/checkout", { plan: "company-seats", seats: 0 }),
    ).toMatchObject({ status: 422, body: { error: { code: "validation_failed" } } });

    const forged = await fetch(`${app.url}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      body: "{}",
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: { code: "webhook_signature_invalid" } });
  });

  test("a learner of the organization that bought seats sees who provides hers, and learns (en, desktop)", async ({
    page,
    tenants,
  }) => {
    await signInByApi(page.request, app.url, tenants.b.learner.email, tenants.password);
    await page.goto(`${app.url}/settings/subscription`);
    const company = page.getByRole("heading", { name: `Company plan — ${tenants.b.organization.name}` }).locator("..");
    await expect(company.getByText("2 of 5 seats taken")).toBeVisible();
    await expect(
      company.getByText(
        `Your seat is provided by ${tenants.b.organization.name}. Its admins manage seats and billing.`,
      ),
    ).toBeVisible();
    await expect(company.getByRole("button")).toHaveCount(0);
    await expect(
      page.getByText(`You do not need one: ${tenants.b.organization.name} provides your access.`),
    ).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/subscription-learner-en.png", fullPage: true });
    await page.goto(`${app.url}/dashboard`);
    await expect(page).toHaveURL(`${app.url}/dashboard`);
  });

  test("a learner without a seat cannot learn through the API either", async ({ page, tenants }) => {
    await signInByApi(page.request, app.url, tenants.a.learner.email, tenants.password);
    const html = await (await page.request.get(`${app.url}/settings/subscription`)).text();
    const token = html.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1] ?? "";
    const response = await page.request.post(`${app.url}/api/tutor/sessions`, {
      data: {},
      headers: { origin: app.url, "x-csrf-token": token },
    });
    expect(response.status()).toBe(402);
    expect(await response.json()).toMatchObject({ error: { code: "subscription_required" } });
  });
});
