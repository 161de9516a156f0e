import { describe, expect, it } from "vitest";
import { levels } from "./content-schema";
import { cefrLevelsThrough } from "@/lib/levels";
import { exerciseProblems, lessonProblems } from "./content-checks";
import { scriptWords, unitListeningProblems } from "./comprehension-checks";
import { courseIds, readCourse, type CourseId } from "./content";

/** The course's promised size (README.md: 17 French units, 12 English): units per track, lessons per unit, exercises per lesson. */
const minimums: Record<CourseId, { units: number }> = { fr: { units: 17 }, en: { units: 12 } };
/** Levels every track covers. */
const coveredLevels: readonly string[] = cefrLevelsThrough("B2");
const LESSONS_PER_UNIT = 4;
const EXERCISES_PER_LESSON = 10;
/** A calm speaking pace, for the estimated length of a listening piece. */
const SPOKEN_WORDS_PER_SECOND = 2.5;

describe.each(courseIds)("the %s course", (courseId) => {
  const course = readCourse(courseId);

  it("has ids that are unique and nested (unit in course, lesson in unit, exercise in lesson)", () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    const claim = (id: string, parent: string) => {
      if (seen.has(id)) problems.push(`${id} used twice`);
      seen.add(id);
      if (!id.startsWith(`${parent}-`)) problems.push(`${id} is not under ${parent}`);
    };
    for (const unit of course.unitData) {
      claim(unit.id, course.id);
      for (const item of unit.vocabulary) claim(item.id, unit.id);
      for (const lesson of unit.lessons) {
        claim(lesson.id, unit.id);
        for (const exercise of lesson.exercises) claim(exercise.id, lesson.id);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has exercises whose answers are all there and consistent", () => {
    const problems = course.unitData.flatMap((unit) =>
      unit.lessons.flatMap((lesson) => lesson.exercises.flatMap((exercise) => exerciseProblems(courseId, exercise))),
    );
    expect(problems).toEqual([]);
  });

  it("teaches the grammar of every lesson from B2 on before testing it", () => {
    expect(course.unitData.flatMap(lessonProblems)).toEqual([]);
  });

  it("reaches the minimums, at every level from A1 to B1 (counts printed)", () => {
    const rows = levels.map((level) => {
      const units = course.unitData.filter((unit) => unit.level === level);
      const lessons = units.flatMap((unit) => unit.lessons);
      return {
        level,
        units: units.length,
        lessons: lessons.length,
        exercises: lessons.reduce((sum, lesson) => sum + lesson.exercises.length, 0),
      };
    });
    const total = rows.reduce(
      (sum, row) => ({
        units: sum.units + row.units,
        lessons: sum.lessons + row.lessons,
        exercises: sum.exercises + row.exercises,
      }),
      { units: 0, lessons: 0, exercises: 0 },
    );
    console.log(
      `content ${courseId}: ${rows.map((r) => `${r.level} ${r.units} units / ${r.lessons} lessons / ${r.exercises} exercises`).join(" · ")} · total ${total.units} / ${total.lessons} / ${total.exercises}`,
    );
    for (const level of levels) {
      const types = new Map<string, number>();
      for (const unit of course.unitData.filter((candidate) => candidate.level === level))
        for (const exercise of unit.lessons.flatMap((lesson) => lesson.exercises))
          types.set(exercise.type, (types.get(exercise.type) ?? 0) + 1);
      if (types.size > 0)
        console.log(
          `content ${courseId} ${level} by type: ${[...types].map(([type, count]) => `${type} ${count}`).join(" · ")}`,
        );
    }
    expect(total.units).toBeGreaterThanOrEqual(minimums[courseId].units);
    for (const row of rows.filter((row) => coveredLevels.includes(row.level)))
      expect(row.units, `units at ${row.level}`).toBeGreaterThan(0);
    for (const unit of course.unitData) {
      expect(unit.lessons.length, unit.id).toBeGreaterThanOrEqual(LESSONS_PER_UNIT);
      for (const lesson of unit.lessons)
        expect(lesson.exercises.length, lesson.id).toBeGreaterThanOrEqual(EXERCISES_PER_LESSON);
    }
  });

  it("has one e-mail task in each unit from A2, closing its second-to-last lesson (counts printed)", () => {
    const fromA2 = course.unitData.filter((unit) => levels.indexOf(unit.level) >= levels.indexOf("A2"));
    const tasks = course.unitData.flatMap((unit) =>
      unit.lessons.flatMap((lesson) =>
        lesson.exercises.filter((exercise) => exercise.type === "email").map(() => unit.level),
      ),
    );
    const perLevel = levels.map((level) => `${level} ${tasks.filter((taskLevel) => taskLevel === level).length}`);
    const missing = fromA2
      .filter((unit) => {
        const lesson = unit.lessons.at(-2)!;
        return lesson.exercises.at(-1)?.id !== `${lesson.id}-email`;
      })
      .map((unit) => unit.id);
    console.log(
      `e-mail tasks ${courseId}: ${perLevel.join(" · ")} · total ${tasks.length}` +
        (missing.length > 0 ? ` · units without one: ${missing.join(", ")}` : ""),
    );
    expect(missing).toEqual([]);
    expect(tasks.length).toBe(fromA2.length);
  });

  it("has one listening piece in each unit from A2, closing its last lesson (counts and lengths printed)", () => {
    const fromA2 = course.unitData.filter((unit) => levels.indexOf(unit.level) >= levels.indexOf("A2"));
    const pieces = course.unitData.flatMap((unit) =>
      unit.lessons.flatMap((lesson) =>
        lesson.exercises.flatMap((exercise) => (exercise.type === "comprehension" ? [scriptWords(exercise)] : [])),
      ),
    );
    const sorted = [...pieces].sort((a, b) => a - b);
    const median = sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : 0;
    const seconds = (words: number) => Math.round(words / SPOKEN_WORDS_PER_SECOND);
    const missing = fromA2
      .filter((unit) => {
        const lesson = unit.lessons.at(-1)!;
        return lesson.exercises.at(-1)?.id !== `${lesson.id}-listening`;
      })
      .map((unit) => unit.id);
    console.log(
      `listening ${courseId}: ${pieces.length} pieces · words min ${sorted[0] ?? 0} / median ${median} / max ${sorted.at(-1) ?? 0}` +
        ` · about ${seconds(sorted[0] ?? 0)}–${seconds(sorted.at(-1) ?? 0)} s each, ${seconds(pieces.reduce((a, b) => a + b, 0))} s in all` +
        (missing.length > 0 ? ` · units without one: ${missing.join(", ")}` : ""),
    );
    expect(course.unitData.flatMap((unit) => unitListeningProblems(courseId, unit))).toEqual([]);
    expect(missing).toEqual([]);
    expect(pieces.length).toBe(fromA2.length);
  });

  it("goes up in level, never down", () => {
    const order = course.unitData.map((unit) => levels.indexOf(unit.level));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
