import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { appSecret } from "@/env";
import { CSRF_COOKIE, CSRF_HEADER, csrfTokenFor } from "@/lib/csrf";
import { POST } from "./route";

describe("POST /api/account/delete", () => {
  it("does not exist while the accountDeletion flag is off (the default)", async () => {
    const secret = "browser-secret-for-tests";
    const request = new NextRequest("http://localhost:3000/api/account/delete", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        cookie: `${CSRF_COOKIE}=${secret}; NEXT_LOCALE=en`,
        [CSRF_HEADER]: await csrfTokenFor(secret, appSecret()),
      },
      body: JSON.stringify({ password: "whatever-it-is", confirmation: "DELETE" }),
    });
    const response = await POST(request);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "This resource could not be found." },
    });
  });
});
