import { test } from "@playwright/test";
import { totp } from "../e2e/support/totp";
import { Browser, signedIn } from "./support/client";
import { jsonOf, send, type Answer } from "./support/http";
import { password, people } from "./support/people";
import { inParallel, linkIn, mailsTo, suite, waitFor } from "./support/suite";
import { runArea, type Tally } from "./support/tally";

/*
 * Open redirects: every way a `next` reaches a redirect (the sign-in answer, the sign-in page of a
 * signed-in person, the sign-in link's e-mail and its confirmation, the second step of a sign-in,
 * the server's own path redirects) must land on a path of the app, whatever was asked.
 */

const payloads = [
  "//evil.example",
  "/\\evil.example",
  "/..//evil.example",
  "/a/..//x",
  "/.//x",
  "/%2e%2e//x",
  "/x/../\\x",
  "https://evil.example",
  "http://evil.example/dashboard",
  "\\/\\/evil.example",
  "/%5c%5cevil.example",
  "/%5cevil.example",
  "/%2f%2fevil.example",
  "/%2F/evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "///evil.example",
  "////evil.example",
  "\\\\evil.example",
  "/\\\\evil.example",
  "https:evil.example",
  "https:/evil.example",
  "//127.0.0.1:1/",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%00//evil.example",
  "/dashboard/../..//evil.example",
  "/./..//evil.example",
  "/%2e/%2e%2e//evil.example",
  "/.%2e//evil.example",
  "//%65vil.example",
  "/\u0000//evil.example",
  "//evil.example@127.0.0.1",
  "/\u3000/evil.example",
];

/** Paths of the app, which must be kept as asked (else the surface would not be tested at all). */
const kept = ["/dashboard/course", "/settings/profile?tab=security#codes"];

/** Why a redirect target could leave the app, or null when it is a path of `origin`. */
function leaves(target: unknown, origin: string): string | null {
  if (typeof target !== "string" || target === "") return `no target (${JSON.stringify(target)})`;
  const relative = target.startsWith(`${origin}/`) ? target.slice(origin.length) : target;
  if (/[\u0000-\u001f\u007f\\]/.test(relative)) return `control character or backslash in ${JSON.stringify(target)}`;
  if (!relative.startsWith("/") || relative.startsWith("//"))
    return `not a single-slash path: ${JSON.stringify(target)}`;
  const resolved = new URL(relative, origin);
  if (resolved.origin !== origin) return `resolves to ${resolved.origin}`;
  // A path that normalises to //… is read as another host by the next thing that resolves it.
  if (resolved.pathname.startsWith("//")) return `normalises to ${resolved.pathname}`;
  // The second step of a sign-in carries the first one's `next` on to where it goes after.
  if (resolved.pathname === "/auth/two-factor" && resolved.searchParams.has("next"))
    return leaves(resolved.searchParams.get("next"), origin);
  return null;
}

/** Checks one answered target: it stays in the app, and a path of the app is kept as asked. */
function judge(tally: Tally, surface: string, asked: string, target: unknown, origin: string) {
  const reason = leaves(target, origin);
  tally.check(reason === null, `${surface} with next=${JSON.stringify(asked)}: ${reason}`);
  if (kept.includes(asked))
    tally.check(
      typeof target === "string" && target.endsWith(asked),
      `${surface} with next=${JSON.stringify(asked)}: a path of the app was not kept (${JSON.stringify(target)})`,
    );
}

const cases = [...payloads, ...kept];

/**
 * An API surface may refuse a payload outright (a NUL is not JSON we take: 400): then nothing
 * redirects anywhere, which is safe. A path of the app must be taken.
 */
function answered(tally: Tally, surface: string, asked: string, answer: Answer): boolean {
  const refused = answer.status === 400 && !kept.includes(asked);
  tally.check(
    answer.status === 200 || refused,
    `${surface} with next=${JSON.stringify(asked)}: ${answer.status} ${answer.text}`,
  );
  return answer.status === 200;
}

/** Both processes take turns. */
const appFor = (index: number) => (index % 2 === 0 ? suite().a : suite().b);

test("the sign-in answer", async () => {
  await runArea("redirects", async (tally) => {
    await inParallel(cases, 2, async (next, index) => {
      const app = appFor(index);
      const answer = await new Browser().signIn(app, people.redirect.email, password, { next });
      if (answered(tally, "sign-in", next, answer)) judge(tally, "sign-in answer", next, jsonOf(answer)?.redirect, app);
    });
  });
});

test("the sign-in page of a signed-in person (307)", async () => {
  await runArea("redirects", async (tally) => {
    const browser = await signedIn(suite().a, people.redirect.email, password);
    for (const [index, next] of cases.entries()) {
      const app = appFor(index);
      const answer = await browser.request(app, { path: `/auth/sign-in?next=${encodeURIComponent(next)}` });
      if (!tally.check(answer.status === 307, `GET /auth/sign-in?next=${JSON.stringify(next)}: ${answer.status}`))
        continue;
      judge(tally, "sign-in page", next, answer.headers.location, app);
    }
  });
});

test("the sign-in link: its e-mail and its confirmation", async () => {
  await runArea("redirects", async (tally) => {
    // At most 5 links per address per 15 minutes: each address takes 5 of the cases.
    if (cases.length > 5 * people.link.length) throw new Error("more redirect cases than sign-in link addresses");
    for (const [index, next] of cases.entries()) {
      const app = appFor(index);
      const person = people.link[Math.floor(index / 5)]!;
      const browser = new Browser();
      await browser.open(app);
      const before = (await mailsTo(person.email)).length;
      const asked = await browser.post(app, "/api/session/link", { email: person.email, next });
      if (!answered(tally, "link request", next, asked)) continue;
      const latestLink = async () => {
        const mails = await mailsTo(person.email);
        return mails.length > before ? linkIn(mails.at(-1)!.text_body, "/auth/link/confirm") : null;
      };
      await waitFor(async () => (await latestLink()) !== null, { timeoutMs: 10_000, everyMs: 100 });
      const url = await latestLink();
      if (!tally.found(url, `link request with next=${JSON.stringify(next)}: no e-mail with a link`)) continue;
      tally.check(url.origin === app, `the link e-mailed for next=${JSON.stringify(next)} points to ${url.origin}`);
      if (url.searchParams.has("next")) judge(tally, "link e-mail", next, url.searchParams.get("next"), app);
      const confirmed = await browser.post(app, "/api/session/link/confirm", {
        token: url.searchParams.get("token"),
        next,
      });
      if (answered(tally, "link confirmation", next, confirmed))
        judge(tally, "link confirmation", next, jsonOf(confirmed)?.redirect, app);
    }
  });
});

test("the second step of a sign-in (two-factor code)", async () => {
  await runArea("redirects", async (tally) => {
    const { a } = suite();
    const owner = await signedIn(a, people.twoFactor.email, password);
    const setup = await owner.post(a, "/api/account/two-factor/enable", { password });
    if (!tally.check(setup.status === 200, `two-factor setup: ${setup.status} ${setup.text}`)) return;
    const secret = String(jsonOf(setup)?.secret ?? "");
    const confirmed = await owner.post(a, "/api/account/two-factor/confirm", { code: totp(secret) });
    if (!tally.check(confirmed.status === 200, `two-factor confirmation: ${confirmed.status} ${confirmed.text}`))
      return;
    await inParallel(cases, 2, async (next, index) => {
      const app = appFor(index);
      const browser = new Browser();
      // The password step is the sign-in surface, tested above: here it carries no `next`.
      const first = await browser.signIn(app, people.twoFactor.email, password);
      if (!tally.check(jsonOf(first)?.twoFactorRequired === true, `password step: ${first.status} ${first.text}`))
        return;
      const second = await browser.post(app, "/api/session/two-factor", { method: "totp", code: totp(secret), next });
      if (answered(tally, "two-factor step", next, second))
        judge(tally, "two-factor step", next, jsonOf(second)?.redirect, app);
    });
  });
});

/** Paths sent as written: the server's own redirects (trailing slashes, normalisation) must not leave either. */
const rawPaths = [
  "//evil.example/",
  "//evil.example/%2e%2e",
  "///evil.example/",
  "/\\evil.example/",
  "/\\/evil.example/",
  "/%5Cevil.example/",
  "/%2F%2Fevil.example/",
  "/%2F/evil.example/",
  "/.//evil.example/",
  "/..//evil.example/",
  "//evil.example/dashboard",
  "/dashboard/",
  "/auth/sign-in/",
  "/dashboard//",
  "/auth//sign-in?next=//evil.example",
];

test("the server's own redirects of odd paths", async () => {
  await runArea("redirects", async (tally) => {
    for (const [index, path] of rawPaths.entries()) {
      const app = appFor(index);
      for (const signedInOrNot of [false, true]) {
        const browser = signedInOrNot ? await signedIn(app, people.redirect.email, password) : new Browser();
        const answer = await browser.request(app, { path });
        tally.check(answer.status < 500, `GET ${JSON.stringify(path)}: ${answer.status}`);
        if (answer.status >= 300 && answer.status < 400)
          judge(tally, `GET ${JSON.stringify(path)} redirect`, path, answer.headers.location, app);
      }
    }
  });
});

test("a signed-out visit goes to sign-in on this app", async () => {
  await runArea("redirects", async (tally) => {
    for (const app of [suite().a, suite().b]) {
      const answer = await send(app, { path: "/dashboard", headers: { "x-pathname": "//evil.example" } });
      tally.check(answer.status === 307, `GET /dashboard signed out: ${answer.status}`);
      judge(tally, "sign-in detour", "/dashboard", answer.headers.location, app);
      const next = new URL(String(answer.headers.location), app).searchParams.get("next");
      tally.check(next === "/dashboard", `the detour's next is ${JSON.stringify(next)}, not the page asked for`);
    }
  });
});
