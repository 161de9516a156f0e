import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { seededCertificates } from "./support/seeded-certificates";
import { signInByApi } from "./support/sign-in";
import { expect, test } from "./fixtures";
import { twoTenants } from "../src/db/testing/two-tenants";
import { francizationDateFields } from "../src/features/francization/dates";

/**
 * Every organization action, called over HTTP by six people: no session,
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

type Ids = {
  sharedInvitation: string;
  adminInvitation: string;
  ownerInvitation: string;
  department: string;
  training: Record<"admin" | "owner", string>;
  position: Record<"admin" | "owner", string>;
};
type Row = {
  name: string;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: (actor: Actor, ids: Ids) => unknown;
  raw?: { type: string; bytes: Buffer };
  expect: Record<Actor, number>;
};

const { a } = twoTenants;
const fixturePeople = [
  twoTenants.a.admin,
  twoTenants.a.manager,
  twoTenants.a.learner,
  twoTenants.b.admin,
  twoTenants.b.learner,
];
const personOf = (actor: Actor) =>
  fixturePeople.find((person) => person.email === people[actor as Exclude<Actor, "anonymous">]) ?? twoTenants.a.admin;
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
const settings = {
  name: a.organization.name,
  privacyOfficerName: "",
  privacyOfficerEmail: "",
  dataSharing: "aggregates",
};
const cockpitProfile = {
  legalName: "Raison sociale",
  enterpriseNumber: null,
  establishmentsInQuebec: 1,
  headCount: 30,
  ...Object.fromEntries(francizationDateFields.map((field) => [field, null])),
  thresholdReachedOn: "2025-09-01",
};
const training = {
  kind: "class",
  provider: "Cégep",
  heldOn: "2026-03-12",
  hours: 3,
  participants: 4,
  paidTime: true,
  note: null,
};
const languagePosition = {
  title: "Ventes Ontario",
  language: "anglais",
  needsAnalysis: "Appels.",
  whyStaffInsufficient: "Aucun autre.",
  decidedOn: "2026-04-01",
  // Typed by whoever records it: a name no tenant's member has, so the exports' tenant checks below stay meaningful.
  signedBy: "Direction générale",
};

// 401: no session · 403: role refuses · 404: the target is not in the caller's organization, or
// the feature is switched off (then it does not exist, for anyone)
const rows: Row[] = [
  {
    name: "switch to organization A",
    path: "/api/orgs/active",
    body: () => ({ organizationId: a.organization.id }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 403, member: 200, admin: 200, owner: 200 },
  },
  {
    name: "invite a member",
    path: "/api/orgs/invitations",
    body: (actor) => ({ email: `member.by.${actor}@example.test`, role: "member", locale: "fr" }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 201, member: 403, admin: 201, owner: 201 },
  },
  {
    name: "invite an admin",
    path: "/api/orgs/invitations",
    body: (actor) => ({ email: `admin.by.${actor}@example.test`, role: "admin", locale: "en" }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 201, member: 403, admin: 201, owner: 201 },
  },
  {
    name: "invite an owner",
    path: "/api/orgs/invitations",
    body: (actor) => ({ email: `owner.by.${actor}@example.test`, role: "owner", locale: "es" }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 201, member: 403, admin: 403, owner: 201 },
  },
  {
    name: "resend an invitation of A",
    path: "/api/orgs/invitations/resend",
    body: (_, ids) => ({ invitationId: ids.sharedInvitation }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "revoke an invitation of A",
    path: "/api/orgs/invitations/revoke",
    body: (actor, ids) => ({
      invitationId:
        actor === "admin" ? ids.adminInvitation : actor === "owner" ? ids.ownerInvitation : ids.sharedInvitation,
    }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "change a member's role (to the same)",
    path: "/api/orgs/members/role",
    body: () => ({ userId: a.learner.id, role: "member" }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "demote the only owner",
    path: "/api/orgs/members/role",
    body: () => ({ userId: a.admin.id, role: "admin" }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 403, owner: 409 },
  },
  {
    name: "change several members' roles at once (to the same)",
    path: "/api/team/members/bulk",
    body: () => ({ action: "role", changes: [{ userId: a.learner.id, role: "member" }] }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "demote the only owner in a bulk role change",
    path: "/api/team/members/bulk",
    body: () => ({
      action: "role",
      changes: [
        { userId: a.learner.id, role: "member" },
        { userId: a.admin.id, role: "admin" },
      ],
    }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 403, owner: 409 },
  },
  {
    name: "remove the owner in a bulk removal",
    path: "/api/team/members/bulk",
    body: () => ({ action: "remove", userIds: [a.admin.id] }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 403, owner: 403 },
  },
  {
    name: "save the organization's settings",
    path: "/api/orgs/settings",
    body: () => settings,
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 200, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "upload a logo",
    method: "PUT",
    path: "/api/orgs/logo",
    raw: { type: "image/png", bytes: png },
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 200, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "remove the logo",
    method: "DELETE",
    path: "/api/orgs/logo",
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 200, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "create an organization (flag off)",
    path: "/api/orgs",
    body: () => ({ name: "Nouvelle entreprise" }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 403, member: 403, admin: 403, owner: 403 },
  },
  {
    name: "delete the organization (flag off)",
    path: "/api/orgs/delete",
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 404, owner: 404 },
  },
  {
    name: "accept an invitation with a made-up link",
    path: "/api/orgs/invitations/accept",
    body: () => ({ token: "made-up-token-0123456789" }),
    expect: { anonymous: 401, outsiderMember: 410, outsiderAdmin: 410, member: 410, admin: 410, owner: 410 },
  },
  // The person's own account: any signed-in person, for themselves only; flagged features answer 404 while off.
  {
    name: "read who is signed in",
    method: "GET",
    path: "/api/session",
    expect: { anonymous: 200, outsiderMember: 200, outsiderAdmin: 200, member: 200, admin: 200, owner: 200 },
  },
  {
    name: "save one's profile",
    path: "/api/account/profile",
    body: (actor) => profileOf(actor),
    expect: { anonymous: 401, outsiderMember: 200, outsiderAdmin: 200, member: 200, admin: 200, owner: 200 },
  },
  {
    name: "save one's onboarding answers",
    path: "/api/onboarding",
    body: (actor) => onboardingOf(actor),
    expect: { anonymous: 401, outsiderMember: 200, outsiderAdmin: 200, member: 200, admin: 200, owner: 200 },
  },
  {
    name: "end a session that is not one's own",
    path: "/api/account/sessions/revoke",
    body: () => ({ sessionId: "someone-elses-session" }),
    expect: { anonymous: 401, outsiderMember: 404, outsiderAdmin: 404, member: 404, admin: 404, owner: 404 },
  },
  {
    name: "change one's password with a wrong current one",
    path: "/api/account/password",
    body: () => ({
      currentPassword: "not-the-password",
      newPassword: "une phrase de passe toute neuve",
      signOutOtherSessions: false,
    }),
    expect: { anonymous: 401, outsiderMember: 400, outsiderAdmin: 400, member: 400, admin: 400, owner: 400 },
  },
  {
    name: "turn on two-factor (flag off)",
    path: "/api/account/two-factor/enable",
    body: () => ({ password: twoTenants.password }),
    expect: { anonymous: 404, outsiderMember: 404, outsiderAdmin: 404, member: 404, admin: 404, owner: 404 },
  },
  {
    name: "delete one's account (flag off)",
    path: "/api/account/delete",
    body: () => ({ password: twoTenants.password, confirmation: "SUPPRIMER" }),
    expect: { anonymous: 404, outsiderMember: 404, outsiderAdmin: 404, member: 404, admin: 404, owner: 404 },
  },
  // The team area and the cockpit: admins of A act on A; B's admin on B only (404 for A's things).
  {
    name: "add a department",
    path: "/api/team/departments",
    body: (actor) => ({ name: `Service ${actor}` }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 201, member: 403, admin: 201, owner: 201 },
  },
  {
    name: "rename a department of A",
    method: "PATCH",
    path: "/api/team/departments",
    body: (_, ids) => ({ id: ids.department, name: "Production" }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "place a member of A",
    method: "PUT",
    path: "/api/team/placement",
    body: (_, ids) => ({ userId: a.learner.id, departmentId: ids.department, positionId: null }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "move several members of A to a department",
    path: "/api/team/members/bulk",
    body: (_, ids) => ({
      action: "department",
      changes: [a.learner.id, a.manager.id].map((userId) => ({ userId, unitId: ids.department })),
    }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "save the francization profile",
    method: "PUT",
    path: "/api/team/cockpit/profile",
    body: (actor) => ({ ...cockpitProfile, legalName: `Raison sociale ${actor}` }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 200, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "enter a training",
    path: "/api/team/cockpit/training",
    body: () => training,
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 201, member: 403, admin: 201, owner: 201 },
  },
  {
    name: "delete a training of A",
    method: "DELETE",
    path: "/api/team/cockpit/training",
    body: (actor, ids) => ({ id: ids.training[actor === "owner" ? "owner" : "admin"] }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "record an s.46 position",
    path: "/api/team/cockpit/positions",
    body: () => languagePosition,
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 201, member: 403, admin: 201, owner: 201 },
  },
  {
    name: "correct an s.46 position of A",
    method: "PATCH",
    path: "/api/team/cockpit/positions",
    body: (actor, ids) => ({ ...languagePosition, id: ids.position[actor === "owner" ? "owner" : "admin"] }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "delete an s.46 position of A",
    method: "DELETE",
    path: "/api/team/cockpit/positions",
    body: (actor, ids) => ({ id: ids.position[actor === "owner" ? "owner" : "admin"] }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "preview a staff file",
    path: "/api/team/import/preview",
    raw: { type: "text/csv", bytes: Buffer.from("courriel\r\nnouvelle.recrue@example.test") },
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 200, member: 403, admin: 200, owner: 200 },
  },
  // The owner comes after the admin: the address is already invited into A, so nothing is left to import.
  {
    name: "import a staff file",
    path: "/api/team/import?expected=1&locale=fr",
    raw: { type: "text/csv", bytes: Buffer.from("courriel\r\nnouvelle.recrue@example.test") },
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 201, member: 403, admin: 201, owner: 422 },
  },
  {
    name: "download the yearly report (PDF)",
    method: "GET",
    path: "/api/team/report?format=pdf",
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 200, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "download the progress figures (CSV)",
    method: "GET",
    path: "/api/team/progress?format=csv",
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 200, member: 403, admin: 200, owner: 200 },
  },
  // Owners only: the outsider owns B and gets B's trail.
  {
    name: "export the audit trail (CSV)",
    method: "GET",
    path: "/api/team/audit?act=report.downloaded",
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 200, member: 403, admin: 403, owner: 200 },
  },
  {
    name: "withdraw one's own certificate",
    path: `/api/certificates/${seededCertificates.toWithdraw}/revoke`,
    expect: { anonymous: 401, outsiderMember: 404, outsiderAdmin: 404, member: 200, admin: 404, owner: 404 },
  },
  // The owner after the admin: revoking again keeps the first date.
  {
    name: "revoke a certificate of a member of A",
    path: `/api/team/certificates/${seededCertificates.toRevoke}/revoke`,
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 200 },
  },
  {
    name: "download one's own data",
    method: "GET",
    path: "/api/privacy/export",
    expect: { anonymous: 401, outsiderMember: 200, outsiderAdmin: 200, member: 200, admin: 200, owner: 200 },
  },
  {
    name: "delete a department of A",
    method: "DELETE",
    path: "/api/team/departments",
    body: (_, ids) => ({ id: ids.department }),
    expect: { anonymous: 401, outsiderMember: 403, outsiderAdmin: 404, member: 403, admin: 200, owner: 404 },
  },
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
    return request.fetch(`${app.url}${row.path}`, {
      method: row.method ?? "POST",
      headers,
      ...(row.raw ? { data: row.raw.bytes } : row.data === undefined ? {} : { data: row.data }),
    });
  }

  test.beforeAll(async () => {
    // Its own database, seeded with the certificates the rows withdraw and revoke.
    app = await startAppServer((url) => {
      const database = { PGLITE_DIR: path.join(mkdtempSync(path.join(tmpdir(), "madameai-e2e-")), "pglite") };
      execFileSync("npx", ["tsx", "e2e/support/seed-certificates.ts"], {
        env: { ...process.env, APP_URL: url, APP_SECRET: "e2e-secret-0123456789-0123456789-0123456789", ...database },
        stdio: "ignore",
      });
      return database;
    });
    for (const actor of actors) {
      const request = await playwrightRequest.newContext();
      if (actor !== "anonymous") await signInByApi(request, app.url, people[actor], twoTenants.password);
      const html = await (await request.get(`${app.url}/auth/sign-in`)).text();
      contexts.set(actor, { request, token: html.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1] ?? "" });
    }
    const invitationId = async (email: string) =>
      (
        (await (
          await call("owner", { path: "/api/orgs/invitations", data: { email, role: "member", locale: "fr" } })
        ).json()) as { id: string }
      ).id;
    const created = async (path: string, data: unknown) =>
      ((await (await call("owner", { path, data })).json()) as { id: string }).id;
    ids = {
      sharedInvitation: await invitationId("shared@example.test"),
      adminInvitation: await invitationId("for.admin@example.test"),
      ownerInvitation: await invitationId("for.owner@example.test"),
      department: await created("/api/team/departments", { name: "Fabrication" }),
      training: {
        admin: await created("/api/team/cockpit/training", training),
        owner: await created("/api/team/cockpit/training", training),
      },
      position: {
        admin: await created("/api/team/cockpit/positions", languagePosition),
        owner: await created("/api/team/cockpit/positions", languagePosition),
      },
    };
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
        if (response.status() >= 400)
          expect((await response.json()).error.code, `${actor}: a stable error code`).toMatch(/^[a-z_]+$/);
      }
      expect(got).toEqual(row.expect);
    });
  }

  test("an admin's exports and reports hold their own organization only", async () => {
    const outsider = contexts.get("outsiderAdmin")!.request;
    const report = await (await outsider.get(`${app.url}/api/team/report?format=csv`)).text();
    expect(report).toContain("Raison sociale outsiderAdmin");
    expect(report).not.toContain(a.organization.name);
    expect(report).not.toMatch(/Raison sociale (admin|owner)/);
    const trail = await (await outsider.get(`${app.url}/api/team/audit`)).text();
    expect(trail).toContain("report.downloaded");
    expect(trail).not.toContain(a.admin.name);
    expect(trail).not.toContain(a.manager.name);
    const data = await (await outsider.get(`${app.url}/api/privacy/export`)).text();
    expect(data).toContain(twoTenants.b.admin.email);
    expect(data).not.toContain(a.admin.email);
  });

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
      // A learner's detail page: both organizations share aggregates only, so the page answers with that notice (200) before looking anyone up; nobody sees the learner.
      const detail = await contexts
        .get(actor)!
        .request.get(`${app.url}/team/people/${a.learner.id}`, { maxRedirects: 0 });
      const detailHtml = await detail.text();
      // (The learner themself is the "member": their own name is in their menu.)
      if (actor !== "member")
        expect(detailHtml.includes(a.learner.email) || detailHtml.includes(a.learner.name), actor).toBe(false);
      // A's legal name, as A's owner saved it: on A's cockpit, and in A's audit trail (owners only) as the change made.
      for (const path of ["/team/progress", "/team/cockpit", "/team/audit"]) {
        const page = await (await contexts.get(actor)!.request.get(`${app.url}${path}`, { maxRedirects: 0 })).text();
        expect(page.includes("Raison sociale owner"), `${actor} ${path}`).toBe(
          actor === "owner" && path !== "/team/progress",
        );
      }
    }
  });
});
