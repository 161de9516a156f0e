import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { appSecret } from "@/env";
import { postHeaders, TEST_ORIGIN as origin } from "@/db/testing/route-requests";
import { csrfTokenFor } from "@/lib/csrf";
import { POST } from "./route";

async function post(
  body: unknown,
  { token, headers = {} }: { token?: string | null; headers?: Record<string, string> } = {},
) {
  const request = new NextRequest(`${origin}/api/preferences`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(await postHeaders({ cookies: ["NEXT_LOCALE=en"], token })),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await POST(request);
  return { status: response.status, json: await response.json(), cookies: response.headers.getSetCookie() };
}

describe("POST /api/preferences", () => {
  it("refuses a call without the page's CSRF token, in the caller's language, changing nothing", async () => {
    const { status, json, cookies } = await post({ theme: "dark" }, { token: null });
    expect(status).toBe(403);
    expect(json).toEqual({
      error: { code: "csrf_invalid", message: "This page expired as a security measure. Reload it and try again." },
    });
    expect(cookies).toEqual([]);
  });

  it("refuses a forged token", async () => {
    const { status, json } = await post(
      { theme: "dark" },
      { token: await csrfTokenFor("another-browser", appSecret()) },
    );
    expect(status).toBe(403);
    expect(json.error.code).toBe("csrf_invalid");
  });

  it("refuses a call from another origin even with a token", async () => {
    const { status, json } = await post({ theme: "dark" }, { headers: { origin: "https://evil.example" } });
    expect(status).toBe(403);
    expect(json.error.code).toBe("origin_forbidden");
  });

  it("saves the choices in their cookies when the token is right", async () => {
    const { status, json, cookies } = await post({ theme: "dark", sidebarState: "collapsed", locale: "es" });
    expect(status).toBe(200);
    expect(json).toEqual({ preferences: { theme: "dark", sidebarState: "collapsed", locale: "es" } });
    expect(cookies.map((c) => c.split(";")[0])).toEqual(["NEXT_LOCALE=es", "theme=dark", "sidebarState=collapsed"]);
  });

  it("explains bad input with a stable code and the fields", async () => {
    const bad = await post({ theme: "purple" });
    expect(bad.status).toBe(422);
    expect(bad.json.error).toMatchObject({
      code: "validation_failed",
      fields: [{ path: "theme", code: "invalid_value" }],
    });
    expect((await post({})).json.error.code).toBe("validation_failed");
    expect((await post({ theme: "dark", admin: true })).json.error.code).toBe("validation_failed");
    expect((await post("{not json")).json.error.code).toBe("invalid_json");
    const wrongType = await post("theme=dark", { headers: { "content-type": "text/plain" } });
    expect([wrongType.status, wrongType.json.error.code]).toEqual([415, "unsupported_media_type"]);
  });

  it("answers in French by default", async () => {
    const request = new NextRequest(`${origin}/api/preferences`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: "{}",
    });
    const json = await (await POST(request)).json();
    expect(json.error.message).toMatch(/^Cette page a expiré/);
  });
});
