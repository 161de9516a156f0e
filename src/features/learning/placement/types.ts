/*
 * What the placement test's screens receive: built on the server, without answers. A listening
 * item's sentence or message is not here either; the screen asks for it when it plays.
 */
import type { ExerciseView } from "../player-types";
import type { Skill } from "./content-schema";
import type { PlacementResult } from "@/lib/levels";

export type PlacementItemView = {
  /** The item's id in the bank (not its answer). */
  id: string;
  /** Items answered before this one (its position in the test). */
  index: number;
  skill: Skill;
  instruction: string;
  /** Reading: the text the question is about, in the language tested. */
  passage?: string;
  /** Listening: a message to hear before answering the question (asked for when it plays). */
  heard?: true;
  view: ExerciseView;
};

export type SkillResult = { skill: Skill; level: PlacementResult | null; equivalent: string | null };

export type PlacementResultView = {
  skills: SkillResult[];
  overall: PlacementResult;
  overallEquivalent: string;
  /** The correspondence table the equivalents come from, named. */
  table: string;
  /** Where the course starts for the learner. */
  startUnit: { id: string; title: string; level: string; firstLessonId: string };
  finishedAt: string;
};

export type PlacementState = {
  testId: string;
  /** BCP 47 tag of the language tested (fr-CA, en-CA), for speech. */
  speechLang: string;
  answered: number;
  /** The most items the test can hold: the progress bar's end. */
  maxItems: number;
  item: PlacementItemView | null;
  result: PlacementResultView | null;
};

/** What /placement shows: the test in progress, the last result, and when it can be taken again. */
export type PlacementOverview = {
  open: PlacementState | null;
  last: PlacementResultView | null;
  /** ISO date from which a new test may start; null when it may start now. */
  retakeFrom: string | null;
};
