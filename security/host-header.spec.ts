import { test } from "@playwright/test";
import { Browser, signedIn } from "./support/client";
import { errorCode, send } from "./support/http";
import { password, people } from "./support/people";
import { linkIn, linksIn, mailsTo, suite, waitFor } from "./support/suite";
import { runArea, type Tally } from "./support/tally";

/*
 * The Host a request names is the client's own writing. With no trusted proxy (TRUSTED_PROXIES
 * unset, as here), neither Host nor X-Forwarded-Host may open the development outbox, make a
 * foreign Origin look like ours, or end up in a link the app e-mails.
 */

const EVIL = "evil.example";
const apps = () => [suite().a, suite().b];

test("the development outbox is not served, whatever Host says", async () => {
  await runArea("host-header", async (tally) => {
    for (const app of apps()) {
      const { port } = new URL(app);
      const hosts = [
        undefined,
        "localhost",
        "127.0.0.1",
        `localhost:${port}`,
        `127.0.0.1:${port}`,
        "[::1]",
        `[::1]:${port}`,
      ];
      for (const host of hosts)
        for (const forwarded of [undefined, "localhost"]) {
          const headers = { ...(host && { host }), ...(forwarded && { "x-forwarded-host": forwarded }) };
          const answer = await send(app, { path: "/dev/outbox", headers });
          tally.check(answer.status === 404, `GET /dev/outbox with ${JSON.stringify(headers)}: ${answer.status}`);
        }
    }
  });
});

/** Forged headers that must not make http://evil.example our own Origin. */
const forgeries: Record<string, string>[] = [
  {},
  { host: EVIL },
  { host: `${EVIL}:80` },
  { "x-forwarded-host": EVIL },
  { "x-forwarded-host": EVIL, "x-forwarded-proto": "http" },
  { host: EVIL, "x-forwarded-host": EVIL },
  { forwarded: `host=${EVIL};proto=http` },
];

let unknownAddresses = 0;
/** Harmless mutations, each with a body that passes when the request is our own (links: 5 per address, so a new one each time). */
const mutations = [
  { path: "/api/preferences", body: () => ({ theme: "dark" }) },
  { path: "/api/account/sessions/revoke", body: () => ({ sessionId: "not-a-session" }) },
  { path: "/api/session/link", body: () => ({ email: `personne.${++unknownAddresses}@securite.test` }) },
];

async function refusedFrom(tally: Tally, app: string, browser: Browser, origin: string, extra: Record<string, string>) {
  for (const { path, body } of mutations) {
    const answer = await browser.post(app, path, body(), {
      headers: { origin, ...extra },
    });
    const described = `POST ${path} with Origin ${origin} and ${JSON.stringify(extra)}`;
    tally.check(
      answer.status === 403 && errorCode(answer) === "origin_forbidden",
      `${described}: ${answer.status} ${errorCode(answer) ?? ""}`,
    );
  }
}

test("a foreign Origin stays foreign under a forged Host or X-Forwarded-Host", async () => {
  await runArea("host-header", async (tally) => {
    for (const app of apps()) {
      const browser = await signedIn(app, people.host.email, password);
      // The same calls from the app's own Origin pass: the refusals below are the Origin's doing.
      for (const { path, body } of mutations) {
        const own = await browser.post(app, path, body());
        tally.check(
          own.status < 400 || own.status === 404,
          `POST ${path} from the app itself: ${own.status} ${own.text}`,
        );
      }
      for (const forged of forgeries) {
        await refusedFrom(tally, app, browser, `http://${EVIL}`, forged);
        await refusedFrom(tally, app, browser, `https://${EVIL}`, forged);
      }
      await refusedFrom(tally, app, browser, "null", {});
      // A no-cors request from another site, which carries no Origin.
      const crossSite = await browser.request(app, {
        method: "POST",
        path: "/api/preferences",
        headers: {
          "sec-fetch-site": "cross-site",
          "content-type": "application/json",
          "x-csrf-token": browser.csrfToken,
        },
        body: JSON.stringify({ theme: "dark" }),
      });
      tally.check(crossSite.status === 403, `a cross-site POST without Origin: ${crossSite.status}`);
    }
  });
});

/** Every address in an e-mail is the app's own (APP_URL), never the forged host. */
function checkLinks(tally: Tally, what: string, text: string, app: string, pathname: string) {
  const action = linkIn(text, pathname);
  tally.check(action?.origin === app, `${what}: the link is ${action?.href ?? "missing"}, not on ${app}`);
  const forged = linksIn(text).filter((url) => url.hostname.includes(EVIL));
  tally.check(forged.length === 0, `${what}: the e-mail links to ${forged.map((url) => url.href).join(", ")}`);
}

/** Forged headers a mutation may still pass with (its Origin is the app's): the e-mail must ignore them. */
const passing = (app: string): Record<string, string>[] => [
  { origin: app, host: EVIL },
  { origin: app, host: `${EVIL}:443`, "x-forwarded-proto": "https" },
  { origin: app, "x-forwarded-host": EVIL, "x-forwarded-proto": "https" },
  { origin: `http://${EVIL}`, host: EVIL },
];

test("e-mailed links are built from APP_URL, never from a forged Host", async () => {
  await runArea("host-header", async (tally) => {
    for (const [index, app] of apps().entries()) {
      const { email } = people.hostLinks[index]!;
      const browser = new Browser();
      await browser.open(app);
      for (const headers of passing(app)) {
        const before = (await mailsTo(email)).length;
        const answer = await browser.post(app, "/api/session/link", { email }, { headers });
        const what = `sign-in link asked with ${JSON.stringify(headers)}`;
        if (answer.status === 403) continue; // refused before anything was sent: nothing to check here
        if (!tally.check(answer.status === 200, `${what}: ${answer.status} ${answer.text}`)) continue;
        const arrived = await waitFor(async () => (await mailsTo(email)).length > before, {
          timeoutMs: 10_000,
          everyMs: 100,
        });
        if (!tally.check(arrived, `${what}: no e-mail`)) continue;
        checkLinks(tally, what, (await mailsTo(email)).at(-1)!.text_body, app, "/auth/link/confirm");
      }

      const owner = await signedIn(app, people.host.email, password);
      for (const [number, headers] of passing(app).entries()) {
        const invitee = `invitee.${index}.${number}@securite.test`;
        const answer = await owner.post(
          app,
          "/api/orgs/invitations",
          { email: invitee, role: "member", locale: "fr" },
          { headers },
        );
        const what = `invitation sent with ${JSON.stringify(headers)}`;
        if (answer.status === 403) continue;
        if (!tally.check(answer.status === 201, `${what}: ${answer.status} ${answer.text}`)) continue;
        const arrived = await waitFor(async () => (await mailsTo(invitee)).length > 0, {
          timeoutMs: 10_000,
          everyMs: 100,
        });
        if (!tally.check(arrived, `${what}: no e-mail`)) continue;
        checkLinks(tally, what, (await mailsTo(invitee))[0]!.text_body, app, "/auth/invitation/");
      }
    }
  });
});
