import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { appSecret } from "@/env";
import { CSRF_COOKIE, CSRF_HEADER, csrfTokenFor } from "@/lib/csrf";
import { DELETE, POST } from "./route";

const subscription = {
  endpoint: "https://push.example.test/send/abc",
  keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) },
};

describe("/api/reminders/push without WEB_PUSH (the default)", () => {
  it("does not exist: 404 for subscribing and unsubscribing alike", async () => {
    const secret = "browser-secret-for-tests";
    for (const [handler, method, body] of [
      [POST, "POST", subscription],
      [DELETE, "DELETE", { endpoint: subscription.endpoint }],
    ] as const) {
      const response = await handler(
        new NextRequest("http://localhost:3000/api/reminders/push", {
          method,
          headers: {
            "content-type": "application/json",
            origin: "http://localhost:3000",
            cookie: `${CSRF_COOKIE}=${secret}; NEXT_LOCALE=en`,
            [CSRF_HEADER]: await csrfTokenFor(secret, appSecret()),
          },
          body: JSON.stringify(body),
        }),
      );
      expect(response.status, method).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: "not_found", message: "This resource could not be found." },
      });
    }
  });
});
