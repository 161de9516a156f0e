import { asc, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { analyticsEvent } from "@/db/schema";
import { env } from "@/env";
import { logger } from "@/lib/logger";

/** Amplitude's HTTP API v2, by data centre. */
const VENDOR_URLS = {
  US: "https://api2.amplitude.com/2/httpapi",
  EU: "https://api.eu.amplitude.com/2/httpapi",
} as const;
const BATCH = 200;
const TIMEOUT_MS = 10_000;

export type VendorSettings = { apiKey: string; url: string };

/** The vendor relay's settings; null when no Amplitude key is configured (events stay with us only). */
export function vendorSettings(): VendorSettings | null {
  const { AMPLITUDE_API_KEY, AMPLITUDE_SERVER_ZONE, AMPLITUDE_API_URL } = env();
  return AMPLITUDE_API_KEY
    ? { apiKey: AMPLITUDE_API_KEY, url: AMPLITUDE_API_URL ?? VENDOR_URLS[AMPLITUDE_SERVER_ZONE] }
    : null;
}

export type ForwardResult = { sent: number; failed: number };

/**
 * Sends stored events the vendor has not had yet, oldest first. Rows are claimed before the call
 * (forwarded_at set, skipping rows another process holds) and released when the call fails, so two
 * server processes never send the same event and a failure loses nothing: the next round sends it.
 * An answer that refuses events as malformed (400) is final for them: they are not sent again.
 */
export async function forwardToVendor(
  db: Database,
  vendor: VendorSettings,
  fetcher: typeof fetch = fetch,
): Promise<ForwardResult> {
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(analyticsEvent)
      .where(isNull(analyticsEvent.forwardedAt))
      .orderBy(asc(analyticsEvent.receivedAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return rows;
    await tx
      .update(analyticsEvent)
      .set({ forwardedAt: sql`now()` })
      .where(
        inArray(
          analyticsEvent.insertId,
          rows.map((row) => row.insertId),
        ),
      );
    return rows;
  });
  if (claimed.length === 0) return { sent: 0, failed: 0 };

  const body = {
    api_key: vendor.apiKey,
    events: claimed.map((row) => ({
      insert_id: row.insertId,
      event_type: row.eventType,
      ...(row.userId && { user_id: row.userId }),
      device_id: row.deviceId,
      time: row.eventTime.getTime(),
      ...(row.sessionId !== null && { session_id: row.sessionId }),
      event_properties: row.properties,
      ...(row.userProperties && { user_properties: row.userProperties }),
      ...row.context,
    })),
  };
  let status = 0;
  try {
    const response = await fetcher(vendor.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "*/*" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, "analytics relay: vendor unreachable");
  }
  if ((status >= 200 && status < 300) || status === 400 || status === 413) {
    if (status >= 400)
      logger.warn(
        { status, events: claimed.length },
        "analytics relay: the vendor refused a batch; it is not sent again",
      );
    return { sent: status < 300 ? claimed.length : 0, failed: status < 300 ? 0 : claimed.length };
  }
  await db
    .update(analyticsEvent)
    .set({ forwardedAt: null })
    .where(
      inArray(
        analyticsEvent.insertId,
        claimed.map((row) => row.insertId),
      ),
    );
  return { sent: 0, failed: claimed.length };
}

/** Batches one relay run sends at most: a backlog (the vendor was down) drains over a few runs. */
const BATCHES_PER_RUN = 10;

/** Sends the stored events the vendor has not had yet, batch after batch, until none is left or a batch fails. */
export async function relayStoredEvents(
  db: Database,
  vendor: VendorSettings,
  fetcher: typeof fetch = fetch,
): Promise<ForwardResult> {
  const total: ForwardResult = { sent: 0, failed: 0 };
  for (let round = 0; round < BATCHES_PER_RUN; round++) {
    const { sent, failed } = await forwardToVendor(db, vendor, fetcher);
    total.sent += sent;
    total.failed += failed;
    if (sent < BATCH) break;
  }
  return total;
}
