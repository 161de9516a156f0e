import { test } from "@playwright/test";
import { signedIn, type Browser } from "./support/client";
import { jsonOf, type Answer } from "./support/http";
import { password, people } from "./support/people";
import { query, sleep, suite, waitFor } from "./support/suite";
import { runArea, type Tally } from "./support/tally";

/*
 * A session ended on one process stops working on the other. The answer routes remember a
 * session cookie for 5 seconds (decision 012): there the bound is those 5 seconds, counted from
 * the end of the session, plus a small margin; every other route refuses it at once.
 */

const CACHE_MS = 5_000;
const MARGIN_MS = 1_000;
const EVERY_MS = 250;
/** How long the cookie is tried after the session ended: well past the bound, to see it never comes back. */
const WATCH_AFTER_MS = CACHE_MS + 3_000;

/** The two routes with the brief session cache; an answer to a made-up attempt is 404 when signed in, 401 when not. */
const cachedRoutes = ["/api/learning/answers", "/api/review/answers"];
const madeUpAnswer = { attemptId: "no-such-attempt", index: 0, answer: { kind: "skip" } };
/**
 * Who a route without the cache sees behind the cookie (null: nobody). Read-only: ending a
 * session, even a made-up one, would empty the whole cache of the process asked.
 */
const signedInAs = async (app: string, browser: Browser) =>
  (jsonOf(await browser.request(app, { path: "/api/session" }))?.user as { id: string } | null | undefined) ?? null;

type Probe = Answer & { route: string };

/**
 * Uses the victim's cookie on B every 250 ms while `end` ends its session (on A), and checks the
 * cookie stopped working within the bound and never worked again. Every request carries the
 * cookie as it was (a copy of the jar each time), as a thief would, whatever the answers clear.
 */
async function watchEnding(tally: Tally, label: string, victim: Browser, end: () => Promise<Answer>) {
  const { a, b } = suite();
  const stolen = victim.clone();
  const thief = () => stolen.clone();
  const probes: Probe[] = [];
  let stop = false;
  const probing = (async () => {
    for (let tick = 0; !stop; tick++) {
      const route = cachedRoutes[tick % cachedRoutes.length]!;
      void thief()
        .post(b, route, madeUpAnswer)
        .then(
          (answer) => probes.push({ ...answer, route }),
          () => undefined,
        );
      await sleep(EVERY_MS);
    }
  })();

  // The end comes right after B first read the session: its memory of it is then the freshest, the worst case.
  await waitFor(async () => probes.length > 0, { timeoutMs: 10_000, everyMs: 10 });
  const ended = await end();
  tally.check(ended.status === 200, `${label}: ending the session answered ${ended.status} ${ended.text}`);
  const endedAt = ended.receivedAt;
  const uncachedOnB = await signedInAs(b, thief());
  tally.check(
    uncachedOnB === null,
    `${label}: a route without the cache on B still saw ${uncachedOnB?.id} behind the cookie`,
  );
  const cachedOnA = await thief().post(a, cachedRoutes[0]!, madeUpAnswer);
  tally.check(
    cachedOnA.status === 401,
    `${label}: the answer route on A, where it ended, still took the cookie (${cachedOnA.status})`,
  );
  await sleep(WATCH_AFTER_MS);
  stop = true;
  await probing;
  await sleep(500);

  probes.sort((x, y) => x.sentAt - y.sentAt);
  // At or before: the first answer and the end's request can fall in the same millisecond.
  const before = probes.filter((probe) => probe.receivedAt <= ended.sentAt);
  tally.check(
    before.length > 0 && before.every((probe) => probe.status === 404),
    `${label}: before the end the cookie was not working on B (${before.map((probe) => probe.status).join(",")})`,
  );
  for (const probe of probes) {
    if (probe.status === 401) continue;
    const late = probe.sentAt - endedAt;
    tally.check(
      late <= CACHE_MS + MARGIN_MS,
      `${label}: ${probe.route} on B took the cookie ${late} ms after the session ended (${probe.status})`,
    );
  }
  const firstRefusal = probes.find((probe) => probe.status === 401);
  if (!tally.found(firstRefusal, `${label}: the cookie never stopped working on B`)) return;
  const after = probes.filter((probe) => probe.sentAt > firstRefusal.receivedAt);
  const revived = after.filter((probe) => probe.status !== 401);
  tally.check(
    after.length > 0 && revived.length === 0,
    `${label}: the cookie worked again on B after a refusal (${revived.length} times)`,
  );
}

test("signing out on A: B stops taking the cookie within the cache's 5 s", async () => {
  await runArea("revocation", async (tally) => {
    const victim = await signedIn(suite().a, people.signOut.email, password);
    await watchEnding(tally, "sign-out", victim, () => victim.clone().post(suite().a, "/api/session/sign-out"));
  });
});

test("ending another session from the settings on A: B stops taking it within the bound", async () => {
  await runArea("revocation", async (tally) => {
    const { a, b } = suite();
    const settings = await signedIn(a, people.endSession.email, password);
    const victim = await signedIn(b, people.endSession.email, password);
    const cookie = decodeURIComponent(victim.cookie("madameai.session_token") ?? "");
    const token = cookie.slice(0, cookie.lastIndexOf("."));
    const [row] = await query<{ id: string }>("select id from session where token = $1", [token]);
    if (!tally.found(row, "the victim's session is not in the database")) return;
    await watchEnding(tally, "ending a session", victim, () =>
      settings.post(a, "/api/account/sessions/revoke", { sessionId: row.id }),
    );
    const stillSignedIn = await signedInAs(a, settings);
    tally.check(stillSignedIn !== null, "the session that ended the other one was ended too");
  });
});
