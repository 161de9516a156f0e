import { monologueGenres, type Exercise, type Unit } from "./content-schema";

/*
 * Checks of a listening piece a schema cannot express: questions of each kind, answers inside
 * their choices, a cast that matches the script and the genre, and the informal Quebec speech
 * French units owe their learners from B1 on.
 */

type Comprehension = Extract<Exercise, { type: "comprehension" }>;

/** Levels where a French piece carries informal speech with its standard form. */
const informalLevels: ReadonlySet<Unit["level"]> = new Set(["B1", "B2"]);
const monologues: ReadonlySet<string> = new Set(monologueGenres);

/** Problems of one piece, whatever its unit. */
export function comprehensionProblems(exercise: Comprehension): string[] {
  const problems: string[] = [];
  const kinds = exercise.questions.map((question) => question.kind);
  if (kinds.filter((kind) => kind === "gist").length !== 1) problems.push("not exactly one gist question");
  if (!kinds.includes("detail")) problems.push("no detail question");
  if (!kinds.includes("inference")) problems.push("no inference question");
  exercise.questions.forEach((question, position) => {
    if (question.answer >= question.choices.length)
      problems.push(`question ${position + 1}: answer outside the choices`);
    if (new Set(question.choices).size !== question.choices.length)
      problems.push(`question ${position + 1}: repeated choice`);
  });
  const speakerIds = new Set(exercise.speakers.map((speaker) => speaker.id));
  if (speakerIds.size !== exercise.speakers.length) problems.push("repeated speaker id");
  for (const line of exercise.script)
    if (!speakerIds.has(line.speaker)) problems.push(`script line by unknown speaker "${line.speaker}"`);
  const isMonologue = monologues.has(exercise.genre);
  if (isMonologue && exercise.speakers.length !== 1) problems.push(`a ${exercise.genre} has one speaker`);
  if (!isMonologue && exercise.speakers.length < 2) problems.push(`a ${exercise.genre} has two or three speakers`);
  const script = exercise.script.map((line) => line.text.toLocaleLowerCase()).join("\n");
  for (const pair of exercise.informal ?? [])
    if (!script.includes(pair.heard.toLocaleLowerCase())) problems.push(`informal "${pair.heard}" not in the script`);
  return problems;
}

/** Problems of the unit's pieces that depend on its course and level (informal speech). */
export function unitListeningProblems(courseId: "fr" | "en", unit: Unit): string[] {
  const needsInformal = courseId === "fr" && informalLevels.has(unit.level);
  return unit.lessons
    .flatMap((lesson) => lesson.exercises)
    .filter((exercise): exercise is Comprehension => exercise.type === "comprehension")
    .filter((exercise) => needsInformal && !exercise.informal?.length)
    .map((exercise) => `${exercise.id}: no informal speech (French at ${unit.level})`);
}

/** The words a listener hears (the script's, split on spaces). */
export const scriptWords = (exercise: Comprehension): number =>
  exercise.script.reduce((sum, line) => sum + line.text.split(/\s+/).filter(Boolean).length, 0);
