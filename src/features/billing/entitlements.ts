import type { SubscriptionStatus } from "@/db/schema";

/*
 * "May this person use the app now, and why not": decided here from plain facts, with no
 * database or Stripe in sight, so every status and date case is a unit test. Stripe's status is
 * the starting point; the dates decide the rest: a past-due subscription keeps access for a grace
 * period while Stripe retries the card, a cancelled one until the end of the period paid for.
 */

export type SubscriptionFacts = {
  status: SubscriptionStatus;
  quantity: number;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  pastDueSince: Date | null;
};

export type DeniedReason = "no_subscription" | "payment_overdue" | "unpaid" | "canceled" | "incomplete" | "paused";

/** What one subscription gives now. `until`: when access would stop if nothing changes (null: renews). */
export type Standing =
  | { grants: true; state: "trialing" | "active" | "ending" | "grace"; until: Date | null }
  | { grants: false; reason: Exclude<DeniedReason, "no_subscription"> };

const DAY_MS = 24 * 60 * 60 * 1000;

export function standingOf(subscription: SubscriptionFacts, now: Date, graceDays: number): Standing {
  const { status, currentPeriodEnd, cancelAtPeriodEnd } = subscription;
  const periodRunning = currentPeriodEnd !== null && now < currentPeriodEnd;
  switch (status) {
    case "trialing":
      return { grants: true, state: "trialing", until: subscription.trialEnd };
    case "active":
      return cancelAtPeriodEnd
        ? { grants: true, state: "ending", until: currentPeriodEnd }
        : { grants: true, state: "active", until: null };
    case "past_due": {
      const graceEnd = new Date((subscription.pastDueSince ?? now).getTime() + graceDays * DAY_MS);
      return now < graceEnd
        ? { grants: true, state: "grace", until: graceEnd }
        : { grants: false, reason: "payment_overdue" };
    }
    case "canceled":
      return periodRunning
        ? { grants: true, state: "ending", until: currentPeriodEnd }
        : { grants: false, reason: "canceled" };
    case "unpaid":
      return { grants: false, reason: "unpaid" };
    case "paused":
      return { grants: false, reason: "paused" };
    case "incomplete":
    case "incomplete_expired":
      return { grants: false, reason: "incomplete" };
  }
}

export type SeatGrantFacts = { seats: number; endsAt: Date | null };

export type OrganizationFacts = {
  organizationId: string;
  organizationName: string;
  grant: SeatGrantFacts | null;
  subscriptions: SubscriptionFacts[];
};

export type AccessInput = {
  billingEnabled: boolean;
  now: Date;
  graceDays: number;
  individual: SubscriptionFacts[];
  organizations: OrganizationFacts[];
};

type GrantedStanding = Extract<Standing, { grants: true }>;

export type Access =
  | { allowed: true; via: "billing_off" }
  | { allowed: true; via: "individual"; standing: GrantedStanding }
  | { allowed: true; via: "organization"; organizationId: string; organizationName: string; standing: GrantedStanding }
  | { allowed: true; via: "grant"; organizationId: string; organizationName: string; until: Date | null }
  | { allowed: false; reason: DeniedReason };

const grantActive = (grant: SeatGrantFacts | null, now: Date): grant is SeatGrantFacts =>
  grant !== null && (grant.endsAt === null || now < grant.endsAt);

// A source without a warning beats one that is ending, which beats one in its grace period.
const STATE_RANK: Record<GrantedStanding["state"], number> = { active: 0, trialing: 0, ending: 1, grace: 2 };
// When nothing grants access, the reason that tells the person most about what to do.
const REASON_RANK: DeniedReason[] = [
  "payment_overdue",
  "unpaid",
  "canceled",
  "incomplete",
  "paused",
  "no_subscription",
];

function bestStanding(subscriptions: SubscriptionFacts[], now: Date, graceDays: number) {
  const standings = subscriptions.map((subscription) => standingOf(subscription, now, graceDays));
  const granted = standings
    .filter((standing): standing is GrantedStanding => standing.grants)
    .sort((a, b) => STATE_RANK[a.state] - STATE_RANK[b.state]);
  const denied = standings.flatMap((standing) => (standing.grants ? [] : [standing.reason]));
  return { granted: granted[0] ?? null, denied };
}

/** Access through the person's own subscription or any organization they belong to, the best one first. */
export function decideAccess(input: AccessInput): Access {
  if (!input.billingEnabled) return { allowed: true, via: "billing_off" };
  const { now, graceDays } = input;
  const candidates: Exclude<Access, { allowed: false } | { via: "billing_off" }>[] = [];
  const reasons: DeniedReason[] = ["no_subscription"];

  const own = bestStanding(input.individual, now, graceDays);
  if (own.granted) candidates.push({ allowed: true, via: "individual", standing: own.granted });
  reasons.push(...own.denied);
  for (const organization of input.organizations) {
    const { organizationId, organizationName } = organization;
    const paid = bestStanding(organization.subscriptions, now, graceDays);
    if (paid.granted)
      candidates.push({ allowed: true, via: "organization", organizationId, organizationName, standing: paid.granted });
    else if (grantActive(organization.grant, now))
      candidates.push({
        allowed: true,
        via: "grant",
        organizationId,
        organizationName,
        until: organization.grant.endsAt,
      });
    reasons.push(...paid.denied);
  }

  const rank = (access: (typeof candidates)[number]) =>
    access.via === "grant" ? 0 : STATE_RANK[access.standing.state];
  const best = candidates.sort((a, b) => rank(a) - rank(b))[0];
  if (best) return best;
  return { allowed: false, reason: REASON_RANK.find((reason) => reasons.includes(reason)) ?? "no_subscription" };
}

/** The seats an organization may fill now; null when nothing limits it (billing off and no grant). */
export function seatLimit(input: {
  billingEnabled: boolean;
  now: Date;
  graceDays: number;
  grant: SeatGrantFacts | null;
  subscriptions: SubscriptionFacts[];
}): number | null {
  const granted = grantActive(input.grant, input.now) ? input.grant.seats : 0;
  const paid = input.subscriptions
    .filter((subscription) => standingOf(subscription, input.now, input.graceDays).grants)
    .reduce((sum, subscription) => sum + subscription.quantity, 0);
  if (!input.billingEnabled && !grantActive(input.grant, input.now)) return null;
  return granted + paid;
}

/** Whether `adding` more people fit: members and pending invitations each hold a seat. */
export function seatsAvailable(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}
