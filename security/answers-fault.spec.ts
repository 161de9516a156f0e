import { test } from "@playwright/test";
import { readCourse } from "../src/features/learning/content";
import type { Exercise } from "../src/features/learning/content-schema";
import { signedIn, type Browser } from "./support/client";
import { jsonOf } from "./support/http";
import { password, people } from "./support/people";
import { inParallel, query, sleep, suite, UNCAUGHT, waitFor, watchLogs } from "./support/suite";
import { runArea } from "./support/tally";

/*
 * Learners answer lessons through both processes at once while PostgreSQL restarts. Each one
 * sends its answers as the lesson player does, sending an answer again until it is acknowledged.
 * Afterwards, per attempt: every answer the app acknowledged (200) is stored (none lost), one row
 * per position (none doubled), and every lesson ended is recorded once.
 */

const LESSONS_PER_LEARNER = 2;
/** The restart comes once this many answers are acknowledged, well before the load ends. */
const RESTART_AFTER = 60;
const DOWN_MS = 1_500;
const RUN_LIMIT_MS = 90_000;

const course = readCourse("fr");
const lessons = course.unitData.flatMap((unit) => unit.lessons);
const exercises = new Map(
  lessons.flatMap((lesson) => lesson.exercises.map((exercise) => [exercise.id, exercise] as const)),
);

/** An answer that fits the exercise (mostly wrong, so that the missed ones come back in a second round). */
function answerFor(exercise: Exercise): object {
  switch (exercise.type) {
    case "multipleChoice":
      return { kind: "choice", index: 0 };
    case "matchPairs":
      return { kind: "pairs", pairs: exercise.pairs.map((pair) => ({ term: pair.term, meaning: "?" })) };
    case "speak":
      return { kind: "spoken" };
    case "listen":
      return { kind: "skip" };
    default:
      return { kind: "text", text: "je ne sais pas" };
  }
}

type Attempt = { id: string; userId: string; items: string[] };
type Run = { acknowledged: Set<string>; finished: Set<string>; statuses: Map<string, number> };

/** Opens the attempts as the lesson page would store them: the lesson's exercises, first round. */
async function openAttempts(): Promise<Attempt[]> {
  const attempts = people.learners.flatMap((learner, number) =>
    Array.from({ length: LESSONS_PER_LEARNER }, (_, index) => {
      const lesson = lessons[(number + index) % lessons.length]!;
      return {
        id: `sec_attempt_${learner.id}_${index}`,
        userId: learner.id,
        lessonId: lesson.id,
        items: lesson.exercises.map((exercise) => exercise.id),
      };
    }),
  );
  for (const attempt of attempts)
    await query(
      "insert into lesson_attempt (id, user_id, course_id, kind, lesson_id, items) values ($1, $2, 'fr', 'lesson', $3, $4)",
      [
        attempt.id,
        attempt.userId,
        attempt.lessonId,
        JSON.stringify(attempt.items.map((exerciseId) => ({ exerciseId, round: 1 }))),
      ],
    );
  return attempts;
}

/** Plays one attempt to its end, each answer sent again (to either process) until acknowledged. */
async function play(browser: Browser, attempt: Attempt, run: Run, deadline: number) {
  const { a, b } = suite();
  let position = 0;
  let requests = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${attempt.id} was still at ${position} after ${RUN_LIMIT_MS / 1000} s`);
    const body = {
      attemptId: attempt.id,
      index: position,
      answer: answerFor(exercises.get(attempt.items[position]!)!),
    };
    const app = requests++ % 2 === 0 ? a : b;
    const answer = await browser.post(app, "/api/learning/answers", body).catch(() => null);
    const status = answer ? String(answer.status) : "no answer";
    run.statuses.set(status, (run.statuses.get(status) ?? 0) + 1);
    if (answer && answer.status < 500 && answer.status !== 200)
      throw new Error(`${attempt.id} at ${position}: ${answer.status} ${answer.text.slice(0, 300)}`);
    if (answer?.status !== 200) {
      await sleep(200);
      continue;
    }
    run.acknowledged.add(`${attempt.id}#${position}`);
    const reply = jsonOf(answer) as { position: number; appended: { exerciseId: string }[]; finished: object | null };
    attempt.items.push(...reply.appended.map((item) => item.exerciseId));
    if (reply.finished) {
      run.finished.add(attempt.id);
      return;
    }
    position = reply.position;
  }
}

test("learners answering on both processes through a PostgreSQL restart: nothing lost, nothing doubled", async () => {
  test.setTimeout(RUN_LIMIT_MS + 60_000);
  await runArea("answers-fault", async (tally) => {
    const logs = watchLogs();
    const attempts = await openAttempts();
    const browsers = new Map<string, Browser>();
    await inParallel(people.learners, 2, async (learner, index) => {
      browsers.set(learner.id, await signedIn(index % 2 === 0 ? suite().a : suite().b, learner.email, password));
    });
    const run: Run = { acknowledged: new Set(), finished: new Set(), statuses: new Map() };
    const deadline = Date.now() + RUN_LIMIT_MS;
    const learners = people.learners.map(async (learner) => {
      for (const attempt of attempts.filter((candidate) => candidate.userId === learner.id))
        await play(browsers.get(learner.id)!, attempt, run, deadline);
    });
    const restarted = (async () => {
      await waitFor(async () => run.acknowledged.size >= RESTART_AFTER, { timeoutMs: 30_000, everyMs: 20 });
      const before = run.acknowledged.size;
      await suite().restartPostgres(DOWN_MS);
      return before;
    })();
    const outcomes = await Promise.allSettled(learners);
    const acknowledgedAtRestart = await restarted;
    for (const outcome of outcomes)
      if (outcome.status === "rejected") tally.check(false, `a learner could not finish: ${String(outcome.reason)}`);
    tally.check(
      acknowledgedAtRestart < run.acknowledged.size,
      `the restart came after the load (${acknowledgedAtRestart} of ${run.acknowledged.size} answers acknowledged)`,
    );
    const failedRequests = [...run.statuses].filter(([status]) => status !== "200");
    tally.check(failedRequests.length > 0, "no request failed: the restart did not meet the load");
    // While the database is away, an answer is told so (503 database_unavailable), never an unexplained 500.
    const unexplained = run.statuses.get("500") ?? 0;
    tally.check(
      unexplained === 0,
      `${unexplained} answers were refused with 500 instead of 503 while the database was away`,
    );

    const stored = new Set(
      (
        await query<{ attempt_id: string; position: number }>(
          "select attempt_id, position from exercise_answer where attempt_id like 'sec_attempt_%'",
        )
      ).map((row) => `${row.attempt_id}#${row.position}`),
    );
    const lost = [...run.acknowledged].filter((key) => !stored.has(key));
    tally.check(
      lost.length === 0,
      `${lost.length} acknowledged answers are not stored: ${lost.slice(0, 5).join(", ")}`,
    );
    const doubled = await query<{ attempt_id: string; position: number; count: string }>(
      `select attempt_id, position, count(*) from exercise_answer where attempt_id like 'sec_attempt_%'
       group by attempt_id, position having count(*) > 1`,
    );
    tally.check(doubled.length === 0, `${doubled.length} positions have more than one answer stored`);

    const recorded = await query<{
      id: string;
      finished_at: Date | null;
      items: unknown[];
      answers: string;
      completions: string;
    }>(
      `select a.id, a.finished_at, a.items,
         (select count(*) from exercise_answer x where x.attempt_id = a.id) as answers,
         (select count(*) from learning_event e where e.kind = 'lesson.completed' and e.payload->>'attemptId' = a.id) as completions
       from lesson_attempt a where a.id like 'sec_attempt_%'`,
    );
    for (const attempt of recorded) {
      tally.check(run.finished.has(attempt.id), `${attempt.id}: the learner never saw it end`);
      tally.check(attempt.finished_at !== null, `${attempt.id}: not recorded as finished`);
      tally.check(
        Number(attempt.answers) === attempt.items.length,
        `${attempt.id}: ${attempt.answers} answers stored for ${attempt.items.length} items`,
      );
      tally.check(
        Number(attempt.completions) === 1,
        `${attempt.id}: its completion recorded ${attempt.completions} times`,
      );
    }
    const uncaught = logs.lines(UNCAUGHT);
    tally.check(
      uncaught.length === 0,
      `the apps let ${uncaught.length} exceptions or rejections go uncaught: ${uncaught.slice(0, 4).join(" | ")}`,
    );
    tally.note(
      `${run.acknowledged.size} answers acknowledged, ${stored.size} stored, restart after ${acknowledgedAtRestart}; requests by status: ${[...run.statuses].map(([status, count]) => `${status}×${count}`).join(", ")}`,
    );
  });
});
