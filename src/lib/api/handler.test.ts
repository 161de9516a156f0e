import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { appSecret, env } from "@/env";
import { CSRF_COOKIE, CSRF_HEADER, csrfTokenFor, newCsrfSecret } from "@/lib/csrf";
import { ApiError } from "./errors";
import { isOwnOrigin, routeHandler, type Resolution } from "./handler";

const url = "http://localhost:3000/api/example";
const nobody = async (): Promise<Resolution<object>> => ({ context: {} });
const savedSpanish = async (): Promise<Resolution<{ who: string }>> => ({
  context: { who: "carlos" },
  savedLocale: "es",
});

async function signedPost(body: unknown, headers: Record<string, string> = {}): Promise<NextRequest> {
  const secret = newCsrfSecret();
  return new NextRequest(url, {
    method: "POST",
    body: JSON.stringify(body),
    headers: {
      origin: "http://localhost:3000",
      "content-type": "application/json",
      cookie: `${CSRF_COOKIE}=${secret}`,
      [CSRF_HEADER]: await csrfTokenFor(secret, appSecret()),
      ...headers,
    },
  });
}

describe("routeHandler", () => {
  it("marks an answer no-store unless the route set its own Cache-Control", async () => {
    const plain = routeHandler({ resolve: nobody }, async () => Response.json({ ok: true }, { status: 201 }));
    const cacheable = routeHandler({ resolve: nobody }, async () =>
      Response.json({ ok: true }, { headers: { "Cache-Control": "public, max-age=60" } }),
    );
    const answer = await plain(new NextRequest(url));
    expect(answer.status).toBe(201);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ ok: true });
    expect((await cacheable(new NextRequest(url))).headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("answers 503 with Retry-After when the database is out of reach, whatever the driver's error looks like", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const failures = [
      new Error("Failed query: select 1", { cause: refused }),
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      new Error("Connection terminated unexpectedly"),
    ];
    for (const failure of failures) {
      const handler = routeHandler({ resolve: nobody }, async () => {
        throw failure;
      });
      const answer = await handler(new NextRequest(url));
      expect(answer.status, failure.message).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
      expect((await answer.json()).error.code).toBe("database_unavailable");
    }
    // Any other error stays a 500, without its message.
    const broken = routeHandler({ resolve: nobody }, async () => {
      throw new Error('column "x" does not exist');
    });
    const answer = await broken(new NextRequest(url));
    expect(answer.status).toBe(500);
    expect(JSON.stringify(await answer.json())).not.toContain("column");
  });

  it("gives the caller's saved language over the cookie, to the handler and to its errors", async () => {
    const echo = routeHandler({ resolve: savedSpanish }, async ({ locale, who }) => Response.json({ locale, who }));
    expect(
      await (
        await echo(new NextRequest(url, { headers: { cookie: "NEXT_LOCALE=en", "accept-language": "fr-CA" } }))
      ).json(),
    ).toEqual({ locale: "es", who: "carlos" });

    const refusing = routeHandler({ resolve: savedSpanish }, async () => {
      throw new ApiError("not_found");
    });
    const answer = await refusing(new NextRequest(url, { headers: { cookie: "NEXT_LOCALE=en" } }));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: { code: "not_found", message: "No se encontró este recurso." } });
  });

  it("without a saved language, takes the cookie, then Accept-Language", async () => {
    const echo = routeHandler({ resolve: nobody }, async ({ locale }) => Response.json({ locale }));
    expect(
      await (
        await echo(new NextRequest(url, { headers: { cookie: "NEXT_LOCALE=en", "accept-language": "es" } }))
      ).json(),
    ).toEqual({ locale: "en" });
    expect(
      await (await echo(new NextRequest(url, { headers: { "accept-language": "es-MX,en;q=0.5" } }))).json(),
    ).toEqual({ locale: "es" });
  });

  it("answers the resolver's refusal in the request's language, with no-store, before the handler runs", async () => {
    let ran = false;
    const guarded = routeHandler(
      {
        resolve: async () => {
          throw new ApiError("unauthenticated");
        },
      },
      async () => {
        ran = true;
        return Response.json({});
      },
    );
    const answer = await guarded(new NextRequest(url, { headers: { cookie: "NEXT_LOCALE=en" } }));
    expect(answer.status).toBe(401);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ error: { code: "unauthenticated", message: "Sign in to continue." } });
    expect(ran).toBe(false);
  });

  it("checks the body before the caller, and a switched-off route is not found before anyone is resolved", async () => {
    let resolved = 0;
    const counting = async (): Promise<Resolution<object>> => {
      resolved += 1;
      return { context: {} };
    };
    const input = z.strictObject({ name: z.string().min(1) });
    const open = routeHandler({ input, resolve: counting }, async ({ input }) => Response.json({ hello: input.name }));
    const off = routeHandler({ input, enabled: () => false, resolve: counting }, async () => Response.json({}));

    expect(await (await open(await signedPost({ name: "Julie" }))).json()).toEqual({ hello: "Julie" });
    const invalid = await open(await signedPost({ name: "" }));
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.fields).toEqual([{ path: "name", code: "too_small" }]);
    expect((await off(await signedPost({ name: "Julie" }))).status).toBe(404);
    expect(resolved).toBe(1);
  });

  it("refuses a mutation without the page's CSRF token, or from another site", async () => {
    const open = routeHandler({ resolve: nobody }, async () => Response.json({ ok: true }));
    const noToken = await open(new NextRequest(url, { method: "POST", headers: { origin: "http://localhost:3000" } }));
    expect(noToken.status).toBe(403);
    expect((await noToken.json()).error.code).toBe("csrf_invalid");
    const foreign = await open(await signedPost({}, { origin: "https://evil.example" }));
    expect((await foreign.json()).error.code).toBe("origin_forbidden");
  });

  it("takes an Origin for the app's own only when it is APP_URL's, or this machine under the name the request used", () => {
    const from = (host: string, forwarded?: string) => ({
      headers: new Headers({ host, ...(forwarded && { "x-forwarded-host": forwarded }) }),
    });
    expect(isOwnOrigin(new URL(env().APP_URL).origin, from("evil.example"))).toBe(true);
    expect(isOwnOrigin("http://127.0.0.1:3100", from("127.0.0.1:3100"))).toBe(true);
    // A Host the client wrote (or a rebound domain) is not the app, nor is a forwarded host without a trusted proxy.
    expect(isOwnOrigin("http://evil.example", from("evil.example"))).toBe(false);
    expect(isOwnOrigin("https://evil.example", from("evil.example"))).toBe(false);
    expect(isOwnOrigin("http://evil.example", from("127.0.0.1:3100", "evil.example"))).toBe(false);
    expect(isOwnOrigin("not a url", from("127.0.0.1:3100"))).toBe(false);
  });
});
