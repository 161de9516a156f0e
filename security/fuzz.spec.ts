import { test } from "@playwright/test";
import { Browser, signedIn } from "./support/client";
import { fieldAttacks, genericAttacks, validBodies, type Attack } from "./support/fuzz-bodies";
import { errorCode, jsonOf } from "./support/http";
import { password, people } from "./support/people";
import { mutationRoutes, type Route } from "./support/routes";
import { inParallel, LOGGED_ERROR, suite, UNCAUGHT, watchLogs } from "./support/suite";
import { runArea, type Tally } from "./support/tally";

/*
 * Every mutation route (read from src/app/api), as a visitor, as a member, and as an owner for
 * the organization and team routes: malformed JSON, wrong types for each field, 1 MB strings,
 * 10,000-deep nesting, NUL and lone surrogates, numbers past any range, empty bodies and wrong
 * content types. Whatever comes in, the answer is never a 5xx. The reporter prints the answers
 * counted by status.
 */

test.describe.configure({ mode: "parallel" });

/** The fields a route's validation names for an empty object, when no valid body is known here. */
async function namedFields(tally: Tally, who: string, browser: Browser, app: string, route: Route) {
  const answer = await browser.post(app, route.path, {}, { method: route.method });
  tally.check(
    answer.status < 500,
    `${who} ${route.method} ${route.path} ({}) on ${app}: ${answer.status} ${answer.text.slice(0, 200)}`,
  );
  const fields = (jsonOf(answer)?.error as { fields?: { path: string }[] } | undefined)?.fields ?? [];
  return Object.fromEntries(fields.map(({ path }) => [path.split(".")[0] || "value", "x"])) as Record<string, unknown>;
}

/** Sends one attack: whatever it is, the answer is not a 5xx. */
async function attack(tally: Tally, who: string, browser: Browser, app: string, route: Route, one: Attack) {
  const { name, body, contentType } = one;
  const type = contentType === undefined ? "application/json" : contentType;
  const described = `${who} ${route.method} ${route.path} (${name})`;
  try {
    const answer = await browser.request(app, {
      method: route.method,
      path: route.path,
      headers: { origin: app, "x-csrf-token": browser.csrfToken, ...(type === null ? {} : { "content-type": type }) },
      body,
    });
    tally.countStatus(answer.status);
    tally.check(answer.status < 500, `${described} on ${app}: ${answer.status} ${answer.text.slice(0, 200)}`);
  } catch (error) {
    tally.countStatus(0);
    tally.check(false, `${described} on ${app}: no answer (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * A service this deployment runs without (text-to-speech, speech-to-text): a request that is
 * valid in every way is told so with a 503, which is no fault of the request's.
 */
const UNCONFIGURED = new Set(["speech_unavailable", "transcription_unavailable"]);

/**
 * Sends the route's valid body, which is not an attack (its answer is not counted in the fuzz
 * table): answers whether the caller is let in (neither 401 nor 403).
 */
async function probe(tally: Tally, who: string, browser: Browser, app: string, route: Route, valid: Attack) {
  const answer = await browser.request(app, {
    method: route.method,
    path: route.path,
    headers: { origin: app, "x-csrf-token": browser.csrfToken, "content-type": "application/json" },
    body: valid.body,
  });
  const code = errorCode(answer) ?? "";
  tally.check(
    answer.status < 500 || (answer.status === 503 && UNCONFIGURED.has(code)),
    `${who} ${route.method} ${route.path} (valid body) on ${app}: ${answer.status} ${answer.text.slice(0, 200)}`,
  );
  return answer.status !== 401 && answer.status !== 403;
}

/** Signing out is fuzzed last: its first call ends the session the others need. */
const lastSignOut = (routes: Route[]) =>
  [...routes].sort((x, y) => Number(x.path === "/api/session/sign-out") - Number(y.path === "/api/session/sign-out"));

/**
 * Fuzzes each route as this caller. The route's valid body (known, or the fields its validation
 * names) is sent first: a caller refused for who they are (401, 403) gets only the attacks on the body
 * as a whole, which its reader and validation meet before the refusal; one it lets in gets each
 * field attacked too. `generic: false` skips the whole-body attacks where a route has fields (the
 * owner's: a member has sent them through the same validation).
 */
async function fuzz(tally: Tally, who: string, browser: Browser, routes: Route[], { generic = true } = {}) {
  const { a, b } = suite();
  const logs = watchLogs();
  for (const route of lastSignOut(routes)) {
    const body = validBodies[`${route.method} ${route.path}`] ?? (await namedFields(tally, who, browser, a, route));
    const hasFields = Object.keys(body).length > 0;
    const valid: Attack = { name: "valid body", body: JSON.stringify(body) };
    const letIn = await probe(tally, who, browser, a, route, valid);
    const attacks = [...(generic || !hasFields ? genericAttacks : []), ...(letIn ? fieldAttacks(body) : [])];
    await inParallel(attacks, 8, async (one, index) => {
      await attack(tally, who, browser, index % 2 === 0 ? a : b, route, one);
    });
    // The same valid body from a page that carries no CSRF token.
    await attack(tally, who, new Browser(), b, route, { ...valid, name: "valid body without the CSRF token" });
  }
  // A 4xx can still hide a failure the server logged (with its stack) or an exception nobody caught.
  const logged = logs.lines(new RegExp(`${LOGGED_ERROR.source}|${UNCAUGHT.source}`));
  tally.check(
    logged.length === 0,
    `the apps logged ${logged.length} errors while fuzzed: ${logged.slice(0, 3).join(" | ")}`,
  );
}

test("every mutation route, as a visitor", async () => {
  await runArea("fuzz", async (tally) => {
    const routes = mutationRoutes();
    tally.check(routes.length >= 50, `only ${routes.length} routes found under src/app/api`);
    const visitor = new Browser();
    await visitor.open(suite().a);
    await fuzz(tally, "visitor", visitor, routes);
  });
});

test("every mutation route, as a member", async () => {
  await runArea("fuzz", async (tally) => {
    const member = await signedIn(suite().a, people.fuzzMember.email, password);
    await fuzz(tally, "member", member, mutationRoutes());
  });
});

test("the organization and team routes, as an owner", async () => {
  await runArea("fuzz", async (tally) => {
    const owner = await signedIn(suite().a, people.fuzzOwner.email, password);
    const routes = mutationRoutes().filter((route) => /^\/api\/(orgs|team)\//.test(route.path));
    tally.check(routes.length >= 10, `only ${routes.length} organization and team routes found`);
    await fuzz(tally, "owner", owner, routes, { generic: false });
  });
});
