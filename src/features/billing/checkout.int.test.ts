import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingCustomer, billingSubscription, seatGrant } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { invite } from "@/features/orgs";
import { stripeSettings } from "@/lib/stripe";
import { accessOf, seatUsageOf } from "./access";
import { openPortal, startCheckout, syncCheckoutSession } from "./checkout";
import type { Payer } from "./queries";
import { stripeBed } from "./testing/stripe-bed";

// The Stripe server first: its address goes into the environment before anything reads it.
const stripe = stripeBed();
const bed = testBed();
const { a, b, individual } = twoTenants;

const settings = () => stripeSettings()!;
const person = (userId: string): Payer => ({ kind: "user", userId });
const company = (organizationId: string): Payer => ({ kind: "organization", organizationId });
const customersMade = () =>
  stripe.server.requests.filter((r) => r.method === "POST" && r.path === "/v1/customers").length;
const sessionOf = (url: string) => url.split("/checkout/")[1]!;

function checkout(payer: Payer, options: { seats?: number; email?: string } = {}) {
  return startCheckout(bed.db, settings(), {
    payer,
    contact: { email: options.email ?? "someone@example.test", name: "Someone" },
    planId: payer.kind === "user" ? "individual-yearly" : "company-seats",
    seats: options.seats ?? 1,
    locale: "fr",
    display: "popup",
  });
}

describe("checkout", () => {
  it("makes one Stripe customer for a person at the first checkout and reuses it after", async () => {
    const before = customersMade();
    const first = await checkout(person(individual.id));
    const second = await checkout(person(individual.id));
    expect(customersMade() - before).toBe(1);
    const rows = await bed.db.select().from(billingCustomer).where(eq(billingCustomer.userId, individual.id));
    expect(rows).toHaveLength(1);
    const sessions = stripe.server.requests
      .filter((r) => r.path === "/v1/checkout/sessions" && r.method === "POST")
      .slice(-2);
    expect(sessions.map((s) => s.body.customer)).toEqual([rows[0]!.stripeCustomerId, rows[0]!.stripeCustomerId]);
    expect(first).toMatchObject({ display: "popup", url: expect.stringContaining("/checkout/cs_test_") });
    expect(sessionOf((second as { url: string }).url)).not.toBe(sessionOf((first as { url: string }).url));
  });

  it("asks Stripe for the yearly price, the person's metadata, French Checkout and the return page", async () => {
    await checkout(person(a.learner.id));
    const body = stripe.server.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      mode: "subscription",
      locale: "fr-CA",
      line_items: [{ price: "price_individual_yearly", quantity: "1" }],
      metadata: { userId: a.learner.id },
      subscription_data: { metadata: { userId: a.learner.id } },
      cancel_url: "http://localhost:3000/settings/subscription?checkout=canceled",
    });
    expect(body.success_url).toBe(
      "http://localhost:3000/settings/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}",
    );
  });

  it("makes one customer even when two checkouts start at once, and one per organization", async () => {
    await Promise.all([
      checkout(company(b.organization.id), { seats: 5 }),
      checkout(company(b.organization.id), { seats: 5 }),
    ]);
    const rows = await bed.db
      .select()
      .from(billingCustomer)
      .where(eq(billingCustomer.organizationId, b.organization.id));
    expect(rows).toHaveLength(1);
    const sessions = stripe.server.requests
      .filter((r) => r.path === "/v1/checkout/sessions" && r.method === "POST")
      .slice(-2);
    expect(new Set(sessions.map((s) => s.body.customer))).toEqual(new Set([rows[0]!.stripeCustomerId]));
    expect(sessions[0]!.body).toMatchObject({
      line_items: [{ price: "price_company_seat", quantity: "5" }],
      metadata: { organizationId: b.organization.id },
    });
  });

  it("stores nothing and says so clearly when Stripe is down", async () => {
    // The first try and the SDK's one retry (maxNetworkRetries: 1) both fail.
    stripe.server.failNext(2, 500);
    await expect(checkout(person(b.learner.id))).rejects.toMatchObject({ code: "stripe_unavailable", status: 503 });
    expect(await bed.db.select().from(billingCustomer).where(eq(billingCustomer.userId, b.learner.id))).toEqual([]);
  });

  it("after paying, the subscription is read back on return and a second checkout is refused", async () => {
    const started = (await checkout(person(individual.id))) as { url: string };
    await stripe.server.completeCheckout(sessionOf(started.url));
    // Only this person's session counts: someone else's id changes nothing.
    expect(
      await syncCheckoutSession(bed.db, settings(), {
        sessionId: sessionOf(started.url),
        payers: [person(b.learner.id)],
      }),
    ).toBe("unknown");
    expect(
      await bed.db.select().from(billingSubscription).where(eq(billingSubscription.userId, individual.id)),
    ).toEqual([]);

    expect(
      await syncCheckoutSession(bed.db, settings(), {
        sessionId: sessionOf(started.url),
        payers: [person(individual.id)],
      }),
    ).toBe("complete");
    const [row] = await bed.db.select().from(billingSubscription).where(eq(billingSubscription.userId, individual.id));
    expect(row).toMatchObject({
      status: "active",
      quantity: 1,
      priceId: "price_individual_yearly",
      organizationId: null,
    });
    expect(await accessOf(bed.db, { userId: individual.id })).toMatchObject({ allowed: true, via: "individual" });
    await expect(checkout(person(individual.id))).rejects.toMatchObject({ code: "already_subscribed" });
  });
});

describe("embedded checkout (behind its flag)", () => {
  it("gets the session's client secret with Stripe's embedded mode and the return address", async () => {
    const request = {
      payer: person(b.admin.id),
      contact: { email: "marc@transports-gagnon.test", name: "Marc" },
      planId: "individual-yearly" as const,
      seats: 1,
      locale: "es" as const,
      display: "embedded" as const,
    };
    await expect(startCheckout(bed.db, settings(), request)).rejects.toMatchObject({ code: "billing_not_configured" });
    const started = await startCheckout(bed.db, { ...settings(), publishableKey: "pk_test_madameai" }, request);
    expect(started).toMatchObject({
      display: "embedded",
      clientSecret: expect.stringContaining("_secret_"),
      publishableKey: "pk_test_madameai",
    });
    const body = stripe.server.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!.body;
    expect(body).toMatchObject({
      ui_mode: "embedded_page",
      locale: "es",
      return_url: "http://localhost:3000/settings/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}",
    });
    expect(body.success_url).toBeUndefined();
  });
});

describe("billing portal", () => {
  it("needs a billing account first", async () => {
    await expect(
      openPortal(bed.db, settings(), { payer: person(twoTenants.newcomer.id), locale: "en" }),
    ).rejects.toMatchObject({ code: "billing_account_missing" });
  });

  it("opens for the payer's own customer only", async () => {
    const { url } = await openPortal(bed.db, settings(), { payer: company(b.organization.id), locale: "fr" });
    expect(url).toContain("/portal/bps_");
    const [own] = await bed.db
      .select()
      .from(billingCustomer)
      .where(eq(billingCustomer.organizationId, b.organization.id));
    const request = stripe.server.requests.filter((r) => r.path === "/v1/billing_portal/sessions").at(-1)!;
    expect(request.body).toMatchObject({
      customer: own!.stripeCustomerId,
      return_url: "http://localhost:3000/settings/subscription",
      locale: "fr-CA",
    });
  });
});

describe("seats", () => {
  it("an organization's seats are what it bought; inviting past them is refused and sends nothing", async () => {
    // Org A has three members; it buys three seats, so there is no room for a fourth person.
    const started = (await checkout(company(a.organization.id), { seats: 3 })) as { url: string };
    await stripe.server.completeCheckout(sessionOf(started.url));
    await syncCheckoutSession(bed.db, settings(), {
      sessionId: sessionOf(started.url),
      payers: [company(a.organization.id)],
    });
    expect(await seatUsageOf(bed.db, { organizationId: a.organization.id })).toEqual({
      used: 3,
      limit: 3,
      available: 0,
    });
    const actor = {
      userId: a.admin.id,
      name: a.admin.name,
      membership: { organizationId: a.organization.id, organizationName: a.organization.name, role: "owner" as const },
    };
    await expect(
      invite(bed.db, actor, { email: "new.hire@fromagerie-tremblay.test", role: "member", locale: "fr" }),
    ).rejects.toMatchObject({ code: "seats_exhausted", status: 409 });
    expect(await seatUsageOf(bed.db, { organizationId: a.organization.id })).toMatchObject({ used: 3 });
    // Its learner has access through the seat; the other organization's learner does not.
    expect(await accessOf(bed.db, { userId: a.learner.id })).toMatchObject({
      allowed: true,
      via: "organization",
      organizationId: a.organization.id,
    });
    expect(await accessOf(bed.db, { userId: b.learner.id })).toEqual({ allowed: false, reason: "no_subscription" });
    // Organization B bought nothing: no seat to invite into.
    expect(await seatUsageOf(bed.db, { organizationId: b.organization.id })).toEqual({
      used: 2,
      limit: 0,
      available: 0,
    });
  });

  it("two admins inviting at once cannot both take the last seat", async () => {
    // Organization C has one member and two granted seats: one seat is left.
    const { c } = twoTenants;
    await bed.db.insert(seatGrant).values({ organizationId: c.organization.id, seats: 2, note: "test" });
    const actor = {
      userId: a.manager.id,
      name: a.manager.name,
      membership: { organizationId: c.organization.id, organizationName: c.organization.name, role: "owner" as const },
    };
    const results = await Promise.allSettled(
      ["one@cooperative-boreale.test", "two@cooperative-boreale.test"].map((email) =>
        invite(bed.db, actor, { email, role: "member", locale: "fr" }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(results.find((result) => result.status === "rejected")).toMatchObject({
      reason: { code: "seats_exhausted" },
    });
    expect(await seatUsageOf(bed.db, { organizationId: c.organization.id })).toEqual({
      used: 2,
      limit: 2,
      available: 0,
    });
  });
});
