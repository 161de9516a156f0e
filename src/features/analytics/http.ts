import type { NextRequest } from "next/server";
import { DatabaseUnavailableError, getDb } from "@/db";
import { viewerFromHeaders } from "@/features/auth";
import { errorMessage } from "@/i18n/errors";
import type { ApiErrorCode } from "@/lib/api/errors";
import { isOwnOrigin, requestLocale } from "@/lib/api/handler";
import { clientAddress } from "@/lib/client";
import { logger } from "@/lib/logger";
import { CONSENT_COOKIE, parseConsent } from "./consent";
import { ingestEvents } from "./ingest";
import { batchEnvelope, MAX_BATCH_BYTES } from "./schemas";
import { FIRST_PARTY_KEY } from "./settings";

/**
 * POST /api/analytics speaks the protocol of the SDK that calls it (Amplitude's HTTP API v2): the
 * answer's `code` decides what the SDK does (200 done; 400 with `missing_field` drop the batch,
 * with `events_with_invalid_fields` drop those events; 413 split the batch; 429 wait 30 s; other
 * codes retry after 1 s × attempt). Our stable error code is in `error`, the person's words in
 * `message`. No CSRF token (the SDK cannot send one): the consent cookie (SameSite=Lax, so never
 * sent by another site's request) and the Origin check keep other sites out.
 */
export async function handleAnalyticsRequest(request: NextRequest): Promise<Response> {
  const locale = requestLocale(request);
  const answer = async (
    status: number,
    code: ApiErrorCode | null,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    Response.json(
      { code: status, ...(code && { error: code, message: await errorMessage(code, locale) }), ...extra },
      { status, headers: { "Cache-Control": "no-store", ...headers } },
    );

  const origin = request.headers.get("origin");
  if (origin && !isOwnOrigin(origin, request)) return answer(403, "origin_forbidden");
  if (parseConsent(request.cookies.get(CONSENT_COOKIE)?.value) !== "granted")
    return answer(403, "analytics_consent_required", { missing_field: "consent" });
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json"))
    return answer(415, "unsupported_media_type", { missing_field: "body" });
  // A body announced as too large is refused before it is read.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BATCH_BYTES) return answer(413, "payload_too_large");
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BATCH_BYTES) return answer(413, "payload_too_large");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return answer(400, "invalid_json", { missing_field: "events" });
  }
  const envelope = batchEnvelope.safeParse(json);
  if (!envelope.success)
    return answer(400, "validation_failed", { missing_field: String(envelope.error.issues[0]?.path[0] ?? "events") });
  if (envelope.data.api_key !== FIRST_PARTY_KEY)
    return answer(400, "analytics_key_invalid", { missing_field: "api_key" });

  try {
    const viewer = await viewerFromHeaders(request.headers);
    const result = await ingestEvents(await getDb(), {
      events: envelope.data.events,
      userId: viewer?.userId ?? null,
      client: clientAddress(request.headers),
    });
    if (result.kind === "rate_limited") {
      const throttled = envelope.data.events.map((_, index) => index);
      return answer(
        429,
        "rate_limited",
        { throttled_events: throttled, exceeded_daily_quota_users: {}, exceeded_daily_quota_devices: {} },
        { "Retry-After": String(result.retryAfterSeconds) },
      );
    }
    if (Object.keys(result.invalid).length > 0)
      return answer(400, "analytics_events_invalid", { events_with_invalid_fields: result.invalid });
    return answer(200, null, {
      events_ingested: result.received,
      payload_size_bytes: Buffer.byteLength(text),
      server_upload_time: Date.now(),
    });
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) return answer(503, "database_unavailable");
    logger.error({ err: error }, "analytics ingestion failed");
    return answer(500, "internal_error");
  }
}
