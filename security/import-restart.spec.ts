import { test } from "@playwright/test";
import { signedIn } from "./support/client";
import { jsonOf } from "./support/http";
import { organizations, password, people } from "./support/people";
import { query, sleep, suite, UNCAUGHT, waitFor, watchLogs } from "./support/suite";
import { send } from "./support/http";
import { runArea } from "./support/tally";

/*
 * A staff file of 500 people imported while PostgreSQL restarts under the jobs that e-mail them
 * (decision 026): once the apps have recovered, every invitee has exactly one pending invitation
 * and exactly one e-mail in the outbox (no SMTP here: the outbox is the mail) — none lost, none
 * doubled.
 */

const PEOPLE = 500;
/** The restart comes once this many e-mails are out: the jobs are running, most of the work is still ahead. */
const RESTART_AFTER_MAILS = 40;
const DOWN_MS = 1_500;
/** Time for the failed jobs' retries after the database is back: pg-boss tries again after 30 s, doubling. */
const RECOVERY_MS = 90_000;

const addresses = Array.from(
  { length: PEOPLE },
  (_, index) => `employe.${String(index + 1).padStart(3, "0")}@import.securite.test`,
);
const csv = ["courriel;nom", ...addresses.map((address, index) => `${address};Employé ${index + 1}`)].join("\r\n");

const mailCounts = () =>
  query<{ to_address: string; count: string }>(
    "select to_address, count(*) from email_outbox where to_address like '%@import.securite.test' group by to_address",
  );
const invitationCounts = () =>
  query<{ email: string; count: string }>(
    "select email, count(*) from invitation where organization_id = $1 and status = 'pending' group by email",
    [organizations.import.id],
  );

test("a staff import of 500 under a PostgreSQL restart e-mails everyone exactly once", async () => {
  test.setTimeout(RECOVERY_MS + 60_000);
  await runArea("import-restart", async (tally) => {
    const { a, b } = suite();
    const logs = watchLogs();
    const owner = await signedIn(a, people.importOwner.email, password);
    const file = { headers: { "content-type": "text/csv" }, body: csv };
    const preview = await owner.request(a, {
      method: "POST",
      path: "/api/team/import/preview",
      ...withPage(owner, a, file),
    });
    if (!tally.check(jsonOf(preview)?.valid === PEOPLE, `the preview: ${preview.status} ${preview.text.slice(0, 300)}`))
      return;
    const imported = await owner.request(b, {
      method: "POST",
      path: `/api/team/import?expected=${PEOPLE}&locale=fr`,
      ...withPage(owner, b, file),
    });
    if (!tally.check(imported.status === 201, `the import: ${imported.status} ${imported.text.slice(0, 300)}`)) return;

    let sentBeforeRestart = 0;
    await waitFor(async () => (sentBeforeRestart = (await mailCounts()).length) >= RESTART_AFTER_MAILS, {
      timeoutMs: 60_000,
      everyMs: 50,
    });
    await suite().restartPostgres(DOWN_MS);
    tally.check(
      sentBeforeRestart >= RESTART_AFTER_MAILS && sentBeforeRestart < PEOPLE,
      `the restart did not come while the e-mails were going out (${sentBeforeRestart} of ${PEOPLE} sent)`,
    );

    const startedRecovery = Date.now();
    for (const app of [a, b]) {
      const healthy = await waitFor(async () => (await send(app, { path: "/api/health" })).status === 200, {
        timeoutMs: 30_000,
      });
      tally.check(healthy, `${app} did not report a working database within 30 s of the restart`);
    }
    await waitFor(async () => (await mailCounts()).length === PEOPLE, { timeoutMs: RECOVERY_MS, everyMs: 1_000 });
    const recoverySeconds = Math.round((Date.now() - startedRecovery) / 1000);
    await sleep(3_000); // anything sent twice would show by now

    const mails = new Map((await mailCounts()).map((row) => [row.to_address, Number(row.count)]));
    const invitations = new Map((await invitationCounts()).map((row) => [row.email, Number(row.count)]));
    const lost = addresses.filter((address) => !mails.has(address));
    const doubled = addresses.filter((address) => (mails.get(address) ?? 0) > 1);
    tally.check(
      lost.length === 0,
      `${recoverySeconds} s after the restart, ${lost.length} invitees had no e-mail: ${lost.slice(0, 3).join(", ")}…`,
    );
    tally.check(
      doubled.length === 0,
      `${doubled.length} invitees e-mailed more than once: ${doubled.slice(0, 5).join(", ")}`,
    );
    for (const address of addresses)
      tally.check(
        invitations.get(address) === 1,
        `${address} has ${invitations.get(address) ?? 0} pending invitations`,
      );
    const uncaught = logs.lines(UNCAUGHT);
    tally.check(
      uncaught.length === 0,
      `the apps let ${uncaught.length} exceptions or rejections go uncaught: ${uncaught.slice(0, 4).join(" | ")}`,
    );
  });
});

/** A file posted from the team page: its Origin and CSRF token. */
function withPage(
  owner: { csrfToken: string },
  app: string,
  { headers, body }: { headers: Record<string, string>; body: string },
) {
  return { headers: { ...headers, origin: app, "x-csrf-token": owner.csrfToken }, body };
}
