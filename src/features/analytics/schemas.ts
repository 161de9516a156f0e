import { z } from "zod";

/**
 * What the browser SDK posts to /api/analytics: Amplitude's HTTP API v2 body. Each event is checked
 * on its own, so one bad event is named by its index and the others are kept (the SDK then drops
 * the bad one and does not send the rest again).
 */
export const MAX_EVENTS_PER_BATCH = 100;
export const MAX_BATCH_BYTES = 512 * 1024;
const MAX_PROPERTIES_BYTES = 8 * 1024;
/** An offline queue may hold events for a while; older than this, an event is refused. */
const OLDEST_EVENT_MS = 30 * 24 * 60 * 60 * 1000;
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

export const batchEnvelope = z.object({
  api_key: z.string().max(200),
  events: z.array(z.unknown()).min(1).max(MAX_EVENTS_PER_BATCH),
});

const properties = z
  .record(z.string().max(255), z.unknown())
  .refine((value) => JSON.stringify(value).length <= MAX_PROPERTIES_BYTES, { message: "too_large" });

const shortText = z.string().max(255).optional();

export function eventSchema(now: number) {
  return z.object({
    event_type: z.string().trim().min(1).max(255),
    insert_id: z.string().min(8).max(128),
    device_id: z.string().min(5).max(128),
    time: z
      .number()
      .int()
      .min(now - OLDEST_EVENT_MS)
      .max(now + FUTURE_SLACK_MS),
    session_id: z.number().int().optional(),
    event_properties: properties.optional(),
    user_properties: properties.optional(),
    language: shortText,
    platform: shortText,
    os_name: shortText,
    os_version: shortText,
    device_model: shortText,
    library: shortText,
  });
}

export type IncomingEvent = z.infer<ReturnType<typeof eventSchema>>;
