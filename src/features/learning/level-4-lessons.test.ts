import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expandAll } from "./answer-patterns";
import { exerciseProblems } from "./content-checks";
import { unit as unitSchema, type Exercise, type Unit } from "./content-schema";
import { courseIndex, itemShuffle } from "./course-index";
import { checkExercise } from "./exercise-types";

/*
 * The "Prêt pour le niveau 4" track's own oral units (content/courses/fr/niveau-4/NN-*.json): valid
 * units whose ids nest, mostly listening and speaking, one listening piece each, a teaching screen
 * opening every lesson, and dictations that accept what is heard (feminine agreement included, times
 * and numbers in any usual form) and refuse the mistakes the lessons teach against.
 */

const folder = path.join(process.cwd(), "content/courses/fr/niveau-4");
const files = readdirSync(folder)
  .filter((file) => /^\d\d-[a-z0-9-]+\.json$/.test(file))
  .sort();
const units: Unit[] = files.map((file) => unitSchema.parse(JSON.parse(readFileSync(path.join(folder, file), "utf8"))));
const exercises = new Map<string, Exercise>(
  units.flatMap((unit) =>
    unit.lessons.flatMap((lesson) => lesson.exercises.map((exercise) => [exercise.id, exercise])),
  ),
);

function accepted(exerciseId: string, text: string) {
  const exercise = exercises.get(exerciseId);
  if (!exercise) throw new Error(`${exerciseId} is not in the track's units`);
  return checkExercise(
    exercise,
    { kind: "text", text },
    { language: "fr", locale: "en", words: courseIndex("fr").words, shuffle: itemShuffle(exerciseId) },
  )?.correct;
}

const dictations: { id: string; right: string; wrong: string }[] = [
  {
    id: "fr-n4-u01-l01-e04",
    right: "je viens du sénégal et je suis soudeur",
    wrong: "Je viens de Sénégal et je suis soudeur.",
  },
  {
    id: "fr-n4-u01-l01-e05",
    right: "Je travaille dans une usine à St-Hyacinthe.",
    wrong: "Je travaille dans une usine en Saint-Hyacinthe.",
  },
  { id: "fr-n4-u01-l03-e01", right: "Je travaille de 7h à 15h30.", wrong: "Je travaille de 7 h à 17 h 30." },
  { id: "fr-n4-u01-l04-e01", right: "Je travaille ici depuis 2 ans.", wrong: "J'ai travaillé ici depuis deux ans." },
  {
    id: "fr-n4-u01-l04-e03",
    right: "Je suis arrivée au Québec il y a trois ans.",
    wrong: "J'ai arrivé au Québec il y a trois ans.",
  },
  {
    id: "fr-n4-u04-l03-e08",
    right: "Ensuite, le technicien est venu et il a réparé la machine en 1 h.",
    wrong: "Ensuite, le technicien est venu et il a réparé la machine en 2 heures.",
  },
  {
    id: "fr-n4-u02-l04-e01",
    right: "La semaine prochaine, on va commencer à 6 h.",
    wrong: "La semaine prochaine, on va commencé à 6 h.",
  },
  {
    id: "fr-n4-u03-l01-e10",
    right: "Votre rendez-vous est confirmé pour le douze mars.",
    wrong: "Votre rendez-vous est confirmé pour le 2 mars.",
  },
  {
    id: "fr-n4-u03-l03-e08",
    right: "Désolée, nous n'avons plus ce modèle en magasin.",
    wrong: "Désolé, nous n'avons pas ce modèle en magasin.",
  },
  {
    id: "fr-n4-u04-l01-e02",
    right: "J'ai préparé 30 commandes avant le dîner.",
    wrong: "Je prépare trente commandes avant le dîner.",
  },
  { id: "fr-n4-u04-l02-e01", right: "Je suis arrivée au travail à 6 h 45.", wrong: "J'ai arrivé au travail à 6 h 45." },
  {
    id: "fr-n4-u04-l02-e05",
    right: "Nous sommes sorties par la porte arrière.",
    wrong: "Nous avons sorti par la porte arrière.",
  },
];

describe("the level-4 track's oral units", () => {
  it("are four valid units, A1 then A2, with ids nested under fr-n4-uNN", () => {
    expect(units.map((unit) => unit.id)).toEqual(["fr-n4-u01", "fr-n4-u02", "fr-n4-u03", "fr-n4-u04"]);
    expect(units.map((unit) => unit.level)).toEqual(["A1", "A2", "A2", "A2"]);
    for (const unit of units)
      for (const lesson of unit.lessons) {
        expect(lesson.id.startsWith(`${unit.id}-l`)).toBe(true);
        for (const exercise of lesson.exercises) expect(exercise.id.startsWith(`${lesson.id}-e`)).toBe(true);
      }
    expect(exercises.size).toBe(units.flatMap((unit) => unit.lessons.flatMap((lesson) => lesson.exercises)).length);
  });

  it("pass the checks a schema cannot express", () => {
    expect([...exercises.values()].flatMap((exercise) => exerciseProblems("fr", exercise))).toEqual([]);
  });

  it("are mostly listening and speaking, with one listening piece per unit", () => {
    const all = [...exercises.values()];
    const oral = all.filter((exercise) => ["listen", "speak", "comprehension"].includes(exercise.type));
    expect(oral.length / all.length).toBeGreaterThan(0.75);
    for (const unit of units)
      expect(unit.lessons.flatMap((lesson) => lesson.exercises).filter((e) => e.type === "comprehension")).toHaveLength(
        1,
      );
  });

  it("opens every lesson on its teaching screen", () => {
    for (const lesson of units.flatMap((unit) => unit.lessons))
      expect(lesson.teach?.examples.length ?? 0, lesson.id).toBeGreaterThanOrEqual(2);
  });

  it("accepts every dictation's own text and alternatives", () => {
    const rejected = [...exercises.values()]
      .filter((exercise) => exercise.type === "listen")
      .flatMap((exercise) =>
        expandAll([exercise.text, ...exercise.alternatives]).map((text) => ({ id: exercise.id, text })),
      )
      .filter(({ id, text }) => !accepted(id, text));
    expect(rejected).toEqual([]);
  });

  it.each(dictations)("$id accepts « $right » and refuses « $wrong »", ({ id, right, wrong }) => {
    expect(accepted(id, right)).toBe(true);
    expect(accepted(id, wrong)).toBe(false);
  });
});
