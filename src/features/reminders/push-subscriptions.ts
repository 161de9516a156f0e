import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/db";
import { pushSubscription } from "@/db/schema";

const base64url = (length: { min: number; max: number }) =>
  z
    .string()
    .min(length.min)
    .max(length.max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** What a browser's PushSubscription.toJSON() gives: the push service's https address and its two keys. */
export const pushSubscriptionInput = z.object({
  endpoint: z
    .url({ protocol: /^https$/ })
    .max(2000)
    .refine((value) => !/[\s<>]/.test(value)),
  keys: z.object({
    // An uncompressed P-256 public key (65 bytes) and a 16-byte secret, in base64url.
    p256dh: base64url({ min: 86, max: 90 }),
    auth: base64url({ min: 22, max: 24 }),
  }),
});
type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushEndpointInput = z.object({ endpoint: z.string().min(1).max(2000) });

/** Saves this device for the learner, or its new keys when the browser subscribed again. */
export async function savePushSubscription(db: Database, userId: string, input: PushSubscriptionInput): Promise<void> {
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscription)
    .values({ id: randomUUID(), userId, endpoint: input.endpoint, ...keys })
    .onConflictDoUpdate({ target: [pushSubscription.userId, pushSubscription.endpoint], set: keys });
}

/** Forgets one of the learner's own devices; false when they have none at that address (someone else's stays). */
export async function removePushSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.userId, userId), eq(pushSubscription.endpoint, endpoint)))
    .returning({ id: pushSubscription.id });
  return removed.length > 0;
}

type StoredPushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export async function pushSubscriptionsOf(db: Database, userId: string): Promise<StoredPushSubscription[]> {
  const rows = await db
    .select({ endpoint: pushSubscription.endpoint, p256dh: pushSubscription.p256dh, auth: pushSubscription.auth })
    .from(pushSubscription)
    .where(eq(pushSubscription.userId, userId));
  return rows.map(({ endpoint, p256dh, auth }) => ({ endpoint, keys: { p256dh, auth } }));
}

/** The push service said this address is gone (404, 410): no one is reached there any more. */
export async function forgetPushEndpoint(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushSubscription).where(eq(pushSubscription.endpoint, endpoint));
}
