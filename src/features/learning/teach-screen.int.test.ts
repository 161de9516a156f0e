import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { lessonAttempt } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { courseIndex } from "./course-index";
import { openLesson, openUnitTest } from "./service";

const bed = testBed();

// Priya learns French with an English interface.
const priya = { userId: twoTenants.b.learner.id };
const { lessons, order } = courseIndex("fr");
const b2Lesson = lessons.get("fr-u14-l01")!;

/** Skips the course up to the first B2 unit, as passing the unit test before it does. */
async function testOutUnitBefore(unitId: string) {
  await bed.db.insert(lessonAttempt).values({
    id: randomUUID(),
    userId: priya.userId,
    courseId: "fr",
    kind: "unitTest",
    lessonId: unitId,
    items: [],
    finishedAt: new Date(),
    correct: 12,
    answered: 12,
  });
}

describe("a lesson's teaching screen, as the player receives it", () => {
  it("comes with a B2 lesson: explanation in the interface language, examples in French", async () => {
    await testOutUnitBefore("fr-u13");
    const state = (await openLesson(bed.db, priya, { lessonId: b2Lesson.lesson.id }, "en"))!;
    const teach = b2Lesson.lesson.teach!;
    expect(state.teach).toEqual({
      title: teach.title.en,
      explanation: teach.explanation.map((line) => line.en),
      examples: teach.examples.map((example) => ({ text: example.text, translation: example.translation.en })),
    });
  });

  it("follows the interface language", async () => {
    const state = (await openLesson(bed.db, priya, { lessonId: b2Lesson.lesson.id }, "es"))!;
    expect(state.teach?.title).toBe(b2Lesson.lesson.teach!.title.es);
  });

  it("stays out of lessons written without one, and out of unit tests", async () => {
    const first = (await openLesson(bed.db, priya, { lessonId: order[0]! }, "en"))!;
    expect(first).not.toHaveProperty("teach");
    const test = (await openUnitTest(bed.db, priya, { unitId: "fr-u14" }, "en", { title: "Test", goal: "Goal" }))!;
    expect(test).not.toHaveProperty("teach");
  });
});
