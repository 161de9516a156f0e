/**
 * Bench data for /dashboard: one learner of French with a year of practice behind them, as the
 * tables hold it after a year of daily use: about 300 practice days with one to three lessons
 * each, a few unit tests, 200 review sessions, 600 review cards, a placement result. Written in
 * batches straight into the bench's fresh PGlite before the app starts; writes who to sign in as
 * to the path given.
 *   npx tsx bench/seed-history.ts <history.json>
 */
import { writeFileSync } from "node:fs";
import { hashPassword } from "better-auth/crypto";
import { getDb } from "../src/db";
import {
  account,
  learnerProfile,
  learningEvent,
  lessonAttempt,
  placementTest,
  reviewCard,
  reviewSession,
  reviewSync,
  user,
} from "../src/db/schema";
import { readCourse } from "../src/features/learning/content";
import { inBatches, random } from "./seed-helpers";

const EMAIL = "history@bench.test";
const PASSWORD = "Bench-History-2026";
const DAY_MS = 86_400_000;
const DAYS = 365;
const BATCH = 200;

async function main() {
  const db = await getDb();
  const next = random(2026);
  const id = "bench_history";
  await db.insert(user).values({ id, name: "Bench History", email: EMAIL, emailVerified: true, locale: "fr" });
  await db.insert(account).values({
    id: `credential_${id}`,
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(PASSWORD),
  });
  await db.insert(learnerProfile).values({
    userId: id,
    nativeLanguage: "es",
    targetLanguage: "fr",
    variant: "fr-CA",
    industry: "food",
    jobTitle: "Boulanger",
    goals: ["meetings"],
    dailyMinutes: 15,
    timeZone: "America/Toronto",
  });

  const course = readCourse("fr");
  const lessons = course.unitData.flatMap((unit) => unit.lessons.map((lesson) => lesson.id));
  const now = Date.now();
  const attempts: (typeof lessonAttempt.$inferInsert)[] = [];
  const events: (typeof learningEvent.$inferInsert)[] = [];
  const sessions: (typeof reviewSession.$inferInsert)[] = [];
  let lessonIndex = 0;
  for (let day = DAYS; day >= 1; day--) {
    if (next() < 0.18) continue; // about 300 practice days out of 365
    const perDay = 1 + Math.floor(next() * 3);
    for (let n = 0; n < perDay; n++) {
      const finishedAt = new Date(now - day * DAY_MS + Math.floor(next() * 14) * 3_600_000);
      const unitTest = next() < 0.03;
      const answered = unitTest ? 12 : 10;
      const correct = Math.floor(answered * (0.6 + next() * 0.4));
      const durationSeconds = 200 + Math.floor(next() * 700);
      const xp = 10 + 2 * correct;
      const lessonId = unitTest
        ? course.unitData[Math.floor(lessonIndex / 4) % course.unitData.length]!.id
        : lessons[lessonIndex++ % lessons.length]!;
      const attemptId = `history_attempt_${attempts.length}`;
      attempts.push({
        id: attemptId,
        userId: id,
        courseId: "fr",
        kind: unitTest ? "unitTest" : "lesson",
        lessonId,
        items: [],
        startedAt: new Date(finishedAt.getTime() - durationSeconds * 1000),
        finishedAt,
        correct,
        answered,
        xp,
        durationSeconds,
      });
      events.push({
        id: `history_event_${events.length}`,
        userId: id,
        kind: unitTest ? "unit.tested" : "lesson.completed",
        payload: {
          courseId: "fr",
          [unitTest ? "unitId" : "lessonId"]: lessonId,
          attemptId,
          correct,
          answered,
          accuracy: correct / answered,
          durationSeconds,
          xp,
        },
        createdAt: finishedAt,
      });
    }
    if (next() < 0.55) {
      const finishedAt = new Date(now - day * DAY_MS + 15 * 3_600_000);
      const correct = 12 + Math.floor(next() * 8);
      sessions.push({
        id: `history_review_${sessions.length}`,
        userId: id,
        courseId: "fr",
        items: [],
        startedAt: new Date(finishedAt.getTime() - 400_000),
        finishedAt,
        correct,
        answered: 20,
        xp: 2 * correct,
        durationSeconds: 400,
      });
    }
  }
  await inBatches(attempts, BATCH, (batch) => db.insert(lessonAttempt).values(batch));
  await inBatches(events, BATCH, (batch) => db.insert(learningEvent).values(batch));
  await inBatches(sessions, BATCH, (batch) => db.insert(reviewSession).values(batch));

  // Cards for the words and some exercises of the course, due from a few days ago to two months on.
  const keys = [
    ...course.unitData.flatMap((unit) => unit.vocabulary.map((item) => `vocab:${item.id}`)),
    ...course.unitData.flatMap((unit) =>
      unit.lessons.flatMap((lesson) => lesson.exercises.slice(0, 8).map((exercise) => `exercise:${exercise.id}`)),
    ),
  ].slice(0, 600);
  const cards = keys.map((key, n) => {
    const due = new Date(now + Math.floor((next() * 64 - 4) * DAY_MS));
    const lastReview = new Date(due.getTime() - 10 * DAY_MS);
    const state = {
      due: due.toISOString(),
      stability: 5 + next() * 40,
      difficulty: 3 + next() * 5,
      elapsedDays: 10,
      scheduledDays: 10,
      learningSteps: 0,
      reps: 3 + (n % 5),
      lapses: n % 3,
      state: "review",
      lastReview: lastReview.toISOString(),
    };
    return { id: `history_card_${n}`, userId: id, courseId: "fr", key, state, due };
  });
  await inBatches(cards, BATCH, (batch) => db.insert(reviewCard).values(batch));
  // Every lesson above is already turned into cards: the mark is past the newest event.
  await db.insert(reviewSync).values({ userId: id, syncedTo: new Date(now) });
  await db.insert(placementTest).values({
    id: "history_placement",
    userId: id,
    courseId: "fr",
    kind: "test",
    startedAt: new Date(now - DAYS * DAY_MS - 900_000),
    finishedAt: new Date(now - DAYS * DAY_MS),
    result: { skills: { reading: "A2", listening: "A1", writing: "A2" }, overall: "A2" },
    startUnitId: course.unitData.find((unit) => unit.level === "A2")!.id,
  });
  writeFileSync(process.argv[2]!, JSON.stringify({ email: EMAIL, password: PASSWORD }));
  console.error(
    `history learner: ${attempts.length} lessons and unit tests, ${sessions.length} review sessions, ${cards.length} cards`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
