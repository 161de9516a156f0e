import { describe, expect, it } from "vitest";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { getCourse } from "./content";
import { courseIndex } from "./course-index";
import type { PlayerState } from "./player-types";
import { courseMap, openLesson, openUnitTest } from "./service";
import { submitAnswer } from "./submit-answer";
import { rightAnswer, wrongAnswer } from "./testing/answers";

const bed = testBed();

// Both learn French; Carlos (tenant A) reads Spanish, Priya (tenant B) English.
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const units = getCourse("fr").unitData;
const labels = { title: "Unit test", goal: "Skip the unit" };

async function answerAll(learner: { userId: string }, state: PlayerState, right: (position: number) => boolean) {
  let finished = null;
  for (const item of state.items) {
    const exercise = courseIndex("fr").exercises.get(item.exerciseId)!;
    const response = await submitAnswer(
      bed.db,
      learner,
      {
        attemptId: state.attemptId,
        index: item.index,
        answer: right(item.index) ? rightAnswer(exercise, "es", item.view) : wrongAnswer(exercise, "es", item.view),
      },
      "es",
    );
    expect(response.appended).toEqual([]);
    finished = response.finished;
  }
  return finished;
}

describe("testing out of a unit", () => {
  it("draws three exercises from each lesson of the unit, none said aloud", async () => {
    const state = (await openUnitTest(bed.db, carlos, { unitId: units[2]!.id }, "es", labels))!;
    expect(state.kind).toBe("unitTest");
    expect(state.items).toHaveLength(units[2]!.lessons.length * 3);
    const lessonIds = new Set(units[2]!.lessons.flatMap((lesson) => lesson.exercises.map((exercise) => exercise.id)));
    expect(state.items.every((item) => lessonIds.has(item.exerciseId) && item.view.type !== "speak")).toBe(true);
    // Opening it again resumes the same test.
    expect((await openUnitTest(bed.db, carlos, { unitId: units[2]!.id }, "es", labels))!.attemptId).toBe(
      state.attemptId,
    );
  });

  it("is the learner's own: the other tenant's learner cannot answer it", async () => {
    const state = (await openUnitTest(bed.db, carlos, { unitId: units[2]!.id }, "es", labels))!;
    const exercise = courseIndex("fr").exercises.get(state.items[0]!.exerciseId)!;
    expect(
      await outcomeOf(
        submitAnswer(
          bed.db,
          priya,
          { attemptId: state.attemptId, index: 0, answer: rightAnswer(exercise, "en", state.items[0]!.view) },
          "en",
        ),
      ),
    ).toBe("not_found");
  });

  it("below 80 %, has no retry round and changes nothing on the map", async () => {
    const state = (await openUnitTest(bed.db, carlos, { unitId: units[2]!.id }, "es", labels))!;
    const summary = await answerAll(carlos, state, (index) => index % 2 === 0);
    expect(summary?.passed).toBe(false);
    const map = (await courseMap(bed.db, carlos, "es"))!;
    expect(map.units[2]!.testedOut).toBe(false);
    expect(map.units[2]!.lessons.every((lesson) => lesson.state === "locked")).toBe(true);
  });

  it("at 80 % or more, marks the unit done and moves the next lesson past it", async () => {
    const state = (await openUnitTest(bed.db, carlos, { unitId: units[2]!.id }, "es", labels))!;
    expect(state.position).toBe(0);
    const summary = await answerAll(carlos, state, (index) => index !== 0);
    expect(summary?.passed).toBe(true);
    const map = (await courseMap(bed.db, carlos, "es"))!;
    expect(map.units[2]!.testedOut).toBe(true);
    expect(map.units[2]!.canTestOut).toBe(false);
    expect(map.units[2]!.lessons.every((lesson) => lesson.state === "done")).toBe(true);
    expect(map.units[3]!.lessons[0]!.state).toBe("next");
    expect(map.units[0]!.lessons.every((lesson) => lesson.state === "open")).toBe(true);
    expect(map.units[4]!.lessons[0]!.state).toBe("locked");
    // A lesson of the new next unit opens; a unit already passed has no test to take.
    expect(await openLesson(bed.db, carlos, { lessonId: units[3]!.lessons[0]!.id }, "es")).not.toBeNull();
    expect(await openUnitTest(bed.db, carlos, { unitId: units[2]!.id }, "es", labels)).toBeNull();
    // The other tenant's learner still starts at the beginning.
    const other = (await courseMap(bed.db, priya, "en"))!;
    expect(other.units[2]!.testedOut).toBe(false);
    expect(other.units[0]!.lessons[0]!.state).toBe("next");
  });

  it("has no test for a unit outside the learner's course", async () => {
    expect(await openUnitTest(bed.db, carlos, { unitId: "en-u01" }, "es", labels)).toBeNull();
    expect(await openUnitTest(bed.db, carlos, { unitId: "nope" }, "es", labels)).toBeNull();
  });
});
