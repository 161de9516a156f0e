import { createECDH, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import webpush from "web-push";
import { describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import { pushSubscription } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { appSecret } from "@/env";
import type * as authModule from "@/features/auth";
import { CSRF_COOKIE, CSRF_HEADER, csrfTokenFor } from "@/lib/csrf";
import { DELETE, POST } from "./route";

const { a, b } = twoTenants;
let signedIn: { id: string; name: string; email: string; locale: string } = a.learner;
vi.mock("@/features/auth", async (importOriginal) => ({
  ...(await importOriginal<typeof authModule>()),
  requireApiViewer: vi.fn(async () => ({
    userId: signedIn.id,
    email: signedIn.email,
    name: signedIn.name,
    locale: signedIn.locale,
    activeOrganizationId: null,
    sessionId: "session-1",
  })),
}));
vi.mock("@/db", async (importOriginal) => ({
  ...(await importOriginal<typeof dbModule>()),
  getDb: vi.fn(async () => bed.db),
}));

const vapid = webpush.generateVAPIDKeys();
const bed = testBed({
  env: { WEB_PUSH: "true", VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
});
const origin = "http://localhost:3000";
const secret = "browser-secret-for-tests";

async function call(handler: typeof POST, method: "POST" | "DELETE", body: unknown) {
  const response = await handler(
    new NextRequest(`${origin}/api/reminders/push`, {
      method,
      headers: {
        "content-type": "application/json",
        origin,
        cookie: `${CSRF_COOKIE}=${secret}; NEXT_LOCALE=en`,
        [CSRF_HEADER]: await csrfTokenFor(secret, appSecret()),
      },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, json: await response.json() };
}

/** A browser's subscription: a push service address and a real P-256 key with its secret. */
function browserSubscription(endpoint: string) {
  const key = createECDH("prime256v1");
  key.generateKeys();
  return {
    endpoint,
    keys: { p256dh: key.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

const rows = () =>
  bed.db
    .select({ userId: pushSubscription.userId, endpoint: pushSubscription.endpoint, auth: pushSubscription.auth })
    .from(pushSubscription)
    .orderBy(pushSubscription.userId);

describe("POST and DELETE /api/reminders/push", () => {
  it("refuses what is not a browser's push subscription, with a stable code, and stores nothing", async () => {
    signedIn = a.learner;
    const good = browserSubscription("https://push.example.test/send/a1");
    for (const bad of [
      {},
      { endpoint: good.endpoint },
      { ...good, endpoint: "http://push.example.test/send/a1" },
      { ...good, endpoint: "not a url" },
      { ...good, keys: { ...good.keys, p256dh: "short" } },
      { ...good, keys: { ...good.keys, auth: "has spaces in it!!!!!!" } },
    ]) {
      const { status, json } = await call(POST, "POST", bad);
      expect(status, JSON.stringify(bad)).toBe(422);
      expect(json.error.code).toBe("validation_failed");
    }
    expect((await call(DELETE, "DELETE", {})).json.error.code).toBe("validation_failed");
    expect(await rows()).toEqual([]);
  });

  it("keeps one row per learner and device, and one learner cannot remove another's", async () => {
    signedIn = a.learner;
    const device = browserSubscription("https://push.example.test/send/shared-device");
    expect(await call(POST, "POST", device)).toEqual({ status: 200, json: { ok: true } });
    // The browser subscribed again with new keys: the same row, its keys replaced.
    const renewed = browserSubscription(device.endpoint);
    expect((await call(POST, "POST", renewed)).status).toBe(200);
    expect(await rows()).toEqual([{ userId: a.learner.id, endpoint: device.endpoint, auth: renewed.keys.auth }]);

    signedIn = b.learner;
    const other = await call(DELETE, "DELETE", { endpoint: device.endpoint });
    expect(other.status).toBe(404);
    expect(other.json.error.code).toBe("not_found");
    expect(await rows()).toHaveLength(1);

    signedIn = a.learner;
    expect(await call(DELETE, "DELETE", { endpoint: device.endpoint })).toEqual({ status: 200, json: { ok: true } });
    expect(await bed.db.select().from(pushSubscription).where(eq(pushSubscription.userId, a.learner.id))).toEqual([]);
  });
});
