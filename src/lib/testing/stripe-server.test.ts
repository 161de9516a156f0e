import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startStripeServer, type TestStripeServer } from "./stripe-server";

const SECRET = "whsec_test_secret";
const YEAR = 365 * 24 * 60 * 60;

/** The app's side of the webhooks: keeps each raw body and signature, answers `status`. */
function startReceiver() {
  const received: { body: string; signature: string }[] = [];
  const state = { status: 200 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        body: Buffer.concat(chunks).toString("utf8"),
        signature: String(request.headers["stripe-signature"]),
      });
      response.writeHead(state.status).end();
    });
  });
  return new Promise<{ url: string; received: typeof received; state: typeof state; server: Server }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`, received, state, server }),
    ),
  );
}

let stripeServer: TestStripeServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let stripe: Stripe;

beforeAll(async () => {
  receiver = await startReceiver();
  stripeServer = await startStripeServer({ webhookUrl: receiver.url, webhookSecret: SECRET });
  stripe = new Stripe("sk_test_123", {
    host: stripeServer.host,
    port: stripeServer.port,
    protocol: stripeServer.protocol,
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await stripeServer.close();
  await new Promise((resolve) => receiver.server.close(resolve));
});
beforeEach(() => {
  stripeServer.reset();
  receiver.received.length = 0;
  receiver.state.status = 200;
});

/** The events as the app sees them: each one must pass the SDK's signature check. */
const verified = () =>
  receiver.received.map(({ body, signature }) => stripe.webhooks.constructEvent(body, signature, SECRET));

async function openCheckout(uiMode: "hosted_page" | "embedded_page" = "hosted_page") {
  const customer = await stripe.customers.create({
    email: "ada@example.com",
    name: "Ada",
    metadata: { organizationId: "o1" },
  });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    client_reference_id: "o1",
    line_items: [{ price: "price_team_yearly", quantity: 3 }],
    ui_mode: uiMode,
    ...(uiMode === "hosted_page"
      ? {
          success_url: "http://app.test/billing?session={CHECKOUT_SESSION_ID}",
          cancel_url: "http://app.test/billing?canceled=1",
        }
      : {}),
    ...(uiMode === "embedded_page"
      ? { return_url: "http://app.test/billing/return?session={CHECKOUT_SESSION_ID}" }
      : {}),
    metadata: { userId: "u1" },
    subscription_data: { metadata: { organizationId: "o1" } },
    automatic_tax: { enabled: true },
    locale: "fr",
  });
  return { customer, session };
}

const page = (path: string, method = "GET") => fetch(stripeServer.apiBase + path, { method, redirect: "manual" });

describe("the Stripe test server, driven by the official SDK", () => {
  it("creates and retrieves customers, and records the parsed form bodies", async () => {
    const customer = await stripe.customers.create({
      email: "ada@example.com",
      name: "Ada",
      metadata: { userId: "u1" },
    });
    expect(customer).toMatchObject({
      object: "customer",
      email: "ada@example.com",
      name: "Ada",
      metadata: { userId: "u1" },
      livemode: false,
    });
    expect(customer.id).toMatch(/^cus_[0-9a-f]+$/);
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    expect(stripeServer.requests[0]).toEqual({
      method: "POST",
      path: "/v1/customers",
      body: { email: "ada@example.com", name: "Ada", metadata: { userId: "u1" } },
    });
  });

  it("opens a hosted checkout session with its amount, and shows it on an accessible page", async () => {
    const { customer, session } = await openCheckout();
    expect(session).toMatchObject({
      object: "checkout.session",
      url: `${stripeServer.apiBase}/checkout/${session.id}`,
      client_secret: null,
      customer: customer.id,
      client_reference_id: "o1",
      metadata: { userId: "u1" },
      status: "open",
      payment_status: "unpaid",
      subscription: null,
      ui_mode: "hosted_page",
      locale: "fr",
      automatic_tax: { enabled: true, status: null },
      amount_total: 90_000,
      currency: "cad",
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.expires_at).toBeGreaterThan(session.created);
    expect(stripeServer.requests.at(-1)?.body).toMatchObject({
      line_items: [{ price: "price_team_yearly", quantity: "3" }],
      subscription_data: { metadata: { organizationId: "o1" } },
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");

    const html = await (await page(`/checkout/${session.id}`)).text();
    for (const part of [
      '<html lang="fr">',
      "<main>",
      "<h1>Test checkout</h1>",
      "900.00 CAD / an",
      "Quantité : 3",
      ">Payer</button>",
      ">Annuler</button>",
    ])
      expect(html).toContain(part);
    expect((await page("/checkout/cs_test_nope")).status).toBe(404);
  });

  it("pays on the page: subscription, paid invoice, three signed webhooks in Stripe's order, then back to the app", async () => {
    const { customer, session } = await openCheckout();
    const paid = await page(`/checkout/${session.id}/pay`, "POST");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://app.test/billing?session=${session.id}`);

    const events = verified();
    expect(events.map((event) => event.type)).toEqual([
      "customer.subscription.created",
      "invoice.paid",
      "checkout.session.completed",
    ]);
    expect(
      events.every(
        (event) => event.api_version === "2026-10-28.endive" && event.livemode === false && event.id.startsWith("evt_"),
      ),
    ).toBe(true);
    expect(stripeServer.events.map(({ delivered, status }) => ({ delivered, status }))).toEqual(
      new Array(3).fill({ delivered: true, status: 200 }),
    );

    const expanded = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
    expect(expanded).toMatchObject({ status: "complete", payment_status: "paid" });
    const subscription = expanded.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({
      object: "subscription",
      customer: customer.id,
      status: "active",
      cancel_at_period_end: false,
      metadata: { organizationId: "o1" },
      currency: "cad",
    });
    const [item] = subscription.items.data;
    expect(item).toMatchObject({
      quantity: 3,
      price: { id: "price_team_yearly", unit_amount: 30_000, recurring: { interval: "year", interval_count: 1 } },
    });
    expect(item!.current_period_end - item!.current_period_start).toBe(YEAR);

    const invoice = await stripe.invoices.retrieve(String(subscription.latest_invoice));
    expect(invoice).toMatchObject({
      object: "invoice",
      status: "paid",
      amount_due: 90_000,
      amount_paid: 90_000,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
    });
    expect((await stripe.subscriptions.retrieve(subscription.id)).id).toBe(subscription.id);
    const nested = await fetch(
      `${stripeServer.apiBase}/v1/checkout/sessions/${session.id}?expand[]=subscription.latest_invoice`,
      { headers: { authorization: "Bearer sk_test_123" } },
    );
    expect(await nested.json()).toMatchObject({
      subscription: { id: subscription.id, latest_invoice: { id: invoice.id, status: "paid" } },
    });
    expect((await page(`/checkout/${session.id}`)).status).toBe(404);
    expect((await page(`/checkout/${session.id}/pay`, "POST")).status).toBe(404);
  });

  it("sends embedded sessions back to return_url, and the cancel button to cancel_url", async () => {
    const { session } = await openCheckout("embedded_page");
    expect(session).toMatchObject({ url: null, ui_mode: "embedded_page" });
    expect(session.client_secret).toMatch(new RegExp(`^${session.id}_secret_[0-9a-f]+$`));
    expect((await page(`/checkout/${session.id}/pay`, "POST")).headers.get("location")).toBe(
      `http://app.test/billing/return?session=${session.id}`,
    );

    const hosted = (await openCheckout()).session;
    const canceled = await page(`/checkout/${hosted.id}/cancel`, "POST");
    expect([canceled.status, canceled.headers.get("location")]).toEqual([303, "http://app.test/billing?canceled=1"]);
    expect((await stripe.checkout.sessions.retrieve(hosted.id)).status).toBe("open");
  });

  it("cancels at period end from the portal page and through the API, and cancels now through the API", async () => {
    const { customer, session } = await openCheckout();
    const { subscriptionId } = await stripeServer.completeCheckout(session.id);
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "http://app.test/billing",
    });
    expect(portal).toMatchObject({
      object: "billing_portal.session",
      url: `${stripeServer.apiBase}/portal/${portal.id}`,
      customer: customer.id,
    });

    const html = await (await page(`/portal/${portal.id}`)).text();
    for (const part of [
      "<h1>Test billing portal</h1>",
      subscriptionId,
      "active",
      ">Annuler l'abonnement</button>",
      'href="http://app.test/billing">Retour</a>',
    ])
      expect(html).toContain(part);
    const back = await page(`/portal/${portal.id}/cancel/${subscriptionId}`, "POST");
    expect([back.status, back.headers.get("location")]).toEqual([303, `/portal/${portal.id}`]);
    const after = await stripe.subscriptions.retrieve(subscriptionId);
    expect(after.cancel_at_period_end).toBe(true);
    expect(after.cancel_at).toBe(after.items.data[0]!.current_period_end);
    expect(verified().at(-1)).toMatchObject({
      type: "customer.subscription.updated",
      data: { object: { id: subscriptionId, cancel_at_period_end: true } },
    });

    const resumed = await stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: false,
      metadata: { note: "kept" },
    });
    expect(resumed).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: { organizationId: "o1", note: "kept" },
    });
    const ended = await stripe.subscriptions.cancel(subscriptionId);
    expect(ended.status).toBe("canceled");
    expect(ended.ended_at).not.toBeNull();
    await stripeServer.idle();
    expect(
      verified()
        .slice(-2)
        .map((event) => event.type),
    ).toEqual(["customer.subscription.updated", "customer.subscription.deleted"]);
  });

  it("changes subscriptions and fails invoices from the test, keeping each event's object as it was", async () => {
    const { session } = await openCheckout();
    const { subscriptionId } = await stripeServer.completeCheckout(session.id);
    const invoiceId = await stripeServer.failInvoice(subscriptionId);
    expect(await stripe.invoices.retrieve(invoiceId)).toMatchObject({
      status: "open",
      amount_paid: 0,
      amount_due: 90_000,
    });
    expect(await stripe.subscriptions.retrieve(subscriptionId)).toMatchObject({
      status: "past_due",
      latest_invoice: invoiceId,
    });
    await stripeServer.updateSubscription(subscriptionId, { quantity: 5, current_period_end: 2_000_000_000 });
    await stripeServer.updateSubscription(subscriptionId, { status: "canceled" });
    expect(
      verified()
        .slice(3)
        .map((event) => event.type),
    ).toEqual([
      "invoice.payment_failed",
      "customer.subscription.updated",
      "customer.subscription.updated",
      "customer.subscription.deleted",
    ]);

    const created = stripeServer.events[0]!;
    expect(created.event.data.object).toMatchObject({ status: "active" });
    receiver.received.length = 0;
    expect(await stripeServer.deliver(created.event.id)).toBe(200);
    expect(verified()).toMatchObject([
      { id: created.event.id, type: "customer.subscription.created", data: { object: { status: "active" } } },
    ]);
  });

  it("holds events when told to, records the app's answer, and survives an app that is down", async () => {
    stripeServer.setAutoDeliver(false);
    const { session } = await openCheckout();
    await stripeServer.completeCheckout(session.id);
    expect(receiver.received).toHaveLength(0);
    expect(stripeServer.events.every((entry) => !entry.delivered && entry.status === null)).toBe(true);
    receiver.state.status = 400;
    const last = stripeServer.events.at(-1)!;
    expect(await stripeServer.deliver(last.event.id)).toBe(400);
    expect(last).toMatchObject({ delivered: false, status: 400 });

    stripeServer.setAutoDeliver(true);
    stripeServer.setWebhook("http://127.0.0.1:9/webhook");
    const second = await openCheckout();
    expect((await page(`/checkout/${second.session.id}/pay`, "POST")).status).toBe(303);
    expect(stripeServer.events.slice(-3).map(({ delivered, status }) => ({ delivered, status }))).toEqual(
      new Array(3).fill({ delivered: false, status: null }),
    );
    await expect(stripeServer.deliver(last.event.id)).rejects.toThrow(/did not answer/);
  });

  it("answers errors in Stripe's shapes, which the SDK turns into its own error classes", async () => {
    const unknown = stripe.customers.retrieve("cus_x");
    await expect(unknown).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(unknown).rejects.toMatchObject({
      code: "resource_missing",
      statusCode: 404,
      param: "id",
      message: "No such customer: 'cus_x'",
    });
    await expect(stripe.subscriptions.retrieve("sub_x")).rejects.toMatchObject({ code: "resource_missing" });
    await expect(stripe.billingPortal.sessions.create({ customer: "cus_x" })).rejects.toMatchObject({
      code: "resource_missing",
      statusCode: 400,
      param: "customer",
    });

    const { customer } = await openCheckout();
    const bad = (params: Partial<Stripe.Checkout.SessionCreateParams>) =>
      stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: "price_x", quantity: 1 }],
        ...params,
      });
    await expect(bad({ mode: "payment" })).rejects.toMatchObject({
      statusCode: 400,
      type: "StripeInvalidRequestError",
      param: "mode",
    });
    await expect(bad({ customer: "cus_x" })).rejects.toMatchObject({
      statusCode: 400,
      code: "resource_missing",
      param: "customer",
    });
    await expect(bad({ line_items: [{ price: "plan_x", quantity: 1 }] })).rejects.toMatchObject({
      statusCode: 400,
      param: "line_items[0][price]",
    });
    await expect(bad({ line_items: [] })).rejects.toMatchObject({ statusCode: 400, param: "line_items" });
    await expect(bad({ line_items: [{ price: "price_x", quantity: 0 }] })).rejects.toMatchObject({
      statusCode: 400,
      param: "line_items[0][quantity]",
    });

    const wrongKey = new Stripe("sk_live_123", {
      host: stripeServer.host,
      port: stripeServer.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    await expect(wrongKey.customers.retrieve(customer.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    const anonymous = await fetch(`${stripeServer.apiBase}/v1/customers/${customer.id}`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { type: "invalid_request_error", message: "Invalid API Key provided" },
    });
    const route = await fetch(`${stripeServer.apiBase}/v1/charges`, {
      headers: { authorization: "Bearer sk_test_123" },
    });
    expect(route.status).toBe(404);
    expect(route.headers.get("request-id")).toMatch(/^req_/);
  });

  it("fails the next requests on demand, and replays a POST sent again with the same idempotency key", async () => {
    stripeServer.failNext(1);
    await expect(stripe.customers.create({ email: "a@example.com" })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAPIError,
    );
    const retrying = new Stripe("sk_test_123", {
      host: stripeServer.host,
      port: stripeServer.port,
      protocol: "http",
      maxNetworkRetries: 1,
    });
    stripeServer.failNext(1, 503);
    const customer = await retrying.customers.create({ email: "b@example.com" });
    expect(stripeServer.requests.slice(-2).map((request) => request.path)).toEqual(["/v1/customers", "/v1/customers"]);

    const post = () =>
      fetch(`${stripeServer.apiBase}/v1/customers`, {
        method: "POST",
        headers: {
          authorization: "Bearer sk_test_123",
          "idempotency-key": "key-1",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "email=c%40example.com&metadata[a]=1",
      });
    const first = (await (await post()).json()) as { id: string };
    const again = await post();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as { id: string }).id).toBe(first.id);
    expect(first.id).not.toBe(customer.id);
  });
});
