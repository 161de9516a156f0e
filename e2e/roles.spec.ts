import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, test } from "./fixtures";
import { twoTenants } from "../src/db/testing/two-tenants";

/**
 * Every organization action of the accounts issue, called over HTTP by six people: no session,
 * a member and an admin of ANOTHER organization (B), and a member, an admin and the owner of
 * organization A, which every call aims at. The table says what each must get. Rows run in order
 * (some change state: removals come last).
 */
const actors = ["anonymous", "outsiderMember", "outsiderAdmin", "member", "admin", "owner"] as const;
type Actor = (typeof actors)[number];
const people: Record<Exclude<Actor, "anonymous">, string> = {
  outsiderMember: twoTenants.b.learner.email,
  outsiderAdmin: twoTenants.b.admin.email,
  member: twoTenants.a.learner.email,
  admin: twoTenants.a.manager.email,
  owner: twoTenants.a.admin.email,
};

type Ids = { sharedInvitation: string; adminInvitation: string; ownerInvitation: string };
type Row = {
  name: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  body?: (actor: Actor, ids: Ids) => unknown;
  raw?: { type: string; bytes: Buffer };
  expect: Record<Actor, number>;
};

const { a } = twoTenants;
const fixturePeople = [twoTenants.a.admin, twoTenants.a.manager, twoTenants.a.learner, twoTenants.b.admin, twoTenants.b.learner];
const personOf = (actor: Actor) => fixturePeople.find((person) => person.email === people[actor as Exclude<Actor, "anonymous">]) ?? twoTenants.a.admin;
// Each person saves what they already have, so the calls change nothing for the other tests.
const profileOf = (actor: Actor) => ({ name: personOf(actor).name, locale: personOf(actor).locale ?? "fr" });
const onboardingOf = (actor: Actor) => ({
  name: personOf(actor).name,
  nativeLanguage: "fr",
  targetLanguage: "en",
  variant: "en-CA",
  industry: "food",
  jobTitle: "Employé",
  goals: ["meetings"],
  dailyMinutes: 10,
  timeZone: "America/Toronto",
});
const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
const settings = { name: a.organization.name, privacyOfficerName: "", privacyOfficerEmail: "", dataSharing: "aggregates" };

// 401: no session · 403: role refuses · 404: the target is not in the caller's organization, or
// the feature is switched off (then it does not exist, for anyone)
const rows: Row[] = [
  { name: "switch to organization A", path: "/api/orgs/active", body: () => ({ organizationId: a.organization.id }), expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 403, member: 200, admin: 200, owner: 200 } },
  { name: "invite a member", path: "/api/orgs/invitations", body: (actor) => ({ email: `member.by.${actor}@example.test`, role: "member", locale: "fr" }), expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 201, member: 403, admin: 201, owner: 201 } },
  { name: "invite an admin", path: "/api/orgs/invitations", body: (actor) => ({ email: `admin.by.${actor}@example.test`, role: "admin", locale: "en" }), expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 201, member: 403, admin: 201, owner: 201 } },
  { name: "invite an owner", path: "/api/orgs/invitations", body: (actor) => ({ email: `owner.by.${actor}@example.test`, role: "owner", locale: "es" }), expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 201, member: 403, admin: 403, owner: 201 } },
  { name: "resend an invitation of A", path: "/api/orgs/invitations/resend", body: (_, ids) => ({ invitationId: ids.sharedInvitation }), expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 } },
  {
    name: "revoke an invitation of A",
    path: "/api/orgs/invitations/revoke",
    body: (actor, ids) => ({ invitationId: actor === "admin" ? ids.adminInvitation : actor === "owner" ? ids.ownerInvitation : ids.sharedInvitation }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 },
  },
  { name: "change a member's role (to the same)", path: "/api/orgs/members/role", body: () => ({ userId: a.learner.id, role: "member" }), expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 } },
  { name: "demote the only owner", path: "/api/orgs/members/role", body: () => ({ userId: a.admin.id, role: "admin" }), expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 403, owner: 409 } },
  { name: "save the organization's settings", path: "/api/orgs/settings", body: () => settings, expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 200, member: 403, admin: 200, owner: 200 } },
  { name: "upload a logo", method: "PUT", path: "/api/orgs/logo", raw: { type: "image/png", bytes: png }, expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 200, member: 403, admin: 200, owner: 200 } },
  { name: "remove the logo", method: "DELETE", path: "/api/orgs/logo", expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 200, member: 403, admin: 200, owner: 200 } },
  { name: "create an organization (flag off)", path: "/api/orgs", body: () => ({ name: "Nouvelle entreprise" }), expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 403, member: 403, admin: 403, owner: 403 } },
  { name: "delete the organization (flag off)", path: "/api/orgs/delete", expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 404, owner: 404 } },
  { name: "accept an invitation with a made-up link", path: "/api/orgs/invitations/accept", body: () => ({ token: "made-up-token-0123456789" }), expect: { anonymous: 401, outsiderMember: 410, outsiderAdmin: 410, member: 410, admin: 410, owner: 410 } },
  // The person's own account: any signed-in person, for themselves only; flagged features answer 404 while off.
  { name: "read who is signed in", method: "GET", path: "/api/session", expect: { anonymous: 200, outsiderMember: 200, outsiderAdmin: 200, member: 200, admin: 200, owner: 200 } },
  { name: "save one's profile", path: "/api/account/profile", body: (actor) => profileOf(actor), expect: { anonymous: 401, outsiderMember: 200, outsiderAdmin: 200, member: 200, admin: 200, owner: 200 } },
  { name: "save one's onboarding answers", path: "/api/onboarding", body: (actor) => onboardingOf(actor), expect: { anonymous: 401, outsiderMember: 200, outsiderAdmin: 200, member: 200, admin: 200, owner: 200 } },
  { name: "end a session that is not one's own", path: "/api/account/sessions/revoke", body: () => ({ sessionId: "someone-elses-session" }), expect: { anonymous: 401, outsiderMember: 404, outsiderAdmin: 404, member: 404, admin: 404, owner: 404 } },
  { name: "change one's password with a wrong current one", path: "/api/account/password", body: () => ({ currentPassword: "not-the-password", newPassword: "une phrase de passe toute neuve", signOutOtherSessions: false }), expect: { anonymous: 401, outsiderMember: 400, outsiderAdmin: 400, member: 400, admin: 400, owner: 400 } },
  { name: "turn on two-factor (flag off)", path: "/api/account/two-factor/enable", body: () => ({ password: twoTenants.password }), expect: { anonymous: 404, outsiderMember: 404, outsiderAdmin: 404, member: 404, admin: 404, owner: 404 } },
  { name: "delete one's account (flag off)", path: "/api/account/delete", body: () => ({ password: twoTenants.password, confirmation: "SUPPRIMER" }), expect: { anonymous: 404, outsiderMember: 404, outsiderAdmin: 404, member: 404, admin: 404, owner: 404 } },
  // Removals last: the admin removes the member, then the owner removes the admin.
  {
    name: "remove someone from A",
    path: "/api/orgs/members/remove",
    body: (actor) => ({ userId: actor === "owner" ? a.manager.id : a.learner.id }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 },
  },
];

test.describe("who may do what in an organization", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  const contexts = new Map<Actor, { request: APIRequestContext; token: string }>();
  let ids: Ids;

  async function call(actor: Actor, row: Pick<Row, "method" | "path" | "raw"> & { data?: unknown }) {
    const { request, token } = contexts.get(actor)!;
    const headers: Record<string, string> = { origin: app.url, "x-csrf-token": token };
    if (row.raw) headers["content-type"] = row.raw.type;
    return request.fetch(`${app.url}${row.path}`, { method: row.method ?? "POST", headers, ...(row.raw ? { data: row.raw.bytes } : row.data === undefined ? {} : { data: row.data }) });
  }

  test.beforeAll(async () => {
    app = await startAppServer(3121, {});
    for (const actor of actors) {
      const request = await playwrightRequest.newContext();
      if (actor !== "anonymous") await signInByApi(request, app.url, people[actor], twoTenants.password);
      const html = await (await request.get(`${app.url}/auth/sign-in`)).text();
      contexts.set(actor, { request, token: html.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1] ?? "" });
    }
    const invitationId = async (email: string) => ((await (await call("owner", { path: "/api/orgs/invitations", data: { email, role: "member", locale: "fr" } })).json()) as { id: string }).id;
    ids = { sharedInvitation: await invitationId("shared@example.test"), adminInvitation: await invitationId("for.admin@example.test"), ownerInvitation: await invitationId("for.owner@example.test") };
  });
  test.afterAll(async () => {
    for (const { request } of contexts.values()) await request.dispose();
    await app?.stop();
  });

  for (const row of rows) {
    test(row.name, async () => {
      const got: Record<string, number> = {};
      for (const actor of actors) {
        const response = await call(actor, { ...row, data: row.body?.(actor, ids) });
        got[actor] = response.status();
        if (response.status() >= 400) expect((await response.json()).error.code, `${actor}: a stable error code`).toMatch(/^[a-z_]+$/);
      }
      expect(got).toEqual(row.expect);
    });
  }

  test("the organization's pages follow the same roles", async () => {
    for (const actor of actors) {
      const response = await contexts.get(actor)!.request.get(`${app.url}/team`, { maxRedirects: 0 });
      if (actor === "anonymous") {
        expect(response.status()).toBe(307);
        continue;
      }
      const html = await response.text();
      // Only A's owner (the one admin of A left after the removals) sees its people.
      expect(html.includes(twoTenants.a.admin.email), actor).toBe(actor === "owner");
      expect(html.includes("invite-role"), actor).toBe(actor === "owner" || actor === "outsiderAdmin");
    }
  });
});
