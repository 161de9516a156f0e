import { count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvent } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { forwardToVendor, relayStoredEvents } from "./forward";
import { deleteExpiredEvents, ingestEvents } from "./ingest";
import { startVendorServer } from "./testing/vendor-server";

const bed = testBed();
const now = Date.now();
let serial = 0;
/** An event as the browser SDK sends it. */
const event = (overrides: Record<string, unknown> = {}) => ({
  event_type: "page_view",
  insert_id: `insert-${++serial}-${now}`,
  device_id: "device-one",
  time: now,
  session_id: now,
  event_properties: { page_path: "/blog" },
  language: "fr-CA",
  platform: "Web",
  library: "amplitude-ts/2.48.1",
  ...overrides,
});
const stored = async () => (await bed.db.select({ n: count() }).from(analyticsEvent))[0]!.n;

describe("storing consented analytics events", () => {
  it("keeps a batch once, even when the browser sends it twice", async () => {
    const batch = [event(), event({ event_type: "screen_view" }), event()];
    const before = await stored();
    expect(await ingestEvents(bed.db, { events: batch, userId: null }, now)).toEqual({
      kind: "stored",
      received: 3,
      stored: 3,
      invalid: {},
    });
    expect(await ingestEvents(bed.db, { events: batch, userId: null }, now)).toEqual({
      kind: "stored",
      received: 3,
      stored: 0,
      invalid: {},
    });
    expect(await stored()).toBe(before + 3);
    const [row] = await bed.db.select().from(analyticsEvent).where(eq(analyticsEvent.insertId, batch[1]!.insert_id));
    expect(row).toMatchObject({
      eventType: "screen_view",
      deviceId: "device-one",
      userId: null,
      properties: { page_path: "/blog" },
      context: { language: "fr-CA", platform: "Web" },
    });
  });

  it("keeps no query string or fragment of the addresses it is sent (one-time tokens)", async () => {
    const click = event({
      event_type: "[Amplitude] Element Clicked",
      event_properties: {
        "[Amplitude] Page URL": "https://madameai.ca/auth/link/confirm?token=secret-token#top",
        "[Amplitude] Element Text": "Confirmer ?",
      },
    });
    await ingestEvents(bed.db, { events: [click], userId: null }, now);
    const [row] = await bed.db.select().from(analyticsEvent).where(eq(analyticsEvent.insertId, click.insert_id));
    expect(row!.properties).toEqual({
      "[Amplitude] Page URL": "https://madameai.ca/auth/link/confirm",
      "[Amplitude] Element Text": "Confirmer ?",
    });
  });

  it("keeps no one-time token written in a path segment, in any address of the event or of the person", async () => {
    const token = "q7Vx2mR9kLp3Zt8WbN4cYh6J";
    const view = event({
      event_type: "page_view",
      event_properties: {
        page_path: `/auth/invitation/${token}`,
        page_location: `https://madameai.ca/auth/invitation/${token}?next=%2Fteam`,
        "[Amplitude] Page Path": `/auth/invitation/${token}`,
        "[Amplitude] Page Title": "Invitation / MadameAI ?",
        elsewhere: `/lesson/${token}`,
      },
      user_properties: { initial_referrer: `http://127.0.0.1:3000/auth/invitation/${token}` },
    });
    await ingestEvents(bed.db, { events: [view], userId: null }, now);
    const [row] = await bed.db.select().from(analyticsEvent).where(eq(analyticsEvent.insertId, view.insert_id));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.properties).toEqual({
      page_path: "/auth/invitation/:token",
      page_location: "https://madameai.ca/auth/invitation/:token",
      "[Amplitude] Page Path": "/auth/invitation/:token",
      "[Amplitude] Page Title": "Invitation / MadameAI ?",
      elsewhere: "/lesson/:token",
    });
    expect(row!.userProperties).toEqual({ initial_referrer: "http://127.0.0.1:3000/auth/invitation/:token" });
  });

  it("refuses an event carrying text the database cannot store (NUL, lone surrogate) and keeps the rest of its batch", async () => {
    const good = event();
    const batch = [
      event({ event_properties: { note: "a\u0000b" } }),
      good,
      event({ event_type: "clic\uD800" }),
      { ...event(), ["clé\u0000"]: 1 },
    ];
    const result = await ingestEvents(bed.db, { events: batch, userId: null }, now);
    expect(result).toEqual({
      kind: "stored",
      received: 1,
      stored: 1,
      invalid: { event_properties: [0], event_type: [2], event: [3] },
    });
    const [row] = await bed.db.select().from(analyticsEvent).where(eq(analyticsEvent.insertId, good.insert_id));
    expect(row).toBeDefined();
  });

  it("names each bad event by field and index and keeps the others", async () => {
    const before = await stored();
    const batch = [
      event(),
      { ...event(), event_type: "" },
      event({ time: now - 90 * 24 * 3600 * 1000 }),
      "not an event",
      event({ device_id: "x" }),
      event({ event_properties: { big: "x".repeat(9000) } }),
    ];
    const result = await ingestEvents(bed.db, { events: batch, userId: null }, now);
    expect(result).toEqual({
      kind: "stored",
      received: 1,
      stored: 1,
      invalid: { event_type: [1], time: [2], event: [3], device_id: [4], event_properties: [5] },
    });
    expect(await stored()).toBe(before + 1);
  });

  it("ties an event to the person of the session, never to the id the browser claims (two tenants)", async () => {
    const carlos = twoTenants.a.learner.id;
    const priya = twoTenants.b.learner.id;
    const claimed = event({ user_id: priya, user_properties: { $set: { email: "priya@transports-gagnon.test" } } });
    await ingestEvents(bed.db, { events: [claimed], userId: carlos }, now);
    const [row] = await bed.db.select().from(analyticsEvent).where(eq(analyticsEvent.insertId, claimed.insert_id));
    expect(row!.userId).toBe(carlos);
    // A visitor without a session is nobody, whatever the event says.
    const anonymous = event({ user_id: carlos });
    await ingestEvents(bed.db, { events: [anonymous], userId: null }, now);
    expect(
      (await bed.db.select().from(analyticsEvent).where(eq(analyticsEvent.insertId, anonymous.insert_id)))[0]!.userId,
    ).toBeNull();
  });

  it("refuses a browser past 1500 events in 10 minutes, storing nothing of that batch", async () => {
    const device = { device_id: "device-busy" };
    for (let batch = 0; batch < 15; batch++) {
      const result = await ingestEvents(
        bed.db,
        { events: Array.from({ length: 100 }, () => event(device)), userId: null },
        now,
      );
      expect(result.kind).toBe("stored");
    }
    const before = await stored();
    const refused = await ingestEvents(bed.db, { events: [event(device)], userId: null }, now);
    expect(refused).toMatchObject({ kind: "rate_limited" });
    expect(await stored()).toBe(before);
    // Another browser is not held back by this one.
    expect(
      (await ingestEvents(bed.db, { events: [event({ device_id: "device-calm" })], userId: null }, now)).kind,
    ).toBe("stored");
  });

  it("deletes events after a year", async () => {
    const old = event();
    await ingestEvents(bed.db, { events: [old], userId: null }, now);
    await bed.db
      .update(analyticsEvent)
      .set({ receivedAt: new Date(now - 366 * 24 * 3600 * 1000) })
      .where(eq(analyticsEvent.insertId, old.insert_id));
    expect(await deleteExpiredEvents(bed.db, new Date(now))).toBe(1);
    expect(await bed.db.select().from(analyticsEvent).where(eq(analyticsEvent.insertId, old.insert_id))).toEqual([]);
  });
});

describe("relaying events to the vendor when configured", () => {
  let vendor: Awaited<ReturnType<typeof startVendorServer>>;
  beforeAll(async () => {
    vendor = await startVendorServer();
  });
  afterAll(() => vendor.close());
  const unforwarded = async () =>
    (await bed.db.select({ n: count() }).from(analyticsEvent).where(isNull(analyticsEvent.forwardedAt)))[0]!.n;

  it("sends what the vendor has not had, with the vendor's key and the session's person, once", async () => {
    const settings = { apiKey: "vendor-key-0123456789", url: vendor.url };
    let rounds = 0;
    while ((await forwardToVendor(bed.db, settings)).sent > 0) rounds++;
    expect(rounds).toBeGreaterThan(0);
    expect(await unforwarded()).toBe(0);
    const sent = vendor.batches.flatMap((batch) => batch.events);
    expect(vendor.batches.every((batch) => batch.api_key === "vendor-key-0123456789")).toBe(true);
    expect(new Set(sent.map((item) => item.insert_id)).size).toBe(sent.length);
    expect(sent).toContainEqual(
      expect.objectContaining({ user_id: twoTenants.a.learner.id, event_type: "page_view", language: "fr-CA" }),
    );
    expect(await forwardToVendor(bed.db, settings)).toEqual({ sent: 0, failed: 0 });
  });

  it("keeps events when the vendor fails, and sends them on the next round", async () => {
    const settings = { apiKey: "vendor-key-0123456789", url: vendor.url };
    await ingestEvents(bed.db, { events: [event({ device_id: "device-late" })], userId: null }, now);
    vendor.answer(503);
    expect(await forwardToVendor(bed.db, settings)).toEqual({ sent: 0, failed: 1 });
    expect(await unforwarded()).toBe(1);
    const unreachable = { ...settings, url: "http://127.0.0.1:9/2/httpapi" };
    expect(await forwardToVendor(bed.db, unreachable)).toEqual({ sent: 0, failed: 1 });
    vendor.answer(200);
    expect(await forwardToVendor(bed.db, settings)).toEqual({ sent: 1, failed: 0 });
    expect(await unforwarded()).toBe(0);
  });

  it("does not send again a batch the vendor refused as malformed", async () => {
    const settings = { apiKey: "vendor-key-0123456789", url: vendor.url };
    await ingestEvents(bed.db, { events: [event({ device_id: "device-odd" })], userId: null }, now);
    vendor.answer(400);
    expect(await forwardToVendor(bed.db, settings)).toEqual({ sent: 0, failed: 1 });
    expect(await unforwarded()).toBe(0);
    vendor.answer(200);
  });

  it("drains a backlog of several batches in one run, each event once, and stops at a failing batch", async () => {
    const settings = { apiKey: "vendor-key-0123456789", url: vendor.url };
    const backlog = Array.from({ length: 450 }, (_, index) => event({ device_id: `device-backlog-${index}` }));
    for (let start = 0; start < backlog.length; start += 100)
      await ingestEvents(bed.db, { events: backlog.slice(start, start + 100), userId: null }, now);
    const before = vendor.batches.length;
    expect(await relayStoredEvents(bed.db, settings)).toEqual({ sent: 450, failed: 0 });
    expect(vendor.batches.length - before).toBe(3);
    expect(await relayStoredEvents(bed.db, settings)).toEqual({ sent: 0, failed: 0 });

    await ingestEvents(bed.db, { events: [event({ device_id: "device-after" })], userId: null }, now);
    vendor.answer(503);
    expect(await relayStoredEvents(bed.db, settings)).toEqual({ sent: 0, failed: 1 });
    vendor.answer(200);
    expect(await unforwarded()).toBe(1);
  });
});
