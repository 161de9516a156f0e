import Stripe from "stripe";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingSubscription, stripeEvent } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { stripeSettings } from "@/lib/stripe";
import { accessOf } from "./access";
import { startCheckout } from "./checkout";
import type { Payer } from "./queries";
import { stripeBed, stripeTestEnv } from "./testing/stripe-bed";
import { handleStripeWebhook } from "./webhook";

const stripe = stripeBed();
const bed = testBed();
const { a, b, individual } = twoTenants;
const settings = () => stripeSettings()!;

type RecordedEvent = { id: string; type: string; data: { object: { id: string } } };

/** A delivery as Stripe makes it: the JSON body and its signature header, made by the SDK's own helper. */
function delivery(event: unknown, secret: string = stripeTestEnv.STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const deliver = (event: unknown, now?: Date) => {
  const { payload, signature } = delivery(event);
  return handleStripeWebhook(bed.db, settings(), payload, signature, now);
};

/** A paid checkout for the payer, its events created by the Stripe server but not delivered: the test delivers them. */
async function paidCheckout(payer: Payer, seats = 1) {
  const started = (await startCheckout(bed.db, settings(), {
    payer,
    contact: { email: "payer@example.test", name: "Payer" },
    planId: payer.kind === "user" ? "individual-yearly" : "company-seats",
    seats,
    locale: "en",
    display: "popup",
  })) as { url: string };
  const before = stripe.server.events.length;
  const { subscriptionId } = await stripe.server.completeCheckout(started.url.split("/checkout/")[1]!);
  const events = stripe.server.events.slice(before).map((entry) => entry.event as unknown as RecordedEvent);
  const ofType = (type: string) => events.find((event) => event.type === type)!;
  return { subscriptionId, events, ofType };
}

const stored = async (subscriptionId: string) =>
  (await bed.db.select().from(billingSubscription).where(eq(billingSubscription.id, subscriptionId)))[0];
const eventRows = async (id: string) => bed.db.select().from(stripeEvent).where(eq(stripeEvent.id, id));

describe("webhook signature", () => {
  it("refuses a missing, wrong or replayed-onto-another-body signature with 400 and records nothing", async () => {
    const event = {
      id: "evt_forged",
      object: "event",
      type: "customer.subscription.updated",
      data: { object: { id: "sub_x" } },
    };
    const { payload } = delivery(event);
    const wrongSecret = delivery(event, "whsec_someone_else");
    const otherBody = delivery({ ...event, id: "evt_other" });
    for (const signature of [null, "", "t=1,v1=deadbeef", wrongSecret.signature, otherBody.signature]) {
      await expect(handleStripeWebhook(bed.db, settings(), payload, signature)).rejects.toMatchObject({
        code: "webhook_signature_invalid",
        status: 400,
      });
    }
    expect(await eventRows("evt_forged")).toEqual([]);
  });
});

describe("webhook events", () => {
  it("the same event twice changes nothing the second time", async () => {
    const { subscriptionId, ofType } = await paidCheckout({ kind: "user", userId: individual.id });
    const created = ofType("customer.subscription.created");
    expect(await deliver(created)).toBe("processed");
    const first = await stored(subscriptionId);
    const fetches = stripe.server.requests.filter(
      (r) => r.method === "GET" && r.path.startsWith("/v1/subscriptions/"),
    ).length;

    expect(await deliver(created)).toBe("duplicate");
    expect(await stored(subscriptionId)).toEqual(first);
    expect(await eventRows(created.id)).toHaveLength(1);
    // A repeat does not even ask Stripe again.
    expect(
      stripe.server.requests.filter((r) => r.method === "GET" && r.path.startsWith("/v1/subscriptions/")).length,
    ).toBe(fetches);
  });

  it("subscription.updated before subscription.created ends in Stripe's current state", async () => {
    const { subscriptionId, ofType } = await paidCheckout({ kind: "user", userId: b.learner.id });
    const created = ofType("customer.subscription.created");
    const before = stripe.server.events.length;
    await stripe.server.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    const updated = stripe.server.events[before]!.event as unknown as RecordedEvent;
    expect(updated.type).toBe("customer.subscription.updated");

    expect(await deliver(updated)).toBe("processed");
    // The late "created" carries the old copy (not cancelling); the stored state must not go back to it.
    expect(await deliver(created)).toBe("processed");
    expect(await stored(subscriptionId)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      userId: b.learner.id,
    });
    expect(await accessOf(bed.db, { userId: b.learner.id })).toMatchObject({
      allowed: true,
      via: "individual",
      standing: { state: "ending" },
    });
  });

  it("invoice.paid before checkout.session.completed ends active, for the right organization", async () => {
    const { subscriptionId, ofType } = await paidCheckout(
      { kind: "organization", organizationId: b.organization.id },
      4,
    );
    expect(await deliver(ofType("invoice.paid"))).toBe("processed");
    expect(await stored(subscriptionId)).toMatchObject({
      status: "active",
      quantity: 4,
      organizationId: b.organization.id,
      userId: null,
    });
    expect(await deliver(ofType("checkout.session.completed"))).toBe("processed");
    expect(await stored(subscriptionId)).toMatchObject({
      status: "active",
      quantity: 4,
      organizationId: b.organization.id,
    });
    expect(await accessOf(bed.db, { userId: b.admin.id })).toMatchObject({
      allowed: true,
      via: "organization",
      organizationId: b.organization.id,
    });
    // Organization A's people gain nothing from B's subscription.
    expect(await accessOf(bed.db, { userId: a.learner.id })).toEqual({ allowed: false, reason: "no_subscription" });
  });

  it("a crash in the middle leaves nothing half-written, and Stripe's retry succeeds", async () => {
    const { subscriptionId, ofType } = await paidCheckout(
      { kind: "organization", organizationId: a.organization.id },
      10,
    );
    const created = ofType("customer.subscription.created");
    // The database fails the subscription write, after the event row was inserted in the same transaction.
    await bed.db.execute(
      sql`create function fail_billing_write() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await bed.db.execute(
      sql`create trigger fail_billing_write before insert or update on billing_subscription for each row execute function fail_billing_write()`,
    );
    await expect(deliver(created)).rejects.toThrow();
    expect(await eventRows(created.id)).toEqual([]);
    expect(await stored(subscriptionId)).toBeUndefined();

    await bed.db.execute(sql`drop trigger fail_billing_write on billing_subscription`);
    await bed.db.execute(sql`drop function fail_billing_write`);
    expect(await deliver(created)).toBe("processed");
    expect(await eventRows(created.id)).toHaveLength(1);
    expect(await stored(subscriptionId)).toMatchObject({
      status: "active",
      quantity: 10,
      organizationId: a.organization.id,
    });
  });

  it("a failed payment starts the grace period; access stops when it is over; paying again restores it", async () => {
    const [{ id: subscriptionId }] = (await bed.db
      .select({ id: billingSubscription.id })
      .from(billingSubscription)
      .where(eq(billingSubscription.organizationId, a.organization.id))) as [{ id: string }];
    const before = stripe.server.events.length;
    await stripe.server.failInvoice(subscriptionId);
    const failed = stripe.server.events
      .slice(before)
      .map((entry) => entry.event as unknown as RecordedEvent)
      .find((event) => event.type === "invoice.payment_failed")!;
    const failedAt = new Date();
    expect(await deliver(failed, failedAt)).toBe("processed");
    const row = await stored(subscriptionId);
    expect(row).toMatchObject({ status: "past_due" });
    expect(row!.pastDueSince!.getTime()).toBe(failedAt.getTime());

    const day = 24 * 60 * 60 * 1000;
    expect(await accessOf(bed.db, { userId: a.learner.id }, new Date(failedAt.getTime() + 13 * day))).toMatchObject({
      allowed: true,
      standing: { state: "grace" },
    });
    expect(await accessOf(bed.db, { userId: a.learner.id }, new Date(failedAt.getTime() + 15 * day))).toEqual({
      allowed: false,
      reason: "payment_overdue",
    });

    // A later event while still past due keeps the first date: the grace period does not restart.
    const again = stripe.server.events
      .slice(before)
      .map((entry) => entry.event as unknown as RecordedEvent)
      .find((event) => event.type === "customer.subscription.updated")!;
    expect(await deliver(again, new Date(failedAt.getTime() + 5 * day))).toBe("processed");
    expect((await stored(subscriptionId))!.pastDueSince!.getTime()).toBe(failedAt.getTime());

    await stripe.server.updateSubscription(subscriptionId, { status: "active" });
    const recovered = stripe.server.events.at(-1)!.event as unknown as RecordedEvent;
    expect(await deliver(recovered)).toBe("processed");
    expect(await stored(subscriptionId)).toMatchObject({ status: "active", pastDueSince: null });
  });

  it("a deleted subscription keeps access until the end of the period paid for", async () => {
    const { subscriptionId } = await paidCheckout({ kind: "user", userId: a.admin.id });
    const before = stripe.server.events.length;
    await stripe.server.updateSubscription(subscriptionId, { status: "canceled" });
    const deleted = stripe.server.events
      .slice(before)
      .map((entry) => entry.event as unknown as RecordedEvent)
      .find((event) => event.type === "customer.subscription.deleted")!;
    expect(await deliver(deleted)).toBe("processed");
    const row = await stored(subscriptionId);
    expect(row).toMatchObject({ status: "canceled", userId: a.admin.id });
    const periodEnd = row!.currentPeriodEnd!;
    expect(await accessOf(bed.db, { userId: a.admin.id }, new Date(periodEnd.getTime() - 1000))).toMatchObject({
      allowed: true,
    });
  });

  it("ignores events about subscriptions Stripe does not know, and event types it does not handle", async () => {
    const foreign = {
      id: "evt_foreign",
      object: "event",
      type: "customer.subscription.updated",
      data: { object: { id: "sub_not_ours", object: "subscription" } },
    };
    // Stripe has no such subscription: nothing to write, and the event is done with.
    expect(await deliver(foreign)).toBe("ignored");
    expect(await stored("sub_not_ours")).toBeUndefined();
    expect(
      await deliver({
        id: "evt_other_type",
        object: "event",
        type: "charge.refunded",
        data: { object: { id: "ch_1" } },
      }),
    ).toBe("ignored");
    expect(await eventRows("evt_other_type")).toHaveLength(1);
  });
});
