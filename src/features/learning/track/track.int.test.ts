import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { levelReached } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { courseIndex } from "../course-index";
import { courseMap, nextLessonId, openLesson, speakText } from "../service";
import { finishLesson } from "../testing/lessons";
import type * as TrackContent from "./content";
import { trackProgress, trackStepsDone } from "./progress";

// The fixture track (a unit of its own and one course lesson) stands in for the real one.
vi.mock("./content", async (importOriginal) => {
  const actual = await importOriginal<typeof TrackContent>();
  const { getCourse } = await import("../content");
  const lessons = new Set(getCourse("fr").unitData.flatMap((unit) => unit.lessons.map((lesson) => lesson.id)));
  const fixture = actual.readTrack(path.join(__dirname, "testing", "fixture"), "fr", lessons);
  return { ...actual, getTrack: (courseId: string) => (courseId === "fr" ? fixture : null) };
});

const bed = testBed();
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };

describe("a track lesson in the lesson player", () => {
  it("opens, plays and finishes like a course lesson, without moving the course", async () => {
    const mapBefore = await courseMap(bed.db, carlos, "fr");
    const state = await openLesson(bed.db, carlos, { lessonId: "fr-n4-u01-l01" }, "fr");
    expect(state?.lesson.id).toBe("fr-n4-u01-l01");
    await finishLesson(bed.db, carlos, "fr-n4-u01-l01");

    expect(await courseMap(bed.db, carlos, "fr")).toEqual(mapBefore);
    const track = (await trackProgress(bed.db, { ...carlos, courseId: "fr" }, "fr"))!;
    expect(track.done).toBe(1);
    expect(track.steps.map((step) => step.state)).toEqual(["done", "next", "open", "open", expect.any(String)]);
    expect(track.nextLessonId).toBe("fr-n4-u01-l02");
    expect(await trackStepsDone(bed.db, { users: [carlos.userId, priya.userId], courseId: "fr" })).toEqual(
      new Map([[carlos.userId, 1]]),
    );
  });

  it("leads from one track lesson to the next, and from the last step to nothing", () => {
    expect(nextLessonId("fr", "fr-n4-u01-l01")).toBe("fr-n4-u01-l02");
    expect(nextLessonId("fr", "fr-n4-u01-l04")).toBe("fr-u05-l04");
    expect(nextLessonId("fr", "fr-u05-l04")).toBe(
      courseIndex("fr").order[courseIndex("fr").order.indexOf("fr-u05-l04") + 1],
    );
  });

  it("finishing a whole track unit records no level: only the course's units do", async () => {
    for (const lessonId of ["fr-n4-u01-l02", "fr-n4-u01-l03", "fr-n4-u01-l04"])
      await finishLesson(bed.db, carlos, lessonId);
    const levels = await bed.db
      .select()
      .from(levelReached)
      .where(and(eq(levelReached.userId, carlos.userId), eq(levelReached.source, "unit")));
    expect(levels).toEqual([]);
  });

  it("scores a track speak exercise at its unit's level", async () => {
    const state = (await openLesson(bed.db, priya, { lessonId: "fr-n4-u01-l02" }, "en"))!;
    const index = state.items.findIndex((item) => courseIndex("fr").exercises.get(item.exerciseId)?.type === "speak");
    const spoken = await speakText(bed.db, priya, { attemptId: state.attemptId, index });
    expect(spoken).toMatchObject({ courseId: "fr", level: "A1" });
    expect(spoken.exerciseId.startsWith("fr-n4-u01-")).toBe(true);
  });
});
