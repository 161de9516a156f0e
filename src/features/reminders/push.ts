import webpush from "web-push";
import type { Database } from "@/db";
import { env } from "@/env";
import { logger } from "@/lib/logger";
import { forgetPushEndpoint, pushSubscriptionsOf } from "./push-subscriptions";

type WebPushSettings = { publicKey: string; privateKey: string; subject: string };
type PushNotification = { title: string; body: string; url: string; lang: string };

/** The VAPID keys when web push is on (WEB_PUSH=true with both keys), else null: then nothing about push exists. */
export function webPushSettings(config = env()): WebPushSettings | null {
  if (!config.WEB_PUSH || !config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) return null;
  return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT };
}

// A reminder is about its day: a device off all day need not get it tomorrow.
const TTL_SECONDS = 12 * 60 * 60;
const TIMEOUT_MS = 10_000;
const GONE = new Set([404, 410]);

const statusOf = (error: unknown) =>
  typeof error === "object" && error !== null && typeof (error as { statusCode?: unknown }).statusCode === "number"
    ? (error as { statusCode: number }).statusCode
    : null;

/**
 * Sends the notification to every device the learner subscribed, encrypted for each (aes128gcm,
 * VAPID). A device its push service says is gone is forgotten; any other failure is logged and
 * not retried (the e-mail is the reminder that is retried). Returns how many devices accepted it.
 */
export async function pushToDevices(
  db: Database,
  userId: string,
  notification: PushNotification,
  settings: WebPushSettings,
): Promise<number> {
  let delivered = 0;
  for (const subscription of await pushSubscriptionsOf(db, userId)) {
    try {
      await webpush.sendNotification(subscription, JSON.stringify(notification), {
        vapidDetails: settings,
        TTL: TTL_SECONDS,
        contentEncoding: "aes128gcm",
        timeout: TIMEOUT_MS,
      });
      delivered += 1;
    } catch (error) {
      const status = statusOf(error);
      if (status !== null && GONE.has(status)) {
        await forgetPushEndpoint(db, subscription.endpoint);
        continue;
      }
      logger.warn(
        { userId, status, err: error instanceof Error ? error.message : String(error) },
        "reminder notification not delivered",
      );
    }
  }
  return delivered;
}
