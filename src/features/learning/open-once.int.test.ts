import { and, isNull, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lessonAttempt, placementTest } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { getCourse } from "./content";
import { courseIndex } from "./course-index";
import { startPlacement } from "./placement/service";
import { openLesson, openUnitTest } from "./service";

const bed = testBed();

// Both learn French; Carlos (tenant A) reads Spanish, Priya (tenant B) English.
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const firstLesson = courseIndex("fr").order[0]!;
const firstUnit = getCourse("fr").unitData[0]!.id;
const labels = { title: "Examen", goal: "Pasar la unidad" };

/** The same request sent three times at once: a double click, two tabs, a navigation racing a reload. */
const thrice = <T>(open: () => Promise<T>) => Promise.all([open(), open(), open()]);

async function openAttempts(userId: string, kind: "lesson" | "unitTest") {
  return bed.db
    .select({ id: lessonAttempt.id })
    .from(lessonAttempt)
    .where(and(eq(lessonAttempt.userId, userId), eq(lessonAttempt.kind, kind), isNull(lessonAttempt.finishedAt)));
}

describe("opening a lesson, a unit test or the placement test twice at once", () => {
  it("starts one attempt at a lesson, which every request resumes, for each learner apart", async () => {
    const [hers, his] = await Promise.all([
      thrice(() => openLesson(bed.db, priya, { lessonId: firstLesson }, "en")),
      thrice(() => openLesson(bed.db, carlos, { lessonId: firstLesson }, "es")),
    ]);
    expect(new Set(hers.map((state) => state!.attemptId)).size).toBe(1);
    expect(new Set(his.map((state) => state!.attemptId)).size).toBe(1);
    expect(hers[0]!.attemptId).not.toBe(his[0]!.attemptId);
    expect(await openAttempts(priya.userId, "lesson")).toEqual([{ id: hers[0]!.attemptId }]);
    expect(await openAttempts(carlos.userId, "lesson")).toEqual([{ id: his[0]!.attemptId }]);
  });

  it("starts one unit test, with the same items whichever request answers", async () => {
    const states = await thrice(() => openUnitTest(bed.db, carlos, { unitId: firstUnit }, "es", labels));
    expect(new Set(states.map((state) => state!.attemptId)).size).toBe(1);
    const items = states.map((state) => state!.items.map((item) => item.exerciseId).join());
    expect(new Set(items).size).toBe(1);
    expect(await openAttempts(carlos.userId, "unitTest")).toHaveLength(1);
  });

  it("starts one placement test for each learner", async () => {
    const [hers, his] = await Promise.all([
      thrice(() => startPlacement(bed.db, priya, "en")),
      thrice(() => startPlacement(bed.db, carlos, "es")),
    ]);
    expect(new Set(hers.map((state) => state.testId)).size).toBe(1);
    expect(new Set(his.map((state) => state.testId)).size).toBe(1);
    expect(hers[0]!.testId).not.toBe(his[0]!.testId);
    for (const { userId } of [priya, carlos]) {
      const open = await bed.db
        .select({ id: placementTest.id })
        .from(placementTest)
        .where(and(eq(placementTest.userId, userId), isNull(placementTest.finishedAt)));
      expect(open).toHaveLength(1);
    }
  });
});
