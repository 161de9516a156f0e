/**
 * For content writers: validates unit files on their own, before the whole course exists.
 *   npx tsx scripts/check-units.ts content/courses/fr/01-introductions.json …
 * Prints each file's lessons and exercise counts, or what is wrong.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { exerciseProblems } from "../src/features/learning/content-checks";
import { unit as unitSchema } from "../src/features/learning/content-schema";

/** The course of a unit file: the folder under content/courses/ (a track's units sit one deeper, in niveau-4/). */
function courseOf(file: string): "fr" | "en" {
  const parts = path.resolve(file).split(path.sep);
  const at = parts.lastIndexOf("courses");
  return (at >= 0 && at + 1 < parts.length - 1 ? parts[at + 1] : path.basename(path.dirname(file))) as "fr" | "en";
}

let failed = false;
for (const file of process.argv.slice(2)) {
  const courseId = courseOf(file);
  const result = unitSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!result.success) {
    failed = true;
    console.log(
      `✗ ${file}\n${result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n")}`,
    );
    continue;
  }
  const unit = result.data;
  const ids = [
    unit.id,
    ...unit.vocabulary.map((v) => v.id),
    ...unit.lessons.flatMap((l) => [l.id, ...l.exercises.map((e) => e.id)]),
  ];
  const problems = [
    ...(unit.id.startsWith(`${courseId}-`) ? [] : [`${unit.id} is not under ${courseId}`]),
    ...ids.filter((id, index) => ids.indexOf(id) !== index).map((id) => `${id} used twice`),
    ...unit.lessons.flatMap((lesson) => [
      ...(lesson.id.startsWith(`${unit.id}-`) ? [] : [`${lesson.id} is not under ${unit.id}`]),
      ...lesson.exercises.flatMap((exercise) => [
        ...(exercise.id.startsWith(`${lesson.id}-`) ? [] : [`${exercise.id} is not under ${lesson.id}`]),
        ...exerciseProblems(courseId, exercise),
      ]),
    ]),
  ];
  if (problems.length) failed = true;
  const types = unit.lessons
    .flatMap((l) => l.exercises.map((e) => e.type))
    .reduce<Record<string, number>>((acc, type) => ({ ...acc, [type]: (acc[type] ?? 0) + 1 }), {});
  console.log(
    `${problems.length ? "✗" : "✓"} ${file}: ${unit.id} ${unit.level}, ${unit.vocabulary.length} words, ${unit.lessons.map((l) => l.exercises.length).join("+")} exercises ${JSON.stringify(types)}`,
  );
  for (const problem of problems) console.log(`  ${problem}`);
}
process.exit(failed ? 1 : 0);
