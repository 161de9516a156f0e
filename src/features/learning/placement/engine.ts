import { createHash } from "node:crypto";
import { abilitiesOf, levelOf, type Ability, type PlacementAnswer } from "./ability-estimate";
import { placementLevels, skills, type PlacementItem, type Skill } from "./content-schema";
import { PRE_A1, type PlacementResult } from "@/lib/levels";

/*
 * The adaptive placement test, as pure functions of the answers so far (decision 011).
 *
 * The next item of a skill asks about the level whose "reached or not?" is the least certain; a
 * skill stops once it has enough answers and its level is likely enough, or at its maximum. The
 * constants were set with simulation.test.ts: the real banks, simulated learners and guessers.
 */

export type TestLength = {
  minPerSkill: number;
  maxPerSkill: number;
  /** The most items in all: a skill settled early leaves its share to the others. */
  maxItems: number;
  /** A skill is settled once its level is at least this likely. */
  settledConfidence: number;
  /** A skill passed over this many times is left unmeasured (e.g. listening without audio). */
  maxSkipsPerSkill: number;
};

/** The placement test: 15 to 24 items, about 8 minutes. */
export const FULL_TEST: TestLength = {
  minPerSkill: 5,
  maxPerSkill: 10,
  maxItems: 24,
  settledConfidence: 0.95,
  maxSkipsPerSkill: 2,
};
/** The mini placement of /try: 3 items per skill and one more for the least settled, about 3 minutes. */
export const MINI_TEST: TestLength = {
  minPerSkill: 3,
  maxPerSkill: 4,
  maxItems: 10,
  settledConfidence: 0.8,
  maxSkipsPerSkill: 1,
};

function skillDone(ability: Ability, length: TestLength): boolean {
  if (ability.skipped >= length.maxSkipsPerSkill && ability.answered === 0) return true;
  if (ability.answered + ability.skipped >= length.maxPerSkill) return true;
  return ability.answered >= length.minPerSkill && ability.confidence >= length.settledConfidence;
}

/** A number in [0, 1) for this test and this position in it: the same pick for the same test, different across tests. */
const draw = (seed: string, position: number) =>
  createHash("sha256").update(`${seed}:${position}`).digest().readUInt32BE(0) / 2 ** 32;

/**
 * The next item: for the skill with the fewest answers among those not settled, an unseen item of
 * the level it is least sure the learner has reached (or the nearest level that still has one).
 * null when the test is over.
 */
export function nextItem(
  items: readonly PlacementItem[],
  answers: readonly PlacementAnswer[],
  length: TestLength,
  seed: string,
): PlacementItem | null {
  if (answers.length >= length.maxItems) return null;
  const abilities = abilitiesOf(answers);
  const all = skills.map((skill) => ({
    skill,
    given: abilities[skill].answered + abilities[skill].skipped,
    ability: abilities[skill],
  }));
  let open = all.filter(({ ability }) => !skillDone(ability, length));
  // A skill left unmeasured (no audio) does not shorten the test: the others take its items.
  if (open.length === 0 && answers.length < length.minPerSkill * skills.length) {
    open = all.filter(({ ability }) => ability.answered > 0 && ability.answered + ability.skipped < length.maxPerSkill);
  }
  open.sort((a, b) => a.given - b.given);
  const seen = new Set(answers.map((answer) => answer.itemId));
  for (const { skill, ability } of open) {
    const target = placementLevels.indexOf(ability.doubt);
    const candidates = items.filter((item) => item.skill === skill && !seen.has(item.id));
    if (candidates.length === 0) continue;
    // The nearest level, the lower one when two are as near; among its items, the seed's pick.
    const distance = (item: PlacementItem) =>
      Math.abs(placementLevels.indexOf(item.level) - target) * 2 +
      (placementLevels.indexOf(item.level) > target ? 1 : 0);
    const nearest = Math.min(...candidates.map(distance));
    const choices = candidates.filter((item) => distance(item) === nearest).sort((a, b) => (a.id < b.id ? -1 : 1));
    return choices[Math.floor(draw(seed, answers.length) * choices.length)]!;
  }
  return null;
}

export type PlacementOutcome = {
  /** Level per skill; null when the skill could not be measured (every listening item passed over). */
  skills: Record<Skill, PlacementResult | null>;
  overall: PlacementResult;
};

/** Below this guessing chance a right answer shows knowledge: typed answers and tiles. */
const UNGUESSABLE = 0.1;
const atMostA1 = (level: PlacementResult): PlacementResult => (level === PRE_A1 ? level : "A1");

/**
 * The result: a level per skill, and overall from the mean of the measured skills' estimates.
 * Nothing above A1 is credited to a test without one right answer that guessing cannot give (a
 * typed answer, tiles in order): a run of lucky clicks on the questions with choices is not a level.
 */
export function outcomeOf(answers: readonly PlacementAnswer[]): PlacementOutcome {
  const abilities = abilitiesOf(answers);
  const measured = skills.filter((skill) => abilities[skill].answered > 0);
  const mean = measured.length ? measured.reduce((sum, skill) => sum + abilities[skill].theta, 0) / measured.length : 0;
  const knowledgeShown = answers.some((answer) => answer.correct === true && answer.guessing < UNGUESSABLE);
  const credited = (level: PlacementResult) => (knowledgeShown ? level : atMostA1(level));
  return {
    skills: Object.fromEntries(
      skills.map((skill) => [skill, abilities[skill].answered > 0 ? credited(abilities[skill].level) : null]),
    ) as Record<Skill, PlacementResult | null>,
    overall: credited(levelOf(mean)),
  };
}
