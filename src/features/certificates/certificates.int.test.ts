import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificate } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { getCourse } from "@/features/learning/content";
import { courseIndex } from "@/features/learning/course-index";
import { appendAnswer, insertTest } from "@/features/learning/placement/queries";
import type { PlayerState } from "@/features/learning/player-types";
import { openUnitTest } from "@/features/learning/service";
import { submitAnswer } from "@/features/learning/submit-answer";
import { rightAnswer, wrongAnswer } from "@/features/learning/testing/answers";
import { openLearnerDetail } from "@/features/team";
import { issueCertificate } from "./issue";
import { certificatesOfMember, listCertificates } from "./queries";
import { certificatePdf } from "./service";
import { verifyCertificate } from "./verify";

const bed = testBed({ databasePerTest: true });
const { a, b } = twoTenants;
// Carlos (tenant A) learns French and reads Spanish; Priya (tenant B) learns French and reads English.
const carlos = { userId: a.learner.id };
const priya = { userId: b.learner.id };
const units = getCourse("fr").unitData;
const labels = { title: "Unit test", goal: "Skip the unit" };
const CODE = /^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/;

async function takeUnitTest(unitIndex: number, pass: boolean) {
  const state: PlayerState = (await openUnitTest(bed.db, carlos, { unitId: units[unitIndex]!.id }, "es", labels))!;
  let finished = null;
  for (const item of state.items) {
    const exercise = courseIndex("fr").exercises.get(item.exerciseId)!;
    const right = pass || item.index % 2 === 0;
    const answer = right ? rightAnswer(exercise, "es", item.view) : wrongAnswer(exercise, "es", item.view);
    finished = (await submitAnswer(bed.db, carlos, { attemptId: state.attemptId, index: item.index, answer }, "es"))
      .finished;
  }
  return { attemptId: state.attemptId, summary: finished };
}

async function finishPlacement(userId: string, overall: string) {
  const test = await insertTest(bed.db, { id: randomUUID(), userId, courseId: "fr", kind: "test" });
  const answer = { itemId: "item", skill: "reading" as const, level: "A1" as const, correct: true, answer: 0 };
  const finish = { result: { skills: { reading: overall }, overall }, startUnitId: units[0]!.id };
  return {
    test,
    stored: await appendAnswer(bed.db, { userId, testId: test.id, index: 0 }, { answer, currentItemId: null, finish }),
  };
}

const held = async (userId: string) =>
  (await bed.db.select().from(certificate).where(eq(certificate.userId, userId))).map((row) => row.level).sort();

describe("certificates issued by the acts that confirm a level", () => {
  it("a finished placement test at A1 or above issues one, with the organization of the day; below A1, none", async () => {
    await finishPlacement(priya.userId, "preA1");
    expect(await held(priya.userId)).toEqual([]);
    const { test } = await finishPlacement(carlos.userId, "B1");
    const [issued] = await bed.db.select().from(certificate).where(eq(certificate.userId, carlos.userId));
    expect(issued).toMatchObject({
      level: "B1",
      courseId: "fr",
      source: "placement",
      sourceId: test.id,
      holderName: a.learner.name,
      organizationId: a.organization.id,
      organizationName: a.organization.name,
    });
    expect(issued!.code).toMatch(CODE);
  });

  it("only for a level higher than the learner's best certificate for the course", async () => {
    await finishPlacement(carlos.userId, "A2");
    await finishPlacement(carlos.userId, "A2");
    await finishPlacement(carlos.userId, "A1");
    expect(await held(carlos.userId)).toEqual(["A2"]);
    await finishPlacement(carlos.userId, "B1");
    expect(await held(carlos.userId)).toEqual(["A2", "B1"]);
  });

  it("a claimed trial or an answer that was not stored issues nothing", async () => {
    await insertTest(bed.db, {
      id: "trial",
      userId: carlos.userId,
      courseId: "fr",
      kind: "trial",
      finishedAt: new Date(),
      result: { skills: {}, overall: "B1" },
    });
    const test = await insertTest(bed.db, { id: "open", userId: carlos.userId, courseId: "fr", kind: "test" });
    const answer = { itemId: "item", skill: "reading" as const, level: "A1" as const, correct: true, answer: 0 };
    // A stale index (another send got there first): the update matches nothing, so the test is not finished.
    const stored = await appendAnswer(
      bed.db,
      { userId: carlos.userId, testId: test.id, index: 3 },
      { answer, currentItemId: null, finish: { result: { skills: {}, overall: "B1" }, startUnitId: null } },
    );
    expect(stored).toBe(false);
    expect(await held(carlos.userId)).toEqual([]);
  });

  it("is part of the act's transaction: when the act fails, no certificate remains", async () => {
    await expect(
      bed.db.transaction(async (tx) => {
        expect(
          await issueCertificate(tx, {
            userId: carlos.userId,
            courseId: "fr",
            level: "B2",
            source: "placement",
            sourceId: "x",
          }),
        ).not.toBeNull();
        throw new Error("the act failed after issuing");
      }),
    ).rejects.toThrow("the act failed");
    expect(await held(carlos.userId)).toEqual([]);
  });

  it("a unit test passed issues the unit's level; a failed one or the same level again, nothing", async () => {
    const failed = await takeUnitTest(2, false);
    expect(failed.summary?.passed).toBe(false);
    expect(await held(carlos.userId)).toEqual([]);
    const passed = await takeUnitTest(2, true);
    expect(passed.summary?.passed).toBe(true);
    const [issued] = await bed.db.select().from(certificate).where(eq(certificate.userId, carlos.userId));
    expect(issued).toMatchObject({ level: units[2]!.level, source: "unitTest", sourceId: passed.attemptId });
    // A unit of the same level passed next adds nothing.
    const sameLevel = units.findIndex((unit, index) => index > 2 && unit.level === units[2]!.level);
    expect(sameLevel).toBeGreaterThan(2);
    await takeUnitTest(sameLevel, true);
    expect(await held(carlos.userId)).toEqual([units[2]!.level]);
  });

  it("draws a distinct code for each certificate", async () => {
    for (const level of ["A1", "A2", "B1", "B2"])
      await issueCertificate(bed.db, {
        userId: carlos.userId,
        courseId: "fr",
        level,
        source: "placement",
        sourceId: level,
      });
    const codes = (await listCertificates(bed.db, carlos)).map((row) => row.code);
    expect(codes).toHaveLength(4);
    expect(new Set(codes).size).toBe(4);
    expect(codes.every((code) => CODE.test(code))).toBe(true);
  });
});

describe("reading certificates", () => {
  const issue = (userId: string, level = "B1") =>
    issueCertificate(bed.db, { userId, courseId: "fr", level, source: "placement", sourceId: "t" });

  it("the PDF is the owner's only", async () => {
    const mine = (await issue(carlos.userId))!;
    expect(await certificatePdf(bed.db, { userId: priya.userId, certificateId: mine.id, locale: "en" })).toBeNull();
    const pdf = await certificatePdf(bed.db, { userId: carlos.userId, certificateId: mine.id, locale: "es" });
    expect(pdf?.filename).toBe("certificado-B1.pdf");
    expect(Buffer.from(pdf!.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  });

  it("verification shows only the name, level, date and organization, for any spelling of the code", async () => {
    const mine = (await issue(carlos.userId))!;
    const verification = await verifyCertificate(bed.db, {
      code: mine.code.toLowerCase().replace(/-/g, " "),
      client: "203.0.113.9",
    });
    expect(verification).toEqual({
      status: "found",
      certificate: {
        holderName: a.learner.name,
        courseId: "fr",
        level: "B1",
        issuedAt: mine.issuedAt,
        organizationName: a.organization.name,
      },
    });
    expect(await verifyCertificate(bed.db, { code: "ABCDE-FGHJK-MNPQR", client: null })).toEqual({
      status: "unknown",
    });
    expect(await verifyCertificate(bed.db, { code: "<script>", client: null })).toEqual({ status: "unknown" });
  });

  it("verification is rate-limited per client address", async () => {
    const mine = (await issue(carlos.userId))!;
    for (let attempt = 0; attempt < 30; attempt++)
      await verifyCertificate(bed.db, { code: "ABCDE-FGHJK-MNPQR", client: "198.51.100.7" });
    expect(await verifyCertificate(bed.db, { code: mine.code, client: "198.51.100.7" })).toMatchObject({
      status: "limited",
    });
    expect(await verifyCertificate(bed.db, { code: mine.code, client: "198.51.100.8" })).toMatchObject({
      status: "found",
    });
  });

  it("the team sees a member's certificates only under named sharing, and only its own members'", async () => {
    await issue(carlos.userId, "A2");
    await issue(priya.userId, "B2");
    const access = (
      organizationId: string,
      dataSharing: "aggregates" | "named",
      viewer: { id: string; name: string },
    ) => ({
      organizationId,
      dataSharing,
      timeZone: "America/Toronto",
      viewer: { userId: viewer.id, name: viewer.name },
    });
    const detail = await openLearnerDetail(bed.db, access(a.organization.id, "named", a.admin), carlos);
    expect(detail.certificates.map((row) => row.level)).toEqual(["A2"]);
    expect(Object.keys(detail.certificates[0]!).sort()).toEqual([
      "courseId",
      "id",
      "issuedAt",
      "level",
      "revocable",
      "revokedAt",
      "source",
    ]);
    expect(detail.certificates[0]).toMatchObject({ revocable: true, revokedAt: null });
    await expect(
      openLearnerDetail(bed.db, access(a.organization.id, "aggregates", a.admin), carlos),
    ).rejects.toMatchObject({ code: "named_progress_off" });
    await expect(openLearnerDetail(bed.db, access(a.organization.id, "named", a.admin), priya)).rejects.toMatchObject({
      code: "not_found",
    });
    expect((await certificatesOfMember(bed.db, priya)).map((row) => row.level)).toEqual(["B2"]);
  });
});
