import type { ComponentType } from "react";
import type { ExerciseView } from "../../player-types";
import { Comprehension } from "./comprehension";
import { Email } from "./email";
import { FillGap } from "./fill-gap";
import { Listen } from "./listen";
import { MatchPairs } from "./match-pairs";
import { MultipleChoice } from "./multiple-choice";
import { Speak } from "./speak";
import { Translate } from "./translate";
import type { ExerciseProps } from "./types";
import { WordOrder } from "./word-order";

/** Every exercise type's component, one file each, all taking the same props. */
const componentsByType: { [T in ExerciseView["type"]]: ComponentType<ExerciseProps<T>> } = {
  multipleChoice: MultipleChoice,
  translate: Translate,
  fillGap: FillGap,
  wordOrder: WordOrder,
  matchPairs: MatchPairs,
  listen: Listen,
  speak: Speak,
  email: Email,
  comprehension: Comprehension,
};

// The map is keyed by type, so each view gets its own component; TypeScript cannot follow that through a union.
export const exerciseComponents = componentsByType as Record<ExerciseView["type"], ComponentType<ExerciseProps>>;

export type { ExerciseProps } from "./types";
