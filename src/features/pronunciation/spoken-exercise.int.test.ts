import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { spokenExerciseScore } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { courseIndex, openLesson, type PlayerState } from "@/features/learning";
import { scoreSpokenExercise } from "./spoken-exercise";

const bed = testBed();
let lesson: PlayerState;
beforeAll(async () => {
  lesson = (await openLesson(bed.db, carlos, { lessonId: courseIndex("fr").order[0]! }, "es"))!;
});

const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const exerciseAt = (index: number) => courseIndex("fr").exercises.get(lesson.items[index]!.exerciseId)!;
const speakIndex = () =>
  lesson.items.findIndex((item) => courseIndex("fr").exercises.get(item.exerciseId)!.type === "speak");

describe("a lesson's speak exercise scored by the coach", () => {
  it("scores the sentence of the exercise (looked up on the server), the best of the recogniser's guesses first", async () => {
    const index = speakIndex();
    expect(index).toBeGreaterThanOrEqual(0);
    const exercise = exerciseAt(index);
    if (exercise.type !== "speak") throw new Error("not a speak exercise");
    const result = await scoreSpokenExercise(bed.db, carlos, {
      attemptId: lesson.attemptId,
      index,
      alternatives: ["pas du tout la même chose", exercise.text],
    });
    expect(result).toMatchObject({ score: 100, colour: "green", recognized: exercise.text });
    expect(result.words.map((word) => word.text).join(" ")).toBe(
      exercise.text
        .replace(/[?!.,]/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    );
    const worse = await scoreSpokenExercise(bed.db, carlos, {
      attemptId: lesson.attemptId,
      index,
      alternatives: ["pas du tout la même chose"],
    });
    expect(worse.score).toBeLessThan(60);
    // Both scores are kept, with the unit's band, for the speaking estimate; none of them is Priya's.
    const kept = await bed.db
      .select({
        exerciseId: spokenExerciseScore.exerciseId,
        level: spokenExerciseScore.level,
        score: spokenExerciseScore.score,
      })
      .from(spokenExerciseScore)
      .where(eq(spokenExerciseScore.userId, carlos.userId));
    expect(kept).toEqual([
      { exerciseId: exercise.id, level: "A1", score: 100 },
      { exerciseId: exercise.id, level: "A1", score: worse.score },
    ]);
    expect(await bed.db.select().from(spokenExerciseScore).where(eq(spokenExerciseScore.userId, priya.userId))).toEqual(
      [],
    );
  });

  it("refuses an item that is not a speak exercise, another learner's lesson, and an empty hearing", async () => {
    const other = lesson.items.findIndex((item) => courseIndex("fr").exercises.get(item.exerciseId)!.type !== "speak");
    expect(
      await outcomeOf(
        scoreSpokenExercise(bed.db, carlos, { attemptId: lesson.attemptId, index: other, alternatives: ["bonjour"] }),
      ),
    ).toBe("not_found");
    expect(
      await outcomeOf(
        scoreSpokenExercise(bed.db, priya, {
          attemptId: lesson.attemptId,
          index: speakIndex(),
          alternatives: ["bonjour"],
        }),
      ),
    ).toBe("not_found");
    expect(
      await outcomeOf(
        scoreSpokenExercise(bed.db, carlos, { attemptId: lesson.attemptId, index: speakIndex(), alternatives: [""] }),
      ),
    ).toBe("pronunciation_nothing_heard");
    // A refused try keeps nothing.
    expect(await bed.db.select().from(spokenExerciseScore).where(eq(spokenExerciseScore.userId, priya.userId))).toEqual(
      [],
    );
  });
});
