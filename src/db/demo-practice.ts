import type { Database } from "./client";
import { learningEvent, lessonAttempt, placementTest, rankingMember } from "./schema";

/*
 * A few days of practice for the demo learners, so the dashboard, the rewards and the ranking
 * show something real on a fresh demo: lessons finished on the days before the demo was created
 * (a streak still alive, today left to do), one placement result, two learners in the ranking.
 * Lesson ids are the courses' stable ids (content/courses).
 */

const DAY_MS = 86_400_000;

/** Lessons finished, by learner: the lesson and how many days before now (1 = yesterday). */
const finished: Record<string, { courseId: "fr" | "en"; lessons: [lessonId: string, daysAgo: number][] }> = {
  user_demo_learner_1: {
    courseId: "fr",
    lessons: [
      ["fr-u01-l01", 5],
      ["fr-u01-l02", 4],
      ["fr-u01-l03", 3],
      ["fr-u01-l04", 2],
      ["fr-u02-l01", 1],
    ],
  },
  user_demo_learner_2: {
    courseId: "fr",
    lessons: [
      ["fr-u01-l01", 2],
      ["fr-u01-l02", 1],
    ],
  },
  user_demo_learner_3: { courseId: "fr", lessons: [["fr-u01-l01", 1]] },
  user_demo_owner: { courseId: "en", lessons: [["en-u01-l01", 3]] },
};

/** Who chose to appear in the organization's weekly ranking. */
const inRanking = ["user_demo_learner_1", "user_demo_learner_2"];

export async function seedDemoPractice(db: Database, organizationId: string, now = new Date()): Promise<void> {
  const attempts: (typeof lessonAttempt.$inferInsert)[] = [];
  const events: (typeof learningEvent.$inferInsert)[] = [];
  for (const [userId, { courseId, lessons }] of Object.entries(finished)) {
    for (const [lessonId, daysAgo] of lessons) {
      const finishedAt = new Date(now.getTime() - daysAgo * DAY_MS);
      // 9 of 10 right the first time in 8 minutes, with the XP learning gives for it (10 + 2 per right answer).
      const summary = { correct: 9, answered: 10, durationSeconds: 480, xp: 28 };
      const id = `demo_attempt_${userId}_${lessonId}`;
      attempts.push({
        id,
        userId,
        courseId,
        kind: "lesson",
        lessonId,
        items: [],
        startedAt: new Date(finishedAt.getTime() - summary.durationSeconds * 1000),
        finishedAt,
        ...summary,
      });
      events.push({
        id: `demo_event_${userId}_${lessonId}`,
        userId,
        kind: "lesson.completed",
        payload: { courseId, lessonId, attemptId: id, ...summary, accuracy: 0.9 },
        createdAt: finishedAt,
      });
    }
  }
  await db.insert(lessonAttempt).values(attempts).onConflictDoNothing();
  await db.insert(learningEvent).values(events).onConflictDoNothing();
  await db
    .insert(placementTest)
    .values({
      id: "demo_placement_learner_1",
      userId: "user_demo_learner_1",
      courseId: "fr",
      kind: "test",
      startedAt: new Date(now.getTime() - 6 * DAY_MS - 900_000),
      finishedAt: new Date(now.getTime() - 6 * DAY_MS),
      result: { skills: { reading: "A2", listening: "A1", writing: "A1" }, overall: "A1" },
      startUnitId: "fr-u01",
    })
    .onConflictDoNothing();
  await db
    .insert(rankingMember)
    .values(inRanking.map((userId) => ({ organizationId, userId })))
    .onConflictDoNothing();
}
