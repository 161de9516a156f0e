import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import { auditEvent } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { TEST_ORIGIN as origin, viewerOf } from "@/db/testing/route-requests";
import { twoTenants } from "@/db/testing/two-tenants";
import type * as authModule from "@/features/auth";
import { recordAudit } from "@/features/audit";
import { GET as downloadReport } from "../report/route";
import { GET } from "./route";

const { a, b } = twoTenants;
// Whoever `signedIn` names is the caller, working in their first organization, on the bed's database.
let signedIn: { id: string; name: string; email: string; locale: string } = a.admin;
vi.mock("@/features/auth", async (importOriginal) => ({
  ...(await importOriginal<typeof authModule>()),
  requireApiViewer: vi.fn(async () => viewerOf(signedIn)),
}));
vi.mock("@/db", async (importOriginal) => ({
  ...(await importOriginal<typeof dbModule>()),
  getDb: vi.fn(async () => bed.db),
}));

const bed = testBed();
const get = (handler: typeof GET, path: string) =>
  handler(new NextRequest(`${origin}${path}`, { headers: { cookie: "NEXT_LOCALE=en" } }));

describe("GET /api/team/audit", () => {
  it("gives the owner their organization's filtered trail as CSV, and writes the export itself down", async () => {
    signedIn = a.admin;
    await recordAudit(
      bed.db,
      { organizationId: a.organization.id },
      {
        act: "member.role_changed",
        actor: { id: a.admin.id },
        subject: { id: a.learner.id },
        before: { role: "member" },
        after: { role: "admin" },
      },
    );
    await recordAudit(
      bed.db,
      { organizationId: b.organization.id },
      {
        act: "member.role_changed",
        actor: { id: b.admin.id },
        subject: { id: b.learner.id },
      },
    );
    expect((await get(downloadReport, "/api/team/report?format=csv")).status).toBe(200);

    const response = await get(GET, "/api/team/audit?act=member.role_changed");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const rows = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`"${a.learner.name}","role: member","role: admin","Rôle : Membre → Administrateur"`);
    expect(rows.join()).not.toContain(b.learner.name);

    const acts = (await bed.db.select({ act: auditEvent.act, after: auditEvent.after }).from(auditEvent)).map(
      (row) => row.act,
    );
    expect(acts).toEqual(expect.arrayContaining(["report.downloaded", "export.downloaded"]));
  });

  it("answers a bad filter with 400, a stable code and a message in the caller's language", async () => {
    signedIn = a.admin;
    for (const [query, code] of [
      ["act=member.hacked", "audit_act_invalid"],
      ["from=2026-13-01", "audit_date_invalid"],
      ["from=2026-03-02&to=2026-03-01", "audit_range_invalid"],
    ]) {
      const response = await get(GET, `/api/team/audit?${query}`);
      expect(response.status, query).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe(code);
      expect(error.message).toMatch(/date|act/i);
    }
  });

  it("refuses an admin who is not an owner, and a member", async () => {
    for (const person of [a.manager, a.learner]) {
      signedIn = person;
      expect((await get(GET, "/api/team/audit")).status, person.name).toBe(403);
    }
  });
});
