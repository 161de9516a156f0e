import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificate, lessonAttempt, placementTest, session } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { issueCertificate } from "@/features/certificates";
import { employerViews } from "./employer-view";
import { EXPORT_FORMAT, exportPersonalData } from "./export";

const bed = testBed();
const { a, b } = twoTenants;

describe("the learner's own data export (Law 25 portability)", () => {
  it("holds the person's data, nobody else's, and no secret that would let someone act as them", async () => {
    const at = new Date("2026-11-02T14:00:00Z");
    await bed.db.insert(lessonAttempt).values([
      {
        id: "attempt-carlos",
        userId: a.learner.id,
        courseId: "fr",
        lessonId: "fr-01-01",
        items: [],
        startedAt: at,
        finishedAt: at,
        correct: 9,
        answered: 10,
        xp: 20,
        durationSeconds: 420,
      },
      {
        id: "attempt-priya",
        userId: b.learner.id,
        courseId: "fr",
        lessonId: "fr-01-01",
        items: [],
        startedAt: at,
        finishedAt: at,
        correct: 5,
        answered: 10,
        xp: 10,
        durationSeconds: 300,
      },
    ]);
    await bed.db.insert(session).values({
      id: randomUUID(),
      token: "secret-session-token",
      userId: a.learner.id,
      expiresAt: new Date("2027-01-01T00:00:00Z"),
    });
    const data = await exportPersonalData(bed.db, { userId: a.learner.id });
    const text = JSON.stringify(data);
    expect(data).toMatchObject({
      format: EXPORT_FORMAT,
      account: { email: a.learner.email },
      memberships: [{ organization: a.organization.name, role: "member" }],
    });
    expect((data.lessonAttempts as { id: string }[]).map((row) => row.id)).toEqual(["attempt-carlos"]);
    expect((data.sessions as unknown[]).length).toBe(1);
    expect(text).not.toContain("attempt-priya");
    expect(text).not.toContain("secret-session-token");
    expect(text).not.toContain(b.learner.email);
    expect(text).not.toMatch(/"password"/);
  });

  it("lists each of the person's certificates with its code, level, skills, date, organization and whether it was revoked", async () => {
    const at = new Date("2026-11-03T15:00:00Z");
    await bed.db.insert(placementTest).values({
      id: "placement-carlos",
      userId: a.learner.id,
      courseId: "en",
      kind: "test",
      finishedAt: at,
      result: { skills: { reading: "B1", listening: "A2", speaking: null }, overall: "B1" },
    });
    const placed = (await issueCertificate(bed.db, {
      userId: a.learner.id,
      courseId: "en",
      level: "B1",
      source: "placement",
      sourceId: "placement-carlos",
      at,
    }))!;
    const unitTest = (await issueCertificate(bed.db, {
      userId: a.learner.id,
      courseId: "es",
      level: "A2",
      source: "unitTest",
      sourceId: "attempt-unit",
      at: new Date("2026-11-04T15:00:00Z"),
    }))!;
    const revokedAt = new Date("2026-11-05T15:00:00Z");
    await bed.db.update(certificate).set({ revokedAt, revokedBy: a.learner.id }).where(eq(certificate.id, unitTest.id));
    const priyas = (await issueCertificate(bed.db, {
      userId: b.learner.id,
      courseId: "en",
      level: "C1",
      source: "placement",
      sourceId: "placement-priya",
    }))!;

    const data = await exportPersonalData(bed.db, { userId: a.learner.id });
    expect(data.certificates).toEqual([
      {
        code: placed.code,
        courseId: "en",
        level: "B1",
        skills: { reading: "B1", listening: "A2" },
        source: "placement",
        issuedAt: at,
        organizationName: a.organization.name,
        revoked: false,
        revokedAt: null,
      },
      {
        code: unitTest.code,
        courseId: "es",
        level: "A2",
        skills: null,
        source: "unitTest",
        issuedAt: new Date("2026-11-04T15:00:00Z"),
        organizationName: a.organization.name,
        revoked: true,
        revokedAt,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain(priyas.code);
  });
});

describe("what my employer sees", () => {
  it("lists each organization of the person with its policy and privacy officer, and nothing for an individual", async () => {
    expect(await employerViews(bed.db, { userId: a.learner.id })).toEqual([
      expect.objectContaining({ organizationName: a.organization.name, dataSharing: "aggregates" }),
    ]);
    expect(await employerViews(bed.db, { userId: twoTenants.individual.id })).toEqual([]);
  });
});
