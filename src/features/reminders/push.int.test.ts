import { execFileSync } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createTransport } from "nodemailer";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { learnerProfile, pushSubscription } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { savePushSubscription } from "./push-subscriptions";
import { sendDueReminders } from "./send";

/*
 * The daily reminder on the learner's devices too (WEB_PUSH), against a local HTTPS server standing
 * in for the browsers' push services (web-push speaks HTTPS only; its certificate is made here and
 * trusted by this test process alone): one device that accepts, one its service says is gone.
 */

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };
const vapid = webpush.generateVAPIDKeys();
const bed = testBed({
  smtp: true,
  env: {
    WEB_PUSH: "true",
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    NODE_TLS_REJECT_UNAUTHORIZED: "0",
  },
});
const received: Received[] = [];
let pushService: Server;
let pushUrl: string;

/** A throwaway self-signed certificate for 127.0.0.1. */
function certificate() {
  const dir = mkdtempSync(path.join(tmpdir(), "push-service-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

beforeAll(async () => {
  pushService = createServer(certificate(), (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url === "/gone" ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  pushUrl = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

function device(path: string) {
  const key = createECDH("prime256v1");
  key.generateKeys();
  return {
    endpoint: `${pushUrl}${path}`,
    keys: { p256dh: key.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

describe("the daily reminder by web push", () => {
  it("reaches each device once, encrypted and signed, and forgets a device whose service says it is gone", async () => {
    const learner = twoTenants.b.learner;
    // 18:05 in Halifax: the reminder of 18:00 is due.
    const now = new Date("2026-11-25T22:05:00Z");
    await bed.db
      .update(learnerProfile)
      .set({ timeZone: "America/Halifax", reminderTime: "18:00" })
      .where(eq(learnerProfile.userId, learner.id));
    await savePushSubscription(bed.db, learner.id, device("/phone"));
    await savePushSubscription(bed.db, learner.id, device("/gone"));
    const transport = createTransport({ host: "127.0.0.1", port: bed.smtp.port, secure: false, ignoreTLS: true });

    expect(await sendDueReminders(bed.db, { now, transport })).toEqual({ sent: 1 });
    expect(received.map((push) => push.path).sort()).toEqual(["/gone", "/phone"]);
    const push = received.find((each) => each.path === "/phone")!;
    expect(push.headers["ttl"]).toBe(String(12 * 60 * 60));
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers["authorization"]).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    expect(push.body.length).toBeGreaterThan(100);
    // Encrypted: the reminder's words are not in what the push service sees.
    expect(push.body.toString("latin1")).not.toMatch(/French|English|minute/);
    expect(
      (await bed.db.select({ endpoint: pushSubscription.endpoint }).from(pushSubscription)).map((row) => row.endpoint),
    ).toEqual([`${pushUrl}/phone`]);

    expect(await sendDueReminders(bed.db, { now: new Date(now.getTime() + 5 * 60_000), transport })).toEqual({
      sent: 0,
    });
    expect(received).toHaveLength(2);
    expect(bed.smtp.received.filter((mail) => mail.rcptTo.includes(learner.email))).toHaveLength(1);
  });
});
