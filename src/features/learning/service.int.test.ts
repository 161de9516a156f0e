import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { learningEvent } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import type { Exercise } from "./content-schema";
import { courseIndex } from "./course-index";
import type { ExerciseView, PlayerState } from "./player-types";
import { courseMap, listenText, openLesson } from "./service";
import { submitAnswer } from "./submit-answer";
import { rightAnswer as answerFor, wrongAnswer } from "./testing/answers";

const bed = testBed();

// Both learn French (their fixture profiles say so); Carlos reads Spanish, Priya English.
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const { order, exercises } = courseIndex("fr");
const firstLesson = order[0]!;

const rightAnswer = (exercise: Exercise, _locale: "es", view: ExerciseView) => answerFor(exercise, "es", view);

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: { code?: string }) => error.code ?? String(error),
  );

describe("a lesson from start to finish", () => {
  let state: PlayerState;

  it("opens with the items and none of their answers", async () => {
    state = (await openLesson(bed.db, carlos, { lessonId: firstLesson }, "es"))!;
    expect(state.items.length).toBeGreaterThanOrEqual(10);
    expect(state.position).toBe(0);
    expect(state.finished).toBeNull();
    for (const item of state.items) {
      // What the browser gets of each item never holds that item's answer.
      const sent = JSON.stringify(item.view);
      const exercise = exercises.get(item.exerciseId)!;
      if (exercise.type === "translate" || exercise.type === "fillGap")
        for (const answer of exercise.answers) expect(sent).not.toContain(`"${answer}"`);
      if (exercise.type === "listen") expect(sent).not.toContain(exercise.text);
      if (exercise.type === "multipleChoice") expect(item.view).not.toHaveProperty("answer");
    }
  });

  it("judges a wrong answer with the explanation in the learner's language, once", async () => {
    const exercise = exercises.get(state.items[0]!.exerciseId)!;
    const first = await submitAnswer(
      bed.db,
      carlos,
      { attemptId: state.attemptId, index: 0, answer: wrongAnswer(exercise, "es", state.items[0]!.view) },
      "es",
    );
    expect(first.result).toMatchObject({ correct: false, explanation: exercise.explanation.es });
    // Sent again (a lost connection): the stored verdict, nothing counted twice.
    const again = await submitAnswer(
      bed.db,
      carlos,
      { attemptId: state.attemptId, index: 0, answer: rightAnswer(exercise, "es", state.items[0]!.view) },
      "es",
    );
    expect(again.result.correct).toBe(false);
    expect(again.position).toBe(1);
    expect(
      await code(
        submitAnswer(bed.db, carlos, { attemptId: state.attemptId, index: 5, answer: { kind: "spoken" } }, "es"),
      ),
    ).toBe("answer_out_of_order");
  });

  it("resumes where it stopped", async () => {
    const reopened = (await openLesson(bed.db, carlos, { lessonId: firstLesson }, "es"))!;
    expect(reopened.attemptId).toBe(state.attemptId);
    expect(reopened.position).toBe(1);
    expect(reopened.items[0]!.result?.correct).toBe(false);
  });

  it("is a wall between learners", async () => {
    expect(
      await code(
        submitAnswer(bed.db, priya, { attemptId: state.attemptId, index: 1, answer: { kind: "spoken" } }, "en"),
      ),
    ).toBe("not_found");
    expect(await code(listenText(bed.db, priya, { attemptId: state.attemptId, index: 0 }))).toBe("not_found");
    const hers = (await openLesson(bed.db, priya, { lessonId: firstLesson }, "en"))!;
    expect(hers.attemptId).not.toBe(state.attemptId);
    expect(hers.position).toBe(0);
  });

  it("brings the missed exercise back, then records the lesson with its accuracy, time and XP", async () => {
    let response;
    for (let index = 1; index < state.items.length; index++) {
      const exercise = exercises.get(state.items[index]!.exerciseId)!;
      response = await submitAnswer(
        bed.db,
        carlos,
        { attemptId: state.attemptId, index, answer: rightAnswer(exercise, "es", state.items[index]!.view) },
        "es",
      );
      expect(response.result.correct, `${exercise.id} (${exercise.type})`).toBe(true);
    }
    expect(response!.appended).toHaveLength(1);
    const retry = response!.appended[0]!;
    expect(retry).toMatchObject({ exerciseId: state.items[0]!.exerciseId, round: 2, index: state.items.length });
    const done = await submitAnswer(
      bed.db,
      carlos,
      {
        attemptId: state.attemptId,
        index: retry.index,
        answer: rightAnswer(exercises.get(retry.exerciseId)!, "es", retry.view),
      },
      "es",
    );
    const counted = state.items.filter((item) => exercises.get(item.exerciseId)!.type !== "speak").length;
    expect(done.finished).toMatchObject({ answered: counted, correct: counted - 1, xp: 10 + 2 * (counted - 1) });
    const events = await bed.db.select().from(learningEvent).where(eq(learningEvent.userId, carlos.userId));
    expect(events.map((event) => [event.kind, event.payload.lessonId])).toEqual([["lesson.completed", firstLesson]]);
  });

  it("shows on the course map, opens the next lesson, keeps later units locked", async () => {
    const map = (await courseMap(bed.db, carlos, "es"))!;
    const lessons = map.units.flatMap((unit) => unit.lessons);
    expect(lessons[0]).toMatchObject({ id: firstLesson, state: "done" });
    expect(lessons[0]!.bestAccuracy).toBeGreaterThan(0.8);
    expect(lessons[1]!.state).toBe("next");
    const laterUnit = map.units[1]!.lessons[0]!;
    expect(laterUnit.state).toBe("locked");
    expect(await openLesson(bed.db, carlos, { lessonId: laterUnit.id }, "es")).toBeNull();
    // Priya has finished nothing: her map is her own.
    const hers = (await courseMap(bed.db, priya, "en"))!;
    expect(hers.units[0]!.lessons[0]!.state).toBe("next");
  });

  it("starts a new attempt when a finished lesson is opened again", async () => {
    const again = (await openLesson(bed.db, carlos, { lessonId: firstLesson }, "es"))!;
    expect(again.attemptId).not.toBe(state.attemptId);
    expect(again.position).toBe(0);
  });
});
