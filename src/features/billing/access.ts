import "server-only";
import { sql } from "drizzle-orm";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getDb, type Database } from "@/db";
import { organization } from "@/db/schema";
import { env } from "@/env";
import { currentViewer, requireApiViewer, type Viewer } from "@/features/auth";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { stripeSettings } from "@/lib/stripe";
import { decideAccess, seatLimit, seatsAvailable, type Access } from "./entitlements";
import { accessFactsOf, seatGrantOf, seatsUsed, subscriptionsOf } from "./queries";

export const billingEnabled = (): boolean => stripeSettings() !== null;

/** May this person use the app now, and if not, why not. */
export async function accessOf(db: Database, { userId }: { userId: string }, now = new Date()): Promise<Access> {
  if (!billingEnabled()) return { allowed: true, via: "billing_off" };
  const facts = await accessFactsOf(db, { userId });
  return decideAccess({ billingEnabled: true, now, graceDays: env().BILLING_GRACE_DAYS, ...facts });
}

/** For pages: the signed-in person's access, read once per request (null when signed out). */
export const currentAccess = cache(async (): Promise<Access | null> => {
  const viewer = await currentViewer();
  return viewer ? accessOf(await getDb(), viewer) : null;
});

/** For learning pages: without access, the person lands on the subscription page, which says why. */
export async function requireAccess(): Promise<void> {
  const access = await currentAccess();
  if (access && !access.allowed) redirect(`/settings/subscription?access=${access.reason}`);
}

/** For learning API routes: the signed-in person, or 401; 402 `subscription_required` without access. */
export async function requireApiLearner(
  request: { headers: Headers; url: string },
  options?: { briefCache?: boolean },
): Promise<Viewer> {
  const viewer = await requireApiViewer(request, options);
  const access = await accessOf(await getDb(), viewer);
  if (!access.allowed) {
    logger.warn({ path: new URL(request.url).pathname, reason: access.reason }, "access denied: no subscription");
    throw new ApiError("subscription_required");
  }
  return viewer;
}

export type SeatUsage = { used: number; limit: number | null; available: number | null };

export async function seatUsageOf(
  db: Database,
  { organizationId }: { organizationId: string },
  now = new Date(),
): Promise<SeatUsage> {
  const [grant, subscriptions, used] = await Promise.all([
    seatGrantOf(db, { organizationId }),
    subscriptionsOf(db, { kind: "organization", organizationId }),
    seatsUsed(db, { organizationId, now }),
  ]);
  const limit = seatLimit({
    billingEnabled: billingEnabled(),
    now,
    graceDays: env().BILLING_GRACE_DAYS,
    grant,
    subscriptions,
  });
  return { used, limit, available: seatsAvailable(limit, used) };
}

/**
 * Inside the transaction that adds invitations: `adding` more people must fit in the seats, or it
 * fails with 409 seats_exhausted and nothing is added. The organization's row stays locked until
 * the transaction ends, so two admins inviting at once cannot both take the last seat.
 */
export async function claimSeats(
  tx: Database,
  { organizationId, adding }: { organizationId: string; adding: number },
  now = new Date(),
): Promise<void> {
  await tx.execute(
    sql`select ${organization.id} from ${organization} where ${organization.id} = ${organizationId} for update`,
  );
  const usage = await seatUsageOf(tx, { organizationId }, now);
  if (usage.available !== null && usage.available < adding) throw new ApiError("seats_exhausted");
}
