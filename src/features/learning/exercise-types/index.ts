import type { Exercise } from "../content-schema";
import type { AnswerInput, ExerciseView } from "../player-types";
import { comprehension } from "./comprehension";
import { email } from "./email";
import { fillGap } from "./fill-gap";
import { listen } from "./listen";
import { matchPairs } from "./match-pairs";
import { multipleChoice } from "./multiple-choice";
import { speak } from "./speak";
import { translate } from "./translate";
import type { CheckContext, Checked, ExerciseType, ViewContext } from "./types";
import { wordOrder } from "./word-order";

/** Every exercise type, one file each. */
const registry: { [T in Exercise["type"]]: ExerciseType<T> } = {
  multipleChoice,
  translate,
  fillGap,
  wordOrder,
  matchPairs,
  listen,
  speak,
  email,
  comprehension,
};

// The registry is keyed by type, so each lookup gets the matching exercise; TypeScript cannot follow that through a union.
const typeOf = <T extends Exercise["type"]>(exercise: Exercise) =>
  registry[exercise.type] as unknown as ExerciseType<T>;

export const viewExercise = (exercise: Exercise, context: ViewContext): ExerciseView =>
  typeOf(exercise).view(exercise as never, context);
export const checkExercise = (exercise: Exercise, answer: AnswerInput, context: CheckContext): Checked =>
  typeOf(exercise).check(exercise as never, answer, context);
export const exerciseTexts = (exercise: Exercise): string[] => typeOf(exercise).texts(exercise as never);
export type { CheckContext, ViewContext } from "./types";
export { pick } from "./types";
export { comprehensionResult, comprehensionVerdict, type StoredComprehension } from "./comprehension";
