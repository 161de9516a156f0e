/**
 * Bench data for answer submission: learners of French, each with many open attempts of the
 * first lesson, and the right answer to every item. Runs on the bench's fresh database before the
 * app starts; writes the plan (who answers what, in which order) as JSON to the path given.
 *   npx tsx bench/seed-answers.ts <plan.json> [learners] [attempts per learner] [name]
 * The name tells apart the learners of several plans in one database (bench/cluster.mjs seeds three).
 */
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { hashPassword } from "better-auth/crypto";
import { getDb } from "../src/db";
import { account, learnerProfile, lessonAttempt, user } from "../src/db/schema";
import { readCourse } from "../src/features/learning/content";
import type { Exercise } from "../src/features/learning/content-schema";
import { shownForm } from "../src/features/learning/answer-patterns";
import { itemShuffle } from "../src/features/learning/course-index";

const [planFile, learnersArgument = "10", attemptsArgument = "100", name = "learner"] = process.argv.slice(2);
const LEARNERS = Number(learnersArgument);
const ATTEMPTS_PER_LEARNER = Number(attemptsArgument);
export const BENCH_PASSWORD = "Bench-Password-2026";

/** The right answer to the item at this position of this attempt (choices are shuffled per attempt and item, as the server shows them). */
function rightAnswer(exercise: Exercise, shown: string) {
  switch (exercise.type) {
    case "multipleChoice":
      return {
        kind: "choice",
        index: itemShuffle(shown)(
          exercise.choices.map((_, index) => index),
          "choices",
        ).indexOf(exercise.answer),
      };
    case "translate":
    case "fillGap":
      return { kind: "text", text: shownForm(exercise.answers[0]!) };
    case "wordOrder":
      return { kind: "tiles", tiles: exercise.words };
    case "matchPairs":
      return { kind: "pairs", pairs: exercise.pairs.map((pair) => ({ term: pair.term, meaning: pair.meaning.fr })) };
    case "listen":
      return { kind: "text", text: exercise.text };
    case "speak":
      return { kind: "spoken" };
    case "email":
      return { kind: "email", subject: exercise.model.subject, body: exercise.model.body };
    case "comprehension":
      return {
        kind: "choices",
        indexes: exercise.questions.map((question, position) =>
          itemShuffle(shown)(
            question.choices.map((_, index) => index),
            `question-${position}`,
          ).indexOf(question.answer),
        ),
      };
  }
}

async function main() {
  if (!planFile || !(LEARNERS > 0) || !(ATTEMPTS_PER_LEARNER > 0) || !/^[a-z]+$/.test(name))
    throw new Error("usage: npx tsx bench/seed-answers.ts <plan.json> [learners] [attempts per learner] [name a-z]");
  const db = await getDb();
  const lesson = readCourse("fr").unitData[0]!.lessons[0]!;
  const hash = await hashPassword(BENCH_PASSWORD);
  const plan = [];
  for (let n = 0; n < LEARNERS; n++) {
    const id = `bench_${name}_${n}`;
    const email = `${name}${n}@bench.test`;
    await db.insert(user).values({ id, name: `Bench ${n}`, email, emailVerified: true, locale: "fr" });
    await db
      .insert(account)
      .values({ id: `credential_${id}`, accountId: id, providerId: "credential", userId: id, password: hash });
    await db.insert(learnerProfile).values({
      userId: id,
      nativeLanguage: "es",
      targetLanguage: "fr",
      variant: "fr-CA",
      industry: "food",
      jobTitle: "Boulanger",
      goals: ["meetings"],
      dailyMinutes: 10,
      timeZone: "America/Toronto",
    });
    const attempts = [];
    for (let a = 0; a < ATTEMPTS_PER_LEARNER; a++) {
      const attemptId = randomUUID();
      await db.insert(lessonAttempt).values({
        id: attemptId,
        userId: id,
        courseId: "fr",
        lessonId: lesson.id,
        items: lesson.exercises.map((e) => ({ exerciseId: e.id, round: 1 as const })),
      });
      attempts.push({
        attemptId,
        answers: lesson.exercises.map((exercise, index) => rightAnswer(exercise, `${attemptId}:${index}`)),
      });
    }
    plan.push({ email, password: BENCH_PASSWORD, attempts });
  }
  writeFileSync(planFile, JSON.stringify(plan));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
