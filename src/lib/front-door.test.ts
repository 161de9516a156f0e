import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { RequestCookies } from "next/dist/compiled/@edge-runtime/cookies";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding, frontDoor, parseCookies, type FrontDoorOptions, type HealthReport } from "./front-door";
import { PRERENDERED_CACHE_CONTROL } from "./prerendered-pages";

// A fake build: a few variants' HTML, each with an inline script whose hash the CSP must carry.
const page = (name: string) =>
  `<html><head><script>window.page=${JSON.stringify(name)}</script></head><body>${name} é</body></html>`;
const FILES = {
  "prerendered/fr/system/unset.html": page("home fr"),
  "prerendered/en/system/unset.html": page("home en"),
  "prerendered/es/system/unset.html": page("home es"),
  "prerendered/en/dark/granted.html": page("home en dark granted"),
  "prerendered/fr/system/unset/privacy.html": page("privacy fr"),
  "prerendered/fr/system/unset/blog/fr/un-article.html": page("article"),
};
const NEXT_ANSWERED = 299;

let buildDir: string;
let health: HealthReport = { status: 200, body: { status: "ok" } };
let servers: Server[] = [];

async function serve(options: Partial<FrontDoorOptions> = {}): Promise<string> {
  const door = frontDoor({
    health: async () => health,
    buildDir,
    themeSwitcher: false,
    sameSettings: true,
    ...options,
  });
  const server = createServer((request, response) => {
    if (door(request, response)) return;
    response.statusCode = NEXT_ANSWERED; // stands for Next.js
    response.end("next");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The first request of a variant goes to Next.js while the file is read; the next one is served from memory. */
async function warm(url: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(url, init);
    if (response.status !== NEXT_ANSWERED) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} never left Next.js`);
}

beforeAll(() => {
  buildDir = mkdtempSync(path.join(tmpdir(), "front-door-"));
  for (const [file, html] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
    writeFileSync(path.join(buildDir, file), html);
  }
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
  rmSync(buildDir, { recursive: true, force: true });
});

describe("the front door's health check", () => {
  it("answers the database's state with the route's headers, and no body to HEAD", async () => {
    const base = await serve();
    health = { status: 200, body: { status: "ok", version: "1" } };
    const ok = await fetch(`${base}/api/health`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "ok", version: "1" });
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    health = { status: 503, body: { status: "degraded" } };
    const down = await fetch(`${base}/api/health`, { method: "HEAD" });
    expect(down.status).toBe(503);
    expect(await down.text()).toBe("");
  });

  it("answers 503 when the check itself throws", async () => {
    const base = await serve({
      health: async () => {
        throw new Error("boom");
      },
    });
    expect((await fetch(`${base}/api/health`)).status).toBe(503);
  });

  it("leaves other methods and addresses to Next.js", async () => {
    const base = await serve();
    expect((await fetch(`${base}/api/health`, { method: "POST" })).status).toBe(NEXT_ANSWERED);
    expect((await fetch(`${base}/api/health?verbose=1`)).status).toBe(NEXT_ANSWERED);
    expect((await fetch(`${base}/api/healthz`)).status).toBe(NEXT_ANSWERED);
  });
});

describe("the front door's prerendered pages", () => {
  it("serve the visitor's variant byte for byte, with the proxy's headers", async () => {
    const base = await serve();
    const response = await warm(`${base}/`);
    expect(response.status).toBe(200);
    const html = FILES["prerendered/fr/system/unset.html"];
    expect(await response.text()).toBe(html);
    const script = html.match(/<script>(.*?)<\/script>/)![1]!;
    const hash = createHash("sha256").update(script, "utf8").digest("base64");
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain("nonce");
    expect(response.headers.get("cache-control")).toBe(PRERENDERED_CACHE_CONTROL);
    expect(response.headers.get("vary")).toContain("Cookie, Accept-Language");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
  });

  it("choose the language from the cookie, then Accept-Language, and the theme only with the switcher on", async () => {
    const plain = await serve();
    expect(await (await warm(`${plain}/`, { headers: { "accept-language": "es-MX,es;q=0.9" } })).text()).toContain(
      "home es",
    );
    const cookies = { cookie: "NEXT_LOCALE=en; theme=dark; madameai_consent=granted", "accept-language": "es" };
    expect(
      await (await warm(`${plain}/`, { headers: { cookie: "NEXT_LOCALE=en", "accept-language": "es" } })).text(),
    ).toContain("home en");
    // Switcher off: the theme cookie is ignored; en/system/granted was not built, so Next.js answers.
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await fetch(`${plain}/`, { headers: cookies })).status).toBe(NEXT_ANSWERED);
    const switcher = await serve({ themeSwitcher: true });
    expect(await (await warm(`${switcher}/`, { headers: cookies })).text()).toContain("home en dark granted");
    expect(await (await warm(`${switcher}/blog/fr/un-article`)).text()).toContain("article");
  });

  it("leave to Next.js a session, a query, the router's requests, other methods and unbuilt pages", async () => {
    const base = await serve();
    await warm(`${base}/`);
    await warm(`${base}/privacy`);
    const cases: [string, RequestInit?][] = [
      ["/", { headers: { cookie: "madameai.session_token=abc.def" } }],
      ["/", { headers: { cookie: "__Secure-madameai.session_token=abc" } }],
      ["/?utm_source=courriel"],
      ["/", { headers: { rsc: "1" } }],
      ["/", { headers: { "next-router-prefetch": "1" } }],
      ["/privacy", { headers: { "next-router-state-tree": "x" } }],
      ["/", { method: "POST" }],
      ["/privacy/"],
      ["/dashboard"],
      ["/prerendered/fr/system/unset"],
      ["/terms"], // not in this build: Next.js every time
      ["/terms"],
    ];
    for (const [url, init] of cases) {
      expect((await fetch(`${base}${url}`, init)).status, `${url} ${JSON.stringify(init)}`).toBe(NEXT_ANSWERED);
    }
  });

  it("leave everything to Next.js while the running settings differ from the build's", async () => {
    const base = await serve({ sameSettings: false });
    for (let attempt = 0; attempt < 3; attempt++) expect((await fetch(`${base}/`)).status).toBe(NEXT_ANSWERED);
  });

  it("answer 304 to the page's ETag and compress for clients that accept it", async () => {
    const base = await serve();
    const first = await warm(`${base}/privacy`);
    const etag = first.headers.get("etag")!;
    const again = await fetch(`${base}/privacy`, { headers: { "if-none-match": `W/"other", ${etag}` } });
    expect(again.status).toBe(304);
    const html = Buffer.from(FILES["prerendered/fr/system/unset/privacy.html"]);
    const { request } = await import("node:http");
    const raw = (encoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        request(`${base}/privacy`, { headers: { "accept-encoding": encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
          );
        })
          .on("error", reject)
          .end();
      });
    const brotli = await raw("gzip, deflate, br");
    expect(brotli.encoding).toBe("br");
    expect(brotliDecompressSync(brotli.body)).toEqual(html);
    const gzip = await raw("gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body)).toEqual(html);
    const identity = await raw("identity");
    expect(identity.encoding).toBeUndefined();
    expect(identity.body).toEqual(html);
  });
});

describe("the front door's readers", () => {
  it("pick brotli, then gzip, honouring q=0", () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0, gzip;q=0")).toBeNull();
    expect(chooseEncoding("identity")).toBeNull();
  });

  it("read cookies as Next.js does for the proxy and the pages", () => {
    for (const header of [
      "NEXT_LOCALE=en; theme=dark",
      "theme=light;theme=dark",
      "NEXT_LOCALE=%E9; theme=dark",
      "flag; NEXT_LOCALE=es",
      "a=b=c; NEXT_LOCALE=fr",
      "",
    ]) {
      const ours = parseCookies(header);
      const theirs = new RequestCookies(new Headers({ cookie: header }));
      for (const name of ["NEXT_LOCALE", "theme", "flag", "a"]) {
        expect(ours.get(name), `${name} in ${header}`).toBe(theirs.get(name)?.value);
      }
    }
  });
});

describe("the front door's JSON routes", () => {
  it("call the route's own handler with the request Next.js would build, and send its answer whole", async () => {
    const seen: { url: string; method: string; cookie?: string; token: string | null; body: unknown }[] = [];
    const base = await serve({
      posts: {
        "/api/learning/answers": async (request) => {
          seen.push({
            url: request.nextUrl.pathname,
            method: request.method,
            cookie: request.cookies.get("csrf_secret")?.value,
            token: request.headers.get("x-csrf-token"),
            body: await request.json(),
          });
          const answer = Response.json({ result: { correct: true }, note: "é" }, { status: 201 });
          answer.headers.set("Cache-Control", "no-store");
          answer.headers.append("Set-Cookie", "a=1; Path=/");
          answer.headers.append("Set-Cookie", "b=2; Path=/");
          return answer;
        },
      },
    });
    const big = { attemptId: "a", index: 3, answer: { text: "bonjour ".repeat(20_000) } };
    const response = await fetch(`${base}/api/learning/answers`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "csrf_secret=s%C3%A9cret", "x-csrf-token": "t" },
      body: JSON.stringify(big),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ result: { correct: true }, note: "é" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(seen).toEqual([{ url: "/api/learning/answers", method: "POST", cookie: "sécret", token: "t", body: big }]);
  });

  it("answer 500 without a body when the handler's promise itself fails", async () => {
    const base = await serve({
      posts: {
        "/api/learning/answers": async () => {
          throw new Error("a bug below the route's own catch");
        },
      },
    });
    const response = await fetch(`${base}/api/learning/answers`, { method: "POST", body: "{}" });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("");
  });

  it("leave to Next.js other methods, other addresses and a query", async () => {
    let called = 0;
    const base = await serve({
      posts: {
        "/api/learning/answers": async () => {
          called++;
          return Response.json({});
        },
      },
    });
    for (const [url, method] of [
      ["/api/learning/answers", "GET"],
      ["/api/learning/answers", "PUT"],
      ["/api/learning/answers?x=1", "POST"],
      ["/api/learning/answers/", "POST"],
      ["/api/review/answers", "POST"],
    ] as const) {
      expect((await fetch(`${base}${url}`, { method })).status, `${method} ${url}`).toBe(NEXT_ANSWERED);
    }
    expect(called).toBe(0);
  });
});
