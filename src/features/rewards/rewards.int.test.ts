import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { learnerProfile, lessonAttempt, organization, pronunciationAttempt } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { demo, seedDemo } from "@/db/demo";
import { courseIndex } from "@/features/learning";
import { finishLesson } from "@/features/learning/testing/lessons";
import { getPronunciation } from "@/features/pronunciation";
import { dailyPractice, markBadgesSeen } from "./service";
import { joinRanking, leaveRanking, weeklyRanking } from "./ranking";

const bed = testBed();

const { a, b, individual } = twoTenants;
const carlos = { userId: a.learner.id };
const priya = { userId: b.learner.id };
const [firstLesson, secondLesson] = courseIndex("fr").order;

/** A finished lesson written straight into the table, at a chosen instant (lessons played through the service finish "now"). */
async function lessonFinishedAt(userId: string, finishedAt: string, xp = 20) {
  await bed.db.insert(lessonAttempt).values({
    id: randomUUID(),
    userId,
    courseId: "fr",
    kind: "lesson",
    lessonId: firstLesson!,
    items: [],
    startedAt: new Date(Date.parse(finishedAt) - 300_000),
    finishedAt: new Date(finishedAt),
    correct: 5,
    answered: 5,
    xp,
    durationSeconds: 300,
  });
}

describe("the learner's practice", () => {
  it("starts empty", async () => {
    const practice = (await dailyPractice(bed.db, carlos, "es"))!;
    expect(practice).toMatchObject({
      started: false,
      xp: { total: 0, level: { level: 1 } },
      streak: { current: 0 },
      toCelebrate: [],
    });
    expect(practice.week).toHaveLength(7);
    expect(practice.standing.nextLesson?.id).toBe(firstLesson);
  });

  it("counts a finished lesson's XP, today's minutes and the streak, and celebrates the first-lesson badge once", async () => {
    const { summary } = await finishLesson(bed.db, carlos, firstLesson!, { locale: "es" });
    const practice = (await dailyPractice(bed.db, carlos, "es"))!;
    expect(practice.xp.total).toBe(summary.xp);
    expect(practice.streak).toMatchObject({ current: 1, practicedToday: true });
    expect(practice.today.xp).toBe(summary.xp);
    expect(practice.week.at(-1)).toMatchObject({ practiced: true, xp: summary.xp });
    expect(practice.badges.find((badge) => badge.id === "first-lesson")).toMatchObject({ earned: true, current: 1 });
    expect(practice.badges.find((badge) => badge.id === "lessons-10")).toMatchObject({
      earned: false,
      current: 1,
      target: 10,
    });
    expect(practice.toCelebrate).toContain("first-lesson");
    expect(practice.standing.nextLesson?.id).toBe(secondLesson);
    expect(practice.review.dueNow).toBeGreaterThan(0);
    await markBadgesSeen(bed.db, carlos, ["first-lesson", "not-a-badge"]);
    expect((await dailyPractice(bed.db, carlos, "es"))!.toCelebrate).not.toContain("first-lesson");
    // Priya's practice is her own.
    expect((await dailyPractice(bed.db, priya, "en"))!).toMatchObject({ started: false, xp: { total: 0 } });
  });

  it("counts days on the learner's own calendar: 23:30 and 00:30 in Toronto are two days of a streak", async () => {
    const person = { userId: individual.id };
    // 2026-11-02 23:30 and 2026-11-03 00:30 in Toronto (UTC−5), the day after the clocks went back.
    await lessonFinishedAt(person.userId, "2026-11-03T04:30:00Z");
    await lessonFinishedAt(person.userId, "2026-11-03T05:30:00Z");
    const inToronto = (await dailyPractice(bed.db, person, "fr", new Date("2026-11-03T15:00:00Z")))!;
    expect(inToronto.streak).toMatchObject({ current: 2, practicedToday: true });
    // The same two lessons are one day in Paris (05:30 and 06:30 on 3 November).
    await bed.db
      .update(learnerProfile)
      .set({ timeZone: "Europe/Paris" })
      .where(eq(learnerProfile.userId, person.userId));
    const inParis = (await dailyPractice(bed.db, person, "fr", new Date("2026-11-03T15:00:00Z")))!;
    expect(inParis.streak).toMatchObject({ current: 1 });
    expect(inParis.badges.find((badge) => badge.id === "early-bird")).toMatchObject({ earned: true, current: 1 });
  });
});

describe("the pronunciation badges", () => {
  it("count the phrases the learner said in the green to the coach", async () => {
    const phrases = getPronunciation("fr").phrases.slice(0, 10);
    await bed.db.insert(pronunciationAttempt).values(
      phrases.map((phrase, index) => ({
        id: randomUUID(),
        userId: carlos.userId,
        courseId: "fr",
        phraseId: phrase.id,
        recognized: ["…"],
        score: index === 9 ? 79 : 85,
        result: {},
        createdAt: new Date(Date.UTC(2026, 10, 20, 15, index)),
      })),
    );
    const badge = (await dailyPractice(bed.db, carlos, "fr"))!.badges.find(
      ({ id }) => id === "pronunciation-10-phrases",
    );
    // Nine in the green, one just under it.
    expect(badge).toMatchObject({ earned: false, current: 9 });
    expect(
      (await dailyPractice(bed.db, priya, "fr"))!.badges.find(({ id }) => id === "pronunciation-10-phrases"),
    ).toMatchObject({ current: 0 });
  });
});

describe("streak freezes in the stored practice", () => {
  it("earns a freeze with 7 days in a row and spends it on a missed day, which the dashboard then mentions", async () => {
    const marc = { userId: b.admin.id };
    // Noon in Toronto, 10 to 16 November 2026; nothing on the 17th; seen on the 18th at 15:00.
    for (let day = 10; day <= 16; day++) await lessonFinishedAt(marc.userId, `2026-11-${day}T17:00:00Z`);
    const practice = (await dailyPractice(bed.db, marc, "fr", new Date("2026-11-18T20:00:00Z")))!;
    expect(practice.streak).toMatchObject({
      current: 7,
      freezesAvailable: 0,
      frozenDays: ["2026-11-17"],
      practicedToday: false,
    });
    expect(practice.frozenYesterday).toBe("2026-11-17");
    expect(practice.badges.find((badge) => badge.id === "streak-7")).toMatchObject({ earned: true });
    // A day later without practice: no freeze left, the streak is over.
    const after = (await dailyPractice(bed.db, marc, "fr", new Date("2026-11-19T20:00:00Z")))!;
    expect(after.streak).toMatchObject({ current: 0, longest: 7 });
  });
});

describe("the weekly ranking", () => {
  const orgA = { organizationId: a.organization.id, userId: a.learner.id };
  const orgB = { organizationId: b.organization.id, userId: b.learner.id };

  it("shows nobody until they choose to appear", async () => {
    const ranking = await weeklyRanking(bed.db, orgA);
    expect(ranking).toMatchObject({ joined: false, entries: [] });
  });

  it("lists those who joined by this week's XP, and never anyone of another organization", async () => {
    await finishLesson(bed.db, priya, firstLesson!, { locale: "en" });
    await joinRanking(bed.db, orgA);
    await joinRanking(bed.db, orgB);
    const rankingA = await weeklyRanking(bed.db, orgA);
    expect(rankingA.joined).toBe(true);
    expect(rankingA.entries).toEqual([{ rank: 1, name: a.learner.name, xp: expect.any(Number), you: true }]);
    expect(rankingA.entries[0]!.xp).toBeGreaterThan(0);
    const rankingB = await weeklyRanking(bed.db, orgB);
    expect(rankingB.entries.map((entry) => entry.name)).toEqual([b.learner.name]);
    // Julie (org A) joins with no XP this week: below Carlos, still never in B's ranking.
    await joinRanking(bed.db, { organizationId: a.organization.id, userId: a.admin.id });
    expect((await weeklyRanking(bed.db, orgA)).entries.map((entry) => [entry.rank, entry.name, entry.you])).toEqual([
      [1, a.learner.name, true],
      [2, a.admin.name, false],
    ]);
    expect((await weeklyRanking(bed.db, orgB)).entries.map((entry) => entry.name)).toEqual([b.learner.name]);
    // Joining another organization's ranking is impossible through the route (it takes the session's organization); even written directly, a non-member is not listed.
    await joinRanking(bed.db, { organizationId: b.organization.id, userId: a.learner.id });
    expect((await weeklyRanking(bed.db, orgB)).entries.map((entry) => entry.name)).toEqual([b.learner.name]);
  });

  it("starts over on Monday at midnight in the organization's time zone", async () => {
    await bed.db
      .update(organization)
      .set({ timeZone: "America/Vancouver" })
      .where(eq(organization.id, a.organization.id));
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    const ranking = await weeklyRanking(bed.db, orgA, nextWeek);
    expect(ranking.timeZone).toBe("America/Vancouver");
    expect(ranking.entries.every((entry) => entry.xp === 0)).toBe(true);
    // Monday 00:00 in Vancouver.
    const start = new Date(ranking.week.start);
    expect(
      new Intl.DateTimeFormat("en-CA", {
        timeZone: "America/Vancouver",
        weekday: "long",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(start),
    ).toBe("Monday 00:00");
  });

  it("removes the learner at once when they leave", async () => {
    await leaveRanking(bed.db, orgA);
    const ranking = await weeklyRanking(bed.db, orgA);
    expect(ranking.joined).toBe(false);
    expect(ranking.entries.map((entry) => entry.name)).toEqual([a.admin.name]);
  });
});

describe("the demo organization", () => {
  it("comes with days of practice: a live streak waiting for today, XP, and two colleagues in the ranking", async () => {
    await seedDemo(bed.db);
    const rafael = { userId: "user_demo_learner_1" };
    const practice = (await dailyPractice(bed.db, rafael, "es"))!;
    expect(practice.streak).toMatchObject({ current: 5, practicedToday: false });
    expect(practice.xp.total).toBe(5 * 28);
    expect(practice.standing.placement?.overall).toBe("A1");
    expect(practice.review.dueNow).toBeGreaterThan(0);
    const ranking = await weeklyRanking(bed.db, { organizationId: demo.organization.id, userId: rafael.userId });
    expect(ranking.joined).toBe(true);
    expect(ranking.entries.map((entry) => entry.name).sort()).toEqual(["Meera Patel", "Rafael Ortiz"]);
  });
});
