import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lessonAttempt, member, practiceMonth, reviewSession, tutorSession, user } from "@/db/schema";
import { selectRows } from "@/db/rows";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { listPeople, monthWindow } from "./people";
import { monthPracticeSeconds, practiceRows } from "./practice-sql";
import { peopleQuery } from "./schemas";

const bed = testBed();
const { a, b } = twoTenants;
const people = [a.admin.id, a.manager.id, a.learner.id];

/** Zones whose months start at other hours than UTC's: whole hours both sides, half and quarter hours, ±14 h. */
const ZONES = [
  "America/Toronto",
  "America/Regina",
  "America/St_Johns",
  "America/Vancouver",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Pacific/Chatham",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "Australia/Lord_Howe",
  "Europe/Paris",
  "UTC",
];
/** An instant in each month of the tests, and the turn of the year. */
const NOWS = ["2026-01-10", "2026-03-15", "2026-10-31", "2026-11-01", "2026-11-20", "2026-12-31", "2027-01-01"].map(
  (day) => new Date(`${day}T12:00:00Z`),
);

async function lessonAt(userId: string, finishedAt: string | null, seconds: number | null = 240) {
  const id = randomUUID();
  const at = new Date(finishedAt ?? "2026-11-20T12:00:00Z");
  await bed.db.insert(lessonAttempt).values({
    id,
    userId,
    courseId: "fr",
    lessonId: "fr-01-01",
    items: [],
    startedAt: new Date(at.getTime() - 240_000),
    finishedAt: finishedAt ? at : null,
    correct: 4,
    answered: 5,
    xp: 18,
    durationSeconds: seconds,
  });
  return id;
}

async function reviewAt(userId: string, finishedAt: string, seconds = 180) {
  const id = randomUUID();
  await bed.db.insert(reviewSession).values({
    id,
    userId,
    courseId: "fr",
    items: [],
    startedAt: new Date(Date.parse(finishedAt) - seconds * 1000),
    finishedAt: new Date(finishedAt),
    correct: 10,
    answered: 12,
    xp: 12,
    durationSeconds: seconds,
  });
  return id;
}

async function conversationAt(userId: string, startedAt: string, lastMs: number) {
  const id = randomUUID();
  const start = new Date(startedAt);
  await bed.db.insert(tutorSession).values({
    id,
    userId,
    courseId: "fr",
    mode: "guided",
    startedAt: start,
    lastActivityAt: new Date(start.getTime() + lastMs),
  });
  return id;
}

/** Activity on both sides of every month start of the zones above, for each person given. */
async function boundaryHistory(userIds: readonly string[]) {
  for (const [index, userId] of userIds.entries()) {
    for (const month of ["2026-01", "2026-03", "2026-10", "2026-11", "2026-12", "2027-01"]) {
      const start = Date.parse(`${month}-01T00:00:00Z`);
      // Every 35 minutes from 15 hours before the UTC month start to 15 hours after it.
      for (let minutes = -15 * 60 + index * 7; minutes <= 15 * 60; minutes += 35) {
        const at = new Date(start + minutes * 60_000).toISOString();
        if (minutes % 3 === 0) await reviewAt(userId, at, 60 + (minutes % 50));
        else if (minutes % 5 === 0) await conversationAt(userId, at, 61_234 + minutes * 17);
        else await lessonAt(userId, at, 120 + (minutes % 90));
      }
      // Mid-month, well inside every zone's month: a long conversation counts an hour at most.
      await conversationAt(userId, `${month}-14T15:00:00.123456Z`, 2 * 3_600_000);
      await lessonAt(userId, `${month}-15T15:00:00Z`, null);
    }
  }
}

type Seconds = Map<string, number>;

async function sums(query: ReturnType<typeof sql>): Promise<Seconds> {
  const rows = await selectRows<{ user_id: string; seconds: number | string }>(bed.db, query);
  return new Map(rows.map((row) => [row.user_id, Number(row.seconds)]));
}

/** The rollup's sums against the raw tables' for the organization's month, in every zone and month of the tests. */
async function expectRollupMatchesRaw(organizationId: string) {
  let compared = 0;
  for (const timeZone of ZONES) {
    for (const now of NOWS) {
      const window = { organizationId, ...monthWindow(now, timeZone) };
      const raw = await sums(
        sql`select x.user_id, sum(x.seconds) as seconds from (${practiceRows(window)}) x group by x.user_id`,
      );
      const rolled = await sums(monthPracticeSeconds(window));
      for (const userId of new Set([...raw.keys(), ...rolled.keys()])) {
        const [expected, got] = [raw.get(userId) ?? 0, rolled.get(userId) ?? 0];
        expect(Math.abs(got - expected), `${userId} in ${timeZone} at ${now.toISOString()}`).toBeLessThan(1e-6);
        expect(Math.round(got / 60)).toBe(Math.round(expected / 60));
        if (expected > 0) compared++;
      }
    }
  }
  return compared;
}

describe("the monthly rollup of practice", () => {
  it("gives every zone's month the raw tables' sums, around each month start, in one organization only", async () => {
    await boundaryHistory(people);
    await boundaryHistory([b.learner.id]);
    expect(await expectRollupMatchesRaw(a.organization.id)).toBeGreaterThan(ZONES.length * NOWS.length * 2);
    // Organization B's learner practised too, and is never in A's figures.
    for (const now of NOWS) {
      const rolled = await sums(
        monthPracticeSeconds({ organizationId: a.organization.id, ...monthWindow(now, "UTC") }),
      );
      expect(rolled.has(b.learner.id)).toBe(false);
      const theirs = await sums(
        monthPracticeSeconds({ organizationId: b.organization.id, ...monthWindow(now, "UTC") }),
      );
      expect([...theirs.keys()]).toEqual([b.learner.id]);
    }
  });

  it("follows activities finished late, changed, moved to another month and deleted, and each turn of a conversation", async () => {
    const carlos = a.learner.id;
    const late = await lessonAt(carlos, null);
    await bed.db
      .update(lessonAttempt)
      .set({ finishedAt: new Date("2026-11-01T03:30:00Z") })
      .where(eq(lessonAttempt.id, late));
    const corrected = await lessonAt(carlos, "2026-10-31T23:59:59Z", 300);
    await bed.db.update(lessonAttempt).set({ durationSeconds: 420 }).where(eq(lessonAttempt.id, corrected));
    const moved = await reviewAt(carlos, "2026-12-01T02:00:00Z");
    await bed.db
      .update(reviewSession)
      .set({ finishedAt: new Date("2026-11-30T22:00:00Z") })
      .where(eq(reviewSession.id, moved));
    await bed.db.delete(lessonAttempt).where(eq(lessonAttempt.id, await lessonAt(carlos, "2026-11-01T04:30:00Z")));
    // A conversation's turns each move its last activity; past an hour it counts an hour.
    const talk = await conversationAt(carlos, "2026-11-30T23:40:00.250Z", 1_000);
    for (const ms of [95_123, 1_800_777, 3_599_999, 3_700_000, 4_000_001]) {
      await bed.db
        .update(tutorSession)
        .set({ lastActivityAt: new Date(Date.parse("2026-11-30T23:40:00.250Z") + ms) })
        .where(eq(tutorSession.id, talk));
    }
    // Attributes that are not summed change nothing.
    await bed.db.update(lessonAttempt).set({ xp: 99, items: [] }).where(eq(lessonAttempt.id, corrected));
    await bed.db
      .update(tutorSession)
      .set({ endedAt: new Date("2026-12-01T01:00:00Z") })
      .where(eq(tutorSession.id, talk));
    await expectRollupMatchesRaw(a.organization.id);
  });

  it("shows the people list the same minutes as the raw sums, sorted by them, for a member who joins with a history", async () => {
    // A new member brings their history: their months were rolled up before they joined.
    const [newcomer] = await bed.db
      .insert(user)
      .values({ id: "user_practice_newcomer", name: "Zoé Tremblay", email: "zoe@fromagerie-tremblay.test" })
      .returning({ id: user.id });
    await boundaryHistory([newcomer!.id]);
    await bed.db.insert(member).values({
      id: randomUUID(),
      organizationId: a.organization.id,
      userId: newcomer!.id,
      role: "member",
      createdAt: new Date(),
    });
    for (const timeZone of ["America/Regina", "America/St_Johns", "Asia/Kathmandu"]) {
      const now = new Date("2026-11-01T12:00:00Z");
      const page = await listPeople(
        bed.db,
        { organizationId: a.organization.id, timeZone, named: true, now },
        peopleQuery.parse({ sort: "minutes", dir: "desc" }),
      );
      const raw = await sums(
        sql`select x.user_id, sum(x.seconds) as seconds from (${practiceRows({ organizationId: a.organization.id, ...monthWindow(now, timeZone) })}) x group by x.user_id`,
      );
      const minutes = page.people.map((person) => [person.userId, person.progress!.monthMinutes]);
      expect(minutes).toContainEqual([newcomer!.id, Math.round(raw.get(newcomer!.id)! / 60)]);
      for (const [userId, shown] of minutes) expect(shown).toBe(Math.round((raw.get(userId as string) ?? 0) / 60));
      const shown = minutes.map(([, value]) => value as number);
      expect(shown).toEqual([...shown].sort((x, y) => y - x));
    }
  });

  it("goes with a deleted user, whose activities are deleted with them", async () => {
    await bed.db.delete(user).where(eq(user.id, "user_practice_newcomer"));
    expect(await bed.db.select().from(practiceMonth).where(eq(practiceMonth.userId, "user_practice_newcomer"))).toEqual(
      [],
    );
    await expectRollupMatchesRaw(a.organization.id);
  });
});
