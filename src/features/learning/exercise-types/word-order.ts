import { expandAll } from "../answer-patterns";
import { checkAnswer } from "../checker";
import { translationFor, type ExerciseType } from "./types";

const sameTiles = (given: string[], words: string[]) =>
  given.length === words.length && [...given].sort().join("\u0000") === [...words].sort().join("\u0000");

/** Tiles never shown in an accepted order (the main one or an alternative): tapping them as shown must not be an answer. */
function shownTiles(exercise: { words: string[]; alternatives: string[] }, shuffled: string[]): string[] {
  const accepted = new Set(expandAll([exercise.words.join(" "), ...exercise.alternatives]));
  let tiles = shuffled;
  for (let turn = 0; turn < tiles.length && accepted.has(tiles.join(" ")); turn++)
    tiles = [...tiles.slice(1), tiles[0]!];
  return tiles;
}

export const wordOrder: ExerciseType<"wordOrder"> = {
  view: (exercise, context) => ({
    type: "wordOrder",
    tiles: shownTiles(exercise, context.shuffle(exercise.words, "tiles")),
    ...translationFor(exercise.translation, context),
  }),
  check: (exercise, answer, { language, words }) => {
    const accepted = [exercise.words.join(" "), ...exercise.alternatives];
    if (answer.kind === "tiles") {
      if (!sameTiles(answer.tiles, exercise.words)) return null;
      // Tiles cannot carry typos or accents: the order is right or it is not.
      const verdict = checkAnswer(answer.tiles.join(" "), accepted, { language, lessonWords: words });
      return { ...verdict, notes: verdict.notes.filter((note) => note.kind === "variant") };
    }
    return answer.kind === "text" ? checkAnswer(answer.text, accepted, { language, lessonWords: words }) : null;
  },
  texts: (exercise) => expandAll([exercise.words.join(" "), ...exercise.alternatives]),
};
