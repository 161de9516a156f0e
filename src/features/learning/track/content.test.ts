import path from "node:path";
import { describe, expect, it } from "vitest";
import { unitListeningProblems } from "../comprehension-checks";
import { getCourse } from "../content";
import { exerciseProblems } from "../content-checks";
import { courseIndex } from "../course-index";
import { getTrack, readTrack } from "./content";

const fixture = path.join(__dirname, "testing", "fixture");
const courseLessons = new Set(getCourse("fr").unitData.flatMap((unit) => unit.lessons.map((lesson) => lesson.id)));

describe("the level-4 track's content", () => {
  it("loads, and each step is a lesson the player can open", () => {
    const track = getTrack("fr")!;
    expect(track.lessonIds.length).toBeGreaterThanOrEqual(5);
    const { lessons } = courseIndex("fr");
    for (const lessonId of track.lessonIds) expect(lessons.has(lessonId), lessonId).toBe(true);
    expect(getTrack("en")).toBeNull();
  });

  it("gives the track's units ids of their own, away from the course's", () => {
    const track = getTrack("fr")!;
    for (const unit of track.unitData) {
      expect(unit.id).toMatch(/^fr-n4-u\d\d$/);
      for (const lesson of unit.lessons) {
        expect(lesson.id.startsWith(`${unit.id}-l`), lesson.id).toBe(true);
        expect(courseLessons.has(lesson.id)).toBe(false);
      }
    }
  });

  it("has units whose ids nest and whose exercises pass the course's own checks", () => {
    const problems: string[] = [];
    const exercisesOf = (units: { lessons: { exercises: unknown[] }[] }[]) =>
      units.reduce((sum, unit) => sum + unit.lessons.reduce((inner, lesson) => inner + lesson.exercises.length, 0), 0);
    for (const unit of getTrack("fr")!.unitData) {
      for (const lesson of unit.lessons) {
        for (const exercise of lesson.exercises) {
          if (!exercise.id.startsWith(`${lesson.id}-`)) problems.push(`${exercise.id} is not under ${lesson.id}`);
          problems.push(...exerciseProblems("fr", exercise));
        }
      }
      problems.push(...unitListeningProblems("fr", unit));
    }
    expect(problems).toEqual([]);
    // No exercise id of the track overwrites one of the course's in the index.
    expect(courseIndex("fr").exercises.size).toBe(
      exercisesOf(getCourse("fr").unitData) + exercisesOf(getTrack("fr")!.unitData),
    );
  });

  it("keeps the course's order to the course's own lessons", () => {
    expect(courseIndex("fr").order).toEqual([...courseLessons]);
  });

  it("reads a folder whose steps mix its own unit and a course lesson", () => {
    const track = readTrack(fixture, "fr", courseLessons);
    expect(track.lessonIds).toEqual(["fr-n4-u01-l01", "fr-n4-u01-l02", "fr-n4-u01-l03", "fr-n4-u01-l04", "fr-u05-l04"]);
  });

  it("refuses a step that names nothing", () => {
    expect(() => readTrack(fixture, "fr", new Set())).toThrow(/no course lesson fr-u05-l04/);
  });
});
