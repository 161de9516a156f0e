import { describe, expect, it } from "vitest";
import {
  decideAccess,
  seatLimit,
  seatsAvailable,
  standingOf,
  type AccessInput,
  type SubscriptionFacts,
} from "./entitlements";

const now = new Date("2026-11-25T12:00:00Z");
const days = (count: number) => new Date(now.getTime() + count * 24 * 60 * 60 * 1000);
const GRACE = 14;

const subscription = (facts: Partial<SubscriptionFacts>): SubscriptionFacts => ({
  status: "active",
  quantity: 1,
  currentPeriodEnd: days(200),
  cancelAtPeriodEnd: false,
  trialEnd: null,
  pastDueSince: null,
  ...facts,
});

describe("standingOf: what one subscription gives now", () => {
  it("trialing gives access until the trial ends", () => {
    expect(standingOf(subscription({ status: "trialing", trialEnd: days(7) }), now, GRACE)).toEqual({
      grants: true,
      state: "trialing",
      until: days(7),
    });
  });

  it("active gives access and renews", () => {
    expect(standingOf(subscription({}), now, GRACE)).toEqual({ grants: true, state: "active", until: null });
  });

  it("active but cancelled at period end gives access until the period ends", () => {
    expect(standingOf(subscription({ cancelAtPeriodEnd: true, currentPeriodEnd: days(30) }), now, GRACE)).toEqual({
      grants: true,
      state: "ending",
      until: days(30),
    });
  });

  it("past due within the grace period keeps access until the grace ends", () => {
    expect(standingOf(subscription({ status: "past_due", pastDueSince: days(-3) }), now, GRACE)).toEqual({
      grants: true,
      state: "grace",
      until: days(11),
    });
  });

  it("past due after the grace period stops access", () => {
    expect(standingOf(subscription({ status: "past_due", pastDueSince: days(-14) }), now, GRACE)).toEqual({
      grants: false,
      reason: "payment_overdue",
    });
    expect(standingOf(subscription({ status: "past_due", pastDueSince: days(-40) }), now, GRACE)).toEqual({
      grants: false,
      reason: "payment_overdue",
    });
  });

  it("past due just seen (no date yet) starts its grace now", () => {
    expect(standingOf(subscription({ status: "past_due", pastDueSince: null }), now, GRACE)).toEqual({
      grants: true,
      state: "grace",
      until: days(14),
    });
  });

  it("a grace of zero days stops access as soon as the payment is late", () => {
    expect(standingOf(subscription({ status: "past_due", pastDueSince: now }), now, 0)).toEqual({
      grants: false,
      reason: "payment_overdue",
    });
  });

  it("canceled before the period end keeps access until then", () => {
    expect(standingOf(subscription({ status: "canceled", currentPeriodEnd: days(10) }), now, GRACE)).toEqual({
      grants: true,
      state: "ending",
      until: days(10),
    });
  });

  it("canceled after the period end stops access", () => {
    expect(standingOf(subscription({ status: "canceled", currentPeriodEnd: days(-1) }), now, GRACE)).toEqual({
      grants: false,
      reason: "canceled",
    });
    expect(standingOf(subscription({ status: "canceled", currentPeriodEnd: now }), now, GRACE)).toEqual({
      grants: false,
      reason: "canceled",
    });
    expect(standingOf(subscription({ status: "canceled", currentPeriodEnd: null }), now, GRACE)).toEqual({
      grants: false,
      reason: "canceled",
    });
  });

  it("unpaid, paused and incomplete stop access, each with its reason", () => {
    expect(standingOf(subscription({ status: "unpaid" }), now, GRACE)).toEqual({ grants: false, reason: "unpaid" });
    expect(standingOf(subscription({ status: "paused" }), now, GRACE)).toEqual({ grants: false, reason: "paused" });
    expect(standingOf(subscription({ status: "incomplete" }), now, GRACE)).toEqual({
      grants: false,
      reason: "incomplete",
    });
    expect(standingOf(subscription({ status: "incomplete_expired" }), now, GRACE)).toEqual({
      grants: false,
      reason: "incomplete",
    });
  });
});

const input = (overrides: Partial<AccessInput>): AccessInput => ({
  billingEnabled: true,
  now,
  graceDays: GRACE,
  individual: [],
  organizations: [],
  ...overrides,
});
const organization = (overrides: Partial<AccessInput["organizations"][number]> = {}) => ({
  organizationId: "org_a",
  organizationName: "Fromagerie Tremblay",
  grant: null,
  subscriptions: [],
  ...overrides,
});

describe("decideAccess: may this person use the app now, and why not", () => {
  it("billing off: everyone may", () => {
    expect(decideAccess(input({ billingEnabled: false }))).toEqual({ allowed: true, via: "billing_off" });
  });

  it("nothing at all: no subscription", () => {
    expect(decideAccess(input({}))).toEqual({ allowed: false, reason: "no_subscription" });
    expect(decideAccess(input({ organizations: [organization()] }))).toEqual({
      allowed: false,
      reason: "no_subscription",
    });
  });

  it("through the person's own subscription", () => {
    expect(decideAccess(input({ individual: [subscription({})] }))).toMatchObject({
      allowed: true,
      via: "individual",
      standing: { state: "active" },
    });
  });

  it("through a seat in an organization whose subscription is active", () => {
    expect(
      decideAccess(input({ organizations: [organization({ subscriptions: [subscription({ quantity: 10 })] })] })),
    ).toMatchObject({
      allowed: true,
      via: "organization",
      organizationName: "Fromagerie Tremblay",
    });
  });

  it("through the demo organization's granted seats, until the grant ends", () => {
    expect(
      decideAccess(input({ organizations: [organization({ grant: { seats: 40, endsAt: null } })] })),
    ).toMatchObject({ allowed: true, via: "grant" });
    expect(decideAccess(input({ organizations: [organization({ grant: { seats: 40, endsAt: days(-1) } })] }))).toEqual({
      allowed: false,
      reason: "no_subscription",
    });
  });

  it("prefers a source without a warning: an active organization over the person's own plan in grace", () => {
    const access = decideAccess(
      input({
        individual: [subscription({ status: "past_due", pastDueSince: days(-2) })],
        organizations: [organization({ subscriptions: [subscription({})] })],
      }),
    );
    expect(access).toMatchObject({ allowed: true, via: "organization" });
  });

  it("an organization past due in grace still gives access, with the date it stops", () => {
    const access = decideAccess(
      input({
        organizations: [
          organization({ subscriptions: [subscription({ status: "past_due", pastDueSince: days(-10) })] }),
        ],
      }),
    );
    expect(access).toMatchObject({ allowed: true, via: "organization", standing: { state: "grace", until: days(4) } });
  });

  it("denied: says the most useful reason (an overdue payment before a cancelled old plan)", () => {
    const access = decideAccess(
      input({
        individual: [subscription({ status: "canceled", currentPeriodEnd: days(-100) })],
        organizations: [
          organization({ subscriptions: [subscription({ status: "past_due", pastDueSince: days(-30) })] }),
        ],
      }),
    );
    expect(access).toEqual({ allowed: false, reason: "payment_overdue" });
    expect(decideAccess(input({ individual: [subscription({ status: "unpaid" })] }))).toEqual({
      allowed: false,
      reason: "unpaid",
    });
  });
});

describe("seat limits", () => {
  const limit = (overrides: Partial<Parameters<typeof seatLimit>[0]>) =>
    seatLimit({ billingEnabled: true, now, graceDays: GRACE, grant: null, subscriptions: [], ...overrides });

  it("is the quantity bought on subscriptions that give access", () => {
    expect(limit({ subscriptions: [subscription({ quantity: 25 })] })).toBe(25);
    expect(limit({ subscriptions: [subscription({ quantity: 25, status: "past_due", pastDueSince: days(-1) })] })).toBe(
      25,
    );
    expect(limit({ subscriptions: [subscription({ quantity: 25, status: "unpaid" })] })).toBe(0);
    expect(
      limit({ subscriptions: [subscription({ quantity: 25, status: "canceled", currentPeriodEnd: days(-1) })] }),
    ).toBe(0);
  });

  it("adds granted seats, while the grant lasts", () => {
    expect(limit({ grant: { seats: 40, endsAt: null }, subscriptions: [subscription({ quantity: 10 })] })).toBe(50);
    expect(limit({ grant: { seats: 40, endsAt: days(-1) } })).toBe(0);
  });

  it("is none when billing is off and nothing was granted; a grant still limits then", () => {
    expect(seatLimit({ billingEnabled: false, now, graceDays: GRACE, grant: null, subscriptions: [] })).toBeNull();
    expect(
      seatLimit({
        billingEnabled: false,
        now,
        graceDays: GRACE,
        grant: { seats: 40, endsAt: null },
        subscriptions: [],
      }),
    ).toBe(40);
  });

  it("seats available never go below zero, and are unlimited without a limit", () => {
    expect(seatsAvailable(25, 24)).toBe(1);
    expect(seatsAvailable(25, 25)).toBe(0);
    expect(seatsAvailable(25, 30)).toBe(0);
    expect(seatsAvailable(null, 1000)).toBeNull();
  });
});
