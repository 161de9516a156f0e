import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { learningEvent, lessonAttempt } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { courseIndex } from "./course-index";
import type { PlayerState } from "./player-types";
import { openLesson } from "./service";
import { submitAnswer } from "./submit-answer";
import { rightAnswer, wrongAnswer } from "./testing/answers";

/*
 * The last answer of a round and what follows it (the retry round, or the finished lesson) are
 * two writes. When the second fails, sending the answer again, or opening the lesson again,
 * completes it: a lesson never stays stuck at its end.
 */
const bed = testBed();
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const { order, exercises } = courseIndex("fr");

async function failing<T>(table: "learning_event" | "lesson_attempt", run: () => Promise<T>): Promise<unknown> {
  const event = table === "learning_event" ? "insert" : "update";
  await bed.db.execute(
    sql.raw(
      `create or replace function fail_write() returns trigger as $$ begin raise exception 'disk full'; end $$ language plpgsql`,
    ),
  );
  await bed.db.execute(
    sql.raw(`create trigger fail_write before ${event} on ${table} for each row execute function fail_write()`),
  );
  try {
    await run();
    return null;
  } catch (error) {
    // Drizzle wraps the database's error: the trigger's message is its cause.
    return (error as { cause?: unknown }).cause ?? error;
  } finally {
    await bed.db.execute(sql.raw(`drop trigger fail_write on ${table}`));
  }
}

/** Answers items from `from` up to, not including, `to`: the first `miss` of them wrong. */
async function play(learner: { userId: string }, state: PlayerState, from: number, to: number, miss = 0) {
  for (let index = from; index < to; index++) {
    const item = state.items[index]!;
    const exercise = exercises.get(item.exerciseId)!;
    const wrong = index < miss && exercise.type !== "speak";
    const answer = wrong ? wrongAnswer(exercise, "fr", item.view) : rightAnswer(exercise, "fr", item.view);
    const response = await submitAnswer(bed.db, learner, { attemptId: state.attemptId, index, answer }, "fr");
    state.items.push(...response.appended);
  }
}

const lastAnswer = (state: PlayerState, index: number) => {
  const item = state.items[index]!;
  return { attemptId: state.attemptId, index, answer: rightAnswer(exercises.get(item.exerciseId)!, "fr", item.view) };
};

const completions = (attemptId: string) =>
  bed.db
    .select({ id: learningEvent.id })
    .from(learningEvent)
    .where(and(eq(learningEvent.kind, "lesson.completed"), sql`${learningEvent.payload}->>'attemptId' = ${attemptId}`));

describe("a lesson whose end failed to be recorded", () => {
  it("is finished, once, when the last answer is sent again", async () => {
    const state = (await openLesson(bed.db, carlos, { lessonId: order[0]! }, "fr"))!;
    const last = state.items.length - 1;
    await play(carlos, state, 0, last);
    const failure = await failing("learning_event", () => submitAnswer(bed.db, carlos, lastAnswer(state, last), "fr"));
    expect(String(failure)).toContain("disk full");
    const [stuck] = await bed.db.select().from(lessonAttempt).where(eq(lessonAttempt.id, state.attemptId));
    expect(stuck!.finishedAt).toBeNull();

    const again = await submitAnswer(bed.db, carlos, lastAnswer(state, last), "fr");
    expect(again.finished).toMatchObject({ accuracy: 1 });
    expect(await completions(state.attemptId)).toHaveLength(1);
    // Sent a third time: the same summary, still one completion.
    expect((await submitAnswer(bed.db, carlos, lastAnswer(state, last), "fr")).finished).toMatchObject({
      accuracy: 1,
    });
    expect(await completions(state.attemptId)).toHaveLength(1);
  });

  it("is finished when the lesson is opened again instead", async () => {
    const state = (await openLesson(bed.db, priya, { lessonId: order[0]! }, "fr"))!;
    const last = state.items.length - 1;
    await play(priya, state, 0, last);
    await failing("learning_event", () => submitAnswer(bed.db, priya, lastAnswer(state, last), "fr"));
    const reopened = await openLesson(bed.db, priya, { lessonId: order[0]! }, "fr");
    expect(reopened?.attemptId).toBe(state.attemptId);
    expect(reopened?.finished).toMatchObject({ accuracy: 1 });
    expect(await completions(state.attemptId)).toHaveLength(1);
  });

  it("gets its retry round when the end of the first round failed, then finishes", async () => {
    const state = (await openLesson(bed.db, carlos, { lessonId: order[1]! }, "fr"))!;
    const firstRound = state.items.length;
    await play(carlos, state, 0, firstRound - 1, 1);
    const failure = await failing("lesson_attempt", () =>
      submitAnswer(bed.db, carlos, lastAnswer(state, firstRound - 1), "fr"),
    );
    expect(String(failure)).toContain("disk full");
    const again = await submitAnswer(bed.db, carlos, lastAnswer(state, firstRound - 1), "fr");
    expect(again.appended).toHaveLength(1);
    expect(again.finished).toBeNull();
    state.items.push(...again.appended);
    const done = await submitAnswer(bed.db, carlos, lastAnswer(state, firstRound), "fr");
    expect(done.finished).not.toBeNull();
    expect(await completions(state.attemptId)).toHaveLength(1);
  });
});
