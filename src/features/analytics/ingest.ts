import { sql } from "drizzle-orm";
import type { Database } from "@/db";
import { analyticsEvent } from "@/db/schema";
import { unsafeJsonReason } from "@/lib/api/json";
import {
  analyticsClientLimit,
  analyticsDailyLimit,
  analyticsDeviceLimit,
  analyticsTotalLimit,
  analyticsUserLimit,
  consume,
  type Limit,
} from "@/lib/rate-limit";
import { redactProperties } from "./redact";
import { eventSchema, type IncomingEvent } from "./schemas";

export type IngestResult =
  | { kind: "stored"; received: number; stored: number; invalid: Record<string, number[]> }
  | { kind: "rate_limited"; retryAfterSeconds: number };

/**
 * Stores a batch of consented events. Each event is checked on its own: the bad ones are named by
 * field and index, the good ones kept. The insert id is the key, so the same batch sent twice is
 * stored once. The person is `userId` from the session, whatever the browser put in the event;
 * `client` is the sender's address when a trusted proxy gave it (src/lib/client.ts).
 */
export async function ingestEvents(
  db: Database,
  { events, userId, client = null }: { events: readonly unknown[]; userId: string | null; client?: string | null },
  now = Date.now(),
): Promise<IngestResult> {
  const schema = eventSchema(now);
  const valid: IncomingEvent[] = [];
  const invalid: Record<string, number[]> = {};
  events.forEach((candidate, index) => {
    // Text the database cannot store (NUL, a lone surrogate) makes that one event invalid, not its batch.
    const unsafeField = unstorableField(candidate);
    if (unsafeField) return void (invalid[unsafeField] ??= []).push(index);
    const parsed = schema.safeParse(candidate);
    if (parsed.success) return void valid.push(parsed.data);
    const field = String(parsed.error.issues[0]?.path[0] ?? "event");
    (invalid[field] ??= []).push(index);
  });
  if (valid.length > 0) {
    const counted: [Limit, string | null][] = [
      [analyticsDeviceLimit, valid[0]!.device_id],
      [analyticsClientLimit, client],
      [analyticsUserLimit, userId],
      [analyticsTotalLimit, "all"],
      [analyticsDailyLimit, "all"],
    ];
    for (const [limit, key] of counted) {
      if (key === null) continue;
      const decision = await consume(db, limit, key, valid.length);
      if (!decision.allowed) return { kind: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };
    }
  }
  const stored =
    valid.length === 0
      ? []
      : await db
          .insert(analyticsEvent)
          .values(valid.map((event) => rowOf(event, userId)))
          .onConflictDoNothing()
          .returning({ id: analyticsEvent.insertId });
  return { kind: "stored", received: valid.length, stored: stored.length, invalid };
}

function unstorableField(candidate: unknown): string | null {
  if (candidate === null || typeof candidate !== "object") return null;
  for (const [field, value] of Object.entries(candidate))
    if (unsafeJsonReason(field) || unsafeJsonReason(value)) return unsafeJsonReason(field) ? "event" : field;
  return null;
}

function rowOf(event: IncomingEvent, userId: string | null): typeof analyticsEvent.$inferInsert {
  const context = Object.fromEntries(
    (["language", "platform", "os_name", "os_version", "device_model", "library"] as const).flatMap((key) =>
      event[key] ? [[key, event[key]]] : [],
    ),
  );
  return {
    insertId: event.insert_id,
    eventType: event.event_type,
    userId,
    deviceId: event.device_id,
    sessionId: event.session_id ?? null,
    eventTime: new Date(event.time),
    properties: redactProperties(event.event_properties ?? {}),
    userProperties: event.user_properties ? redactProperties(event.user_properties) : null,
    context,
  };
}

/** Events are kept a year, then deleted (the privacy page says so). */
export const ANALYTICS_RETENTION_DAYS = 365;

export async function deleteExpiredEvents(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(analyticsEvent)
    .where(sql`${analyticsEvent.receivedAt} < ${cutoff}`)
    .returning({ id: analyticsEvent.insertId });
  return deleted.length;
}
