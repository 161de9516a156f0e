import { count } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type * as Db from "@/db";
import { analyticsEvent } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import {
  analyticsClientLimit,
  analyticsDailyLimit,
  analyticsUserLimit,
  consume,
  reset,
  type Limit,
} from "@/lib/rate-limit";
import { CONSENT_COOKIE } from "./consent";
import { ingestEvents } from "./ingest";
import { FIRST_PARTY_KEY } from "./settings";

// One proxy in front: X-Forwarded-For's last address is the client's.
const bed = testBed({ env: { TRUSTED_PROXIES: "1" } });
vi.mock("@/db", async (original) => ({ ...(await original<typeof Db>()), getDb: async () => bed.db }));
vi.mock("@/features/auth", () => ({
  viewerFromHeaders: async (headers: Headers) =>
    headers.get("x-test-user") ? { userId: headers.get("x-test-user") } : null,
}));
const { handleAnalyticsRequest } = await import("./http");

const now = Date.now();
let serial = 0;
/** Each call a device id never seen before, as a flooding script would invent. */
const freshDevice = () => `invented-device-${++serial}`;
const events = (length: number, device = freshDevice()) =>
  Array.from({ length }, () => ({
    event_type: "page_view",
    insert_id: `flood-${++serial}-${now}`,
    device_id: device,
    time: now,
  }));
const stored = async () => (await bed.db.select({ n: count() }).from(analyticsEvent))[0]!.n;
/** Uses up a fresh counter but for `left` points, as a flood before this test would have. */
const fillUp = (limit: Limit, key: string, left: number) => consume(bed.db, limit, key, limit.points - left);

function post(length: number, { address, user }: { address?: string; user?: string } = {}) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    cookie: `NEXT_LOCALE=fr; ${CONSENT_COOKIE}=granted`,
    origin: "http://localhost:3000",
  };
  if (address) headers["x-forwarded-for"] = address;
  if (user) headers["x-test-user"] = user;
  return handleAnalyticsRequest(
    new NextRequest("http://localhost:3000/api/analytics", {
      method: "POST",
      headers,
      body: JSON.stringify({ api_key: FIRST_PARTY_KEY, events: events(length) }),
    }),
  );
}

describe("an analytics flood", () => {
  it("is held per signed-in person, whatever device ids the browser invents", async () => {
    const person = twoTenants.a.learner.id;
    for (let batch = 0; batch < analyticsUserLimit.points / 100; batch++)
      expect((await ingestEvents(bed.db, { events: events(100), userId: person }, now)).kind).toBe("stored");
    const before = await stored();
    expect(await ingestEvents(bed.db, { events: events(1), userId: person }, now)).toMatchObject({
      kind: "rate_limited",
    });
    expect(await stored()).toBe(before);
    const colleague = twoTenants.a.admin.id;
    expect((await ingestEvents(bed.db, { events: events(1), userId: colleague }, now)).kind).toBe("stored");
  });

  it("is held per client address behind the trusted proxy, and answered in the SDK's protocol", async () => {
    await fillUp(analyticsClientLimit, "203.0.113.9", 150);
    expect((await post(100, { address: "203.0.113.9" })).status).toBe(200);
    const before = await stored();
    const refused = await post(100, { address: "203.0.113.9" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      code: 429,
      error: "rate_limited",
      throttled_events: Array.from({ length: 100 }, (_, index) => index),
    });
    expect(await stored()).toBe(before);
    // Another office is not held back; nor is this one once a proxy it does not control forwards for it.
    expect((await post(10, { address: "198.51.100.7" })).status).toBe(200);
    expect((await post(10, { address: "203.0.113.9, 198.51.100.8" })).status).toBe(200);
  });

  it("answers a signed-in person past their limit with a 429 too", async () => {
    const person = twoTenants.b.learner.id;
    await fillUp(analyticsUserLimit, person, 5);
    expect((await post(5, { user: person })).status).toBe(200);
    expect((await post(1, { user: person })).status).toBe(429);
  });

  it("stores no more than the day's cap in all, whoever sends", async () => {
    await reset(bed.db, analyticsDailyLimit, "all");
    await fillUp(analyticsDailyLimit, "all", 30);
    try {
      expect((await post(30, { address: "192.0.2.1" })).status).toBe(200);
      const before = await stored();
      expect((await post(1, { address: "192.0.2.2" })).status).toBe(429);
      expect((await ingestEvents(bed.db, { events: events(1), userId: null }, now)).kind).toBe("rate_limited");
      expect(await stored()).toBe(before);
    } finally {
      await reset(bed.db, analyticsDailyLimit, "all");
    }
  });
});
