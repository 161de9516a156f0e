import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import { auditEvent, certificate, member } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { postHeaders, TEST_ORIGIN as origin, viewerOf } from "@/db/testing/route-requests";
import { twoTenants } from "@/db/testing/two-tenants";
import type * as authModule from "@/features/auth";
import { issueCertificate } from "@/features/certificates";
import { POST } from "./route";

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

const bed = testBed({ databasePerTest: true });
const revoke = async (certificateId: string) =>
  POST(
    new NextRequest(`${origin}/api/team/certificates/${certificateId}/revoke`, {
      method: "POST",
      headers: await postHeaders(),
    }),
  );
const stored = async (id: string) => (await bed.db.select().from(certificate).where(eq(certificate.id, id)))[0]!;
const issue = async (userId: string, courseId = "fr") =>
  (await issueCertificate(bed.db, { userId, courseId, level: "B1", source: "placement", sourceId: "t" }))!;

describe("POST /api/team/certificates/<id>/revoke", () => {
  it("lets an owner or admin of the organization named on it revoke a member's certificate", async () => {
    const issued = await issue(a.learner.id);
    signedIn = a.manager;
    const revoked = await revoke(issued.id);
    expect(revoked.status).toBe(200);
    expect(await stored(issued.id)).toMatchObject({ revokedBy: a.manager.id });
    expect((await stored(issued.id)).revokedAt?.toISOString()).toBe(
      ((await revoked.json()) as { revokedAt: string }).revokedAt,
    );
    // In the organization's audit trail, once: revoking again changes nothing and writes nothing.
    expect((await revoke(issued.id)).status).toBe(200);
    const trail = await bed.db.select().from(auditEvent).where(eq(auditEvent.act, "certificate.revoked"));
    expect(trail).toMatchObject([
      {
        organizationId: a.organization.id,
        actorId: a.manager.id,
        subjectId: a.learner.id,
        subjectName: a.learner.name,
      },
    ]);
  });

  it("is not_found for another organization's admin and forbidden to a member; nothing changes", async () => {
    const issued = await issue(a.learner.id);
    signedIn = b.admin;
    const elsewhere = await revoke(issued.id);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toMatchObject({ error: { code: "not_found" } });
    signedIn = a.learner;
    const asMember = await revoke(issued.id);
    expect(asMember.status).toBe(403);
    expect(await asMember.json()).toMatchObject({ error: { code: "forbidden" } });
    expect(await stored(issued.id)).toMatchObject({ revokedAt: null, revokedBy: null });
    expect(await bed.db.select().from(auditEvent)).toEqual([]);
  });

  it("is not_found once the holder has left the organization, or for a certificate naming another one", async () => {
    const carlos = await issue(a.learner.id);
    const priya = await issue(b.learner.id);
    signedIn = a.admin;
    expect((await revoke(priya.id)).status).toBe(404);
    await bed.db.delete(member).where(eq(member.userId, a.learner.id));
    expect((await revoke(carlos.id)).status).toBe(404);
    expect(await stored(carlos.id)).toMatchObject({ revokedAt: null });
    expect(await stored(priya.id)).toMatchObject({ revokedAt: null });
  });
});
