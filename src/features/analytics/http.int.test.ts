import { count } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type * as Db from "@/db";
import { analyticsEvent } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { CONSENT_COOKIE } from "./consent";
import { FIRST_PARTY_KEY } from "./settings";

const bed = testBed();
vi.mock("@/db", async (original) => ({ ...(await original<typeof Db>()), getDb: async () => bed.db }));
// The session is the auth feature's business: here a header names the signed-in person.
vi.mock("@/features/auth", () => ({
  viewerFromHeaders: async (headers: Headers) =>
    headers.get("x-test-user") ? { userId: headers.get("x-test-user") } : null,
}));
const { handleAnalyticsRequest } = await import("./http");

let serial = 0;
const event = (overrides: Record<string, unknown> = {}) => ({
  event_type: "page_view",
  insert_id: `http-event-${++serial}`,
  device_id: "device-http",
  time: Date.now(),
  ...overrides,
});

function post(
  body: unknown,
  {
    consent = "granted",
    origin = "http://localhost:3000",
    locale = "fr",
    contentType = "application/json",
  }: { consent?: string | null; origin?: string | null; locale?: string; contentType?: string } = {},
) {
  const headers: Record<string, string> = {
    "content-type": contentType,
    cookie: `NEXT_LOCALE=${locale}${consent ? `; ${CONSENT_COOKIE}=${consent}` : ""}`,
  };
  if (origin) headers.origin = origin;
  return handleAnalyticsRequest(
    new NextRequest("http://localhost:3000/api/analytics", {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}
const stored = async () => (await bed.db.select({ n: count() }).from(analyticsEvent))[0]!.n;

describe("POST /api/analytics", () => {
  it("stores a batch and answers the SDK's success", async () => {
    const response = await post({ api_key: FIRST_PARTY_KEY, events: [event(), event()] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 200, events_ingested: 2 });
    expect(await stored()).toBe(2);
  });

  it("refuses events without the visitor's consent, in their language, and stores nothing", async () => {
    for (const consent of [null, "denied"]) {
      const response = await post({ api_key: FIRST_PARTY_KEY, events: [event()] }, { consent, locale: "en" });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: 403,
        error: "analytics_consent_required",
        message: "Usage statistics are sent only with your consent. Nothing was recorded.",
        missing_field: "consent",
      });
    }
    expect(await stored()).toBe(2);
  });

  it("refuses another site's request", async () => {
    const response = await post({ api_key: FIRST_PARTY_KEY, events: [event()] }, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect((await response.json()).error).toBe("origin_forbidden");
  });

  it("answers bad input with a stable code the SDK understands, a message, and no change", async () => {
    const cases: Array<[unknown, string, number, string]> = [
      ["{not json", "application/json", 400, "invalid_json"],
      [{ api_key: FIRST_PARTY_KEY, events: [] }, "application/json", 400, "validation_failed"],
      [{ api_key: "someone-else", events: [event()] }, "application/json", 400, "analytics_key_invalid"],
      [{ api_key: FIRST_PARTY_KEY, events: [event()] }, "text/plain", 415, "unsupported_media_type"],
      [
        { api_key: FIRST_PARTY_KEY, events: Array.from({ length: 101 }, () => event()) },
        "application/json",
        400,
        "validation_failed",
      ],
    ];
    for (const [body, contentType, status, code] of cases) {
      const response = await post(body, { contentType });
      expect(response.status).toBe(status);
      const json = await response.json();
      expect(json).toMatchObject({ code: status, error: code, message: expect.any(String) });
      // The SDK drops a batch whose answer names a missing field, rather than sending it again.
      if (status === 400) expect(json.missing_field).toBeTruthy();
    }
    const huge = await post({
      api_key: FIRST_PARTY_KEY,
      events: [event({ event_properties: { text: "x".repeat(600 * 1024) } })],
    });
    expect(huge.status).toBe(413);
    expect(await stored()).toBe(2);
  });

  it("names malformed events by index so the SDK drops only those", async () => {
    const good = event();
    const response = await post({ api_key: FIRST_PARTY_KEY, events: [good, event({ time: "yesterday" })] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 400,
      error: "analytics_events_invalid",
      events_with_invalid_fields: { time: [1] },
    });
    expect(await stored()).toBe(3);
  });

  it("ties events to the session's person (two tenants), never to the id in the event", async () => {
    const request = new NextRequest("http://localhost:3000/api/analytics", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        cookie: `${CONSENT_COOKIE}=granted`,
        "x-test-user": "user_b_learner",
      },
      body: JSON.stringify({
        api_key: FIRST_PARTY_KEY,
        events: [event({ insert_id: "tenant-check-1", user_id: "user_a_learner" })],
      }),
    });
    expect((await handleAnalyticsRequest(request)).status).toBe(200);
    const rows = await bed.db.select().from(analyticsEvent);
    expect(rows.find((row) => row.insertId === "tenant-check-1")!.userId).toBe("user_b_learner");
  });
});
