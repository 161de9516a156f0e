import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { learnerDay, learnerProfile, lessonAttempt, reviewSession, user } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { courseIndex } from "@/features/learning";
import { rolledUpHistory, summedHistory, type PracticeHistory } from "./practice-days";
import { dailyPractice } from "./service";

const bed = testBed();
const { a, b, individual } = twoTenants;
const [firstLesson] = courseIndex("fr").order;

type LessonFields = {
  kind?: "lesson" | "unitTest";
  correct?: number | null;
  answered?: number | null;
  xp?: number | null;
};

async function lessonAt(userId: string, finishedAt: string | null, fields: LessonFields = {}) {
  const id = randomUUID();
  const at = finishedAt ?? "2026-11-20T12:00:00Z";
  await bed.db.insert(lessonAttempt).values({
    id,
    userId,
    courseId: "fr",
    kind: fields.kind ?? "lesson",
    lessonId: firstLesson!,
    items: [],
    startedAt: new Date(Date.parse(at) - 240_000),
    finishedAt: finishedAt ? new Date(finishedAt) : null,
    correct: "correct" in fields ? fields.correct : 4,
    answered: "answered" in fields ? fields.answered : 5,
    xp: "xp" in fields ? fields.xp : 18,
    durationSeconds: 240,
  });
  return id;
}

async function reviewAt(userId: string, finishedAt: string | null, answered = 12) {
  const id = randomUUID();
  await bed.db.insert(reviewSession).values({
    id,
    userId,
    courseId: "fr",
    items: [],
    startedAt: new Date(Date.parse(finishedAt ?? "2026-11-20T12:00:00Z") - 180_000),
    finishedAt: finishedAt ? new Date(finishedAt) : null,
    correct: answered - 2,
    answered,
    xp: answered,
    durationSeconds: 180,
  });
  return id;
}

async function setZone(userId: string, timeZone: string) {
  await bed.db.update(learnerProfile).set({ timeZone }).where(eq(learnerProfile.userId, userId));
}

const sorted = (history: PracticeHistory) => ({
  ...history,
  days: [...history.days].sort((x, y) => x.day.localeCompare(y.day)),
  hours: [...history.hours].sort((x, y) => x.hour - y.hour),
});

/** The rollup against the sums of the raw tables, in the learner's zone; returns the rollup. */
async function expectRollupMatchesRaw(userId: string, timeZone: string): Promise<PracticeHistory> {
  const rolled = await rolledUpHistory(bed.db, { userId, timeZone });
  expect(rolled).not.toBeNull();
  expect(sorted(rolled!)).toEqual(sorted(await summedHistory(bed.db, { userId, timeZone })));
  return sorted(rolled!);
}

/** A year's worth of edge cases for one learner: day boundaries, both daylight-saving changes, unit tests, nulls. */
async function variedHistory(userId: string) {
  // 23:59 and 00:01 around midnight in Toronto in winter (UTC−5), then in summer (UTC−4).
  await lessonAt(userId, "2026-01-15T04:59:00Z");
  await lessonAt(userId, "2026-01-15T05:01:00Z", { correct: 5, answered: 5 });
  await lessonAt(userId, "2026-07-02T03:59:30Z", { kind: "unitTest", correct: 9, answered: 10, xp: 40 });
  await lessonAt(userId, "2026-07-02T04:00:30Z");
  // The nights the clocks change in Toronto (8 March, 1 November), and the same hour twice in November.
  await lessonAt(userId, "2026-03-08T06:30:00Z");
  await lessonAt(userId, "2026-03-08T07:30:00Z");
  await lessonAt(userId, "2026-11-01T05:30:00Z");
  await lessonAt(userId, "2026-11-01T06:30:00Z", { xp: null, correct: null, answered: null });
  // Half-hour zones cut the day elsewhere: 02:00 UTC is 22:30 the day before in St. John's.
  await lessonAt(userId, "2026-05-20T02:00:00Z", { correct: 0, answered: 0 });
  await reviewAt(userId, "2026-01-15T04:58:00Z");
  await reviewAt(userId, "2026-01-15T05:02:00Z", 0);
  await reviewAt(userId, "2026-05-20T02:15:00Z");
  // Not finished: never counted.
  await lessonAt(userId, null);
  await reviewAt(userId, null);
}

describe("the daily rollup of practice", () => {
  it("holds the same sums as the lessons and review sessions, written, finished late, changed and deleted", async () => {
    const carlos = a.learner.id;
    await variedHistory(carlos);
    const before = await expectRollupMatchesRaw(carlos, "America/Toronto");
    expect(before.days.length).toBeGreaterThan(5);
    expect(before).toMatchObject({ perfectLessons: 1, reviews: 24 });

    // An attempt finished after it was written, another's XP corrected, one deleted, a review finished.
    const late = await lessonAt(carlos, null);
    await bed.db
      .update(lessonAttempt)
      .set({ finishedAt: new Date("2026-02-01T23:30:00Z"), correct: 5, answered: 5, xp: 20 })
      .where(eq(lessonAttempt.id, late));
    const corrected = await lessonAt(carlos, "2026-02-02T15:00:00Z");
    await bed.db.update(lessonAttempt).set({ xp: 99 }).where(eq(lessonAttempt.id, corrected));
    const deleted = await lessonAt(carlos, "2026-02-03T15:00:00Z");
    await bed.db.delete(lessonAttempt).where(eq(lessonAttempt.id, deleted));
    const review = await reviewAt(carlos, null);
    await bed.db
      .update(reviewSession)
      .set({ finishedAt: new Date("2026-02-03T15:10:00Z") })
      .where(eq(reviewSession.id, review));
    // The retry round rewrites an attempt's items: nothing summed changes.
    await bed.db.update(lessonAttempt).set({ items: [] }).where(eq(lessonAttempt.id, corrected));

    const after = await expectRollupMatchesRaw(carlos, "America/Toronto");
    expect(after.days.find((row) => row.day === "2026-02-02")).toMatchObject({ xp: 99 });
    // The deleted lesson's day keeps only the review finished later that day.
    expect(after.days.find((row) => row.day === "2026-02-03")).toEqual({ day: "2026-02-03", seconds: 180, xp: 12 });
    expect(after.perfectLessons).toBe(2);
  });

  it("is rebuilt in the new zone when the learner changes it, half-hour zones included", async () => {
    const person = individual.id;
    await variedHistory(person);
    await expectRollupMatchesRaw(person, "America/Toronto");
    for (const zone of ["America/St_Johns", "Asia/Kolkata", "Pacific/Chatham", "Europe/Paris"]) {
      await setZone(person, zone);
      await expectRollupMatchesRaw(person, zone);
      const zones = await bed.db
        .selectDistinct({ timeZone: learnerDay.timeZone })
        .from(learnerDay)
        .where(eq(learnerDay.userId, person));
      expect(zones).toEqual([{ timeZone: zone }]);
    }
  });

  it("gives the dashboard the same figures as the raw sums, streak freezes included", async () => {
    const marc = { userId: b.admin.id };
    // Seven days in a row at noon in Toronto earn a freeze, the 17th is missed, the 18th and 19th are practised.
    for (let day = 10; day <= 16; day++) await lessonAt(marc.userId, `2026-11-${day}T17:00:00Z`);
    await reviewAt(marc.userId, "2026-11-18T15:00:00Z");
    await lessonAt(marc.userId, "2026-11-19T12:00:00Z", { correct: 5, answered: 5 });
    const now = new Date("2026-11-19T20:00:00Z");
    const fromRollup = (await dailyPractice(bed.db, marc, "fr", now))!;
    expect(fromRollup.streak).toMatchObject({ frozenDays: ["2026-11-17"] });
    expect(fromRollup.streak.current).toBeGreaterThan(7);

    // Rows in another zone than the learner's are not trusted: the same page is summed from the raw tables.
    await bed.db.update(learnerDay).set({ timeZone: "UTC" }).where(eq(learnerDay.userId, marc.userId));
    expect(await rolledUpHistory(bed.db, { userId: marc.userId, timeZone: "America/Toronto" })).toBeNull();
    const fromRaw = (await dailyPractice(bed.db, marc, "fr", now))!;
    expect(fromRollup).toEqual(fromRaw);
  });

  it("is filled from the history already written, as the migration does", async () => {
    const julie = a.admin.id;
    await variedHistory(julie);
    await bed.db.delete(learnerDay).where(eq(learnerDay.userId, julie));
    expect(await rolledUpHistory(bed.db, { userId: julie, timeZone: "America/Toronto" })).toEqual({
      days: [],
      hours: [],
      perfectLessons: 0,
      reviews: 0,
    });
    await bed.db.execute(sql`select learner_day_rebuild(${julie})`);
    await expectRollupMatchesRaw(julie, "America/Toronto");
  });

  it("keeps each learner's rows their own across tenants, and goes with a deleted account", async () => {
    const [carlos, priya] = [a.learner.id, b.learner.id];
    await lessonAt(priya, "2026-10-05T13:00:00Z");
    await reviewAt(priya, "2026-10-05T14:00:00Z");
    const carlosBefore = await expectRollupMatchesRaw(carlos, "America/Toronto");
    const priyaRows = await expectRollupMatchesRaw(priya, "America/Toronto");
    expect(priyaRows.days.map((row) => row.day)).toEqual(["2026-10-05"]);
    expect(carlosBefore.days.some((row) => row.day === "2026-10-05")).toBe(false);

    await bed.db.delete(user).where(eq(user.id, priya));
    expect(await bed.db.select().from(learnerDay).where(eq(learnerDay.userId, priya))).toEqual([]);
    expect(await expectRollupMatchesRaw(carlos, "America/Toronto")).toEqual(carlosBefore);
  });
});
