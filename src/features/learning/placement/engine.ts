import { createHash } from "node:crypto";
import { placementLevels, skills, type PlacementItem, type PlacementLevel, type Skill } from "./content-schema";
import type { CefrResult } from "./levels";

/*
 * The adaptive placement test, as pure functions of the answers so far. Each skill keeps an
 * ability estimate on the level scale (A1 = 0 … B2 = 3): the mean of a posterior over a grid,
 * under a one-parameter logistic model (the chance of getting an item of level b right at
 * ability θ is 1 / (1 + e^(−k(θ − b)))). Each answer moves the estimate, and the next item of
 * that skill is drawn at the level the estimate points to. A skill stops once it has enough
 * answers and its estimate is narrow enough, or at its maximum.
 */

export type PlacementAnswer = {
  itemId: string;
  skill: Skill;
  level: PlacementLevel;
  /** null: passed over (no audio in this browser), which tells nothing of the level. */
  correct: boolean | null;
};

export type TestLength = {
  minPerSkill: number;
  maxPerSkill: number;
  /** A skill is settled once the spread of its estimate is at most this (in levels). */
  settledSpread: number;
  /** A skill passed over this many times is left unmeasured (e.g. listening without audio). */
  maxSkipsPerSkill: number;
};

/** The placement test: 15 to 24 items, about 8 minutes. */
export const FULL_TEST: TestLength = { minPerSkill: 5, maxPerSkill: 8, settledSpread: 0.55, maxSkipsPerSkill: 2 };
/** The mini placement of /try: 6 to 9 items, about 3 minutes. */
export const MINI_TEST: TestLength = { minPerSkill: 2, maxPerSkill: 3, settledSpread: 0.8, maxSkipsPerSkill: 1 };

const SLOPE = 2;
const PRIOR_MEAN = 1;
const PRIOR_SPREAD = 1.3;
/** A level is reached when its items are answered right at least this often. */
const MASTERY = 0.65;
const MASTERY_OFFSET = Math.log(MASTERY / (1 - MASTERY)) / SLOPE;
const GRID = Array.from({ length: 141 }, (_, i) => -2 + i * 0.05);

export type Ability = { theta: number; spread: number; answered: number; skipped: number };

/** The estimate for one skill from its answers (skipped ones ignored). */
export function abilityOf(answers: readonly PlacementAnswer[]): Ability {
  const judged = answers.filter((answer): answer is PlacementAnswer & { correct: boolean } => answer.correct !== null);
  const weights = GRID.map((theta) => {
    let logWeight = -((theta - PRIOR_MEAN) ** 2) / (2 * PRIOR_SPREAD ** 2);
    for (const answer of judged) {
      const p = 1 / (1 + Math.exp(-SLOPE * (theta - placementLevels.indexOf(answer.level))));
      logWeight += Math.log(answer.correct ? p : 1 - p);
    }
    return logWeight;
  });
  const top = Math.max(...weights);
  const density = weights.map((weight) => Math.exp(weight - top));
  const total = density.reduce((sum, value) => sum + value, 0);
  const theta = GRID.reduce((sum, value, i) => sum + value * density[i]!, 0) / total;
  const variance = GRID.reduce((sum, value, i) => sum + (value - theta) ** 2 * density[i]!, 0) / total;
  return { theta, spread: Math.sqrt(variance), answered: judged.length, skipped: answers.length - judged.length };
}

/** The level an ability stands for: the highest whose items it gets right often enough. */
export function levelOf(theta: number): CefrResult {
  const index = Math.floor(theta - MASTERY_OFFSET);
  if (index < 0) return "preA1";
  return placementLevels[Math.min(index, placementLevels.length - 1)]!;
}

function skillDone(ability: Ability, length: TestLength): boolean {
  if (ability.skipped >= length.maxSkipsPerSkill && ability.answered === 0) return true;
  if (ability.answered + ability.skipped >= length.maxPerSkill) return true;
  return ability.answered >= length.minPerSkill && ability.spread <= length.settledSpread;
}

const answersOf = (answers: readonly PlacementAnswer[], skill: Skill) => answers.filter((answer) => answer.skill === skill);

/** The same pick for the same test and item, different across tests. */
const rank = (seed: string, itemId: string) => createHash("sha256").update(`${seed}:${itemId}`).digest("hex");

/**
 * The next item: for the skill with the fewest answers among those not settled, an unseen item at
 * the level its estimate points to (or the nearest level that still has one). null when the test
 * is over.
 */
export function nextItem(items: readonly PlacementItem[], answers: readonly PlacementAnswer[], length: TestLength, seed: string): PlacementItem | null {
  const all = skills.map((skill) => ({ skill, given: answersOf(answers, skill).length, ability: abilityOf(answersOf(answers, skill)) }));
  let open = all.filter(({ ability }) => !skillDone(ability, length));
  // A skill left unmeasured (no audio) does not shorten the test: the others take its items.
  if (open.length === 0 && answers.length < length.minPerSkill * skills.length) {
    open = all.filter(({ ability }) => ability.answered > 0 && ability.answered + ability.skipped < length.maxPerSkill);
  }
  open.sort((a, b) => a.given - b.given);
  const seen = new Set(answers.map((answer) => answer.itemId));
  for (const { skill, ability } of open) {
    const target = Math.min(placementLevels.length - 1, Math.max(0, Math.round(ability.theta - MASTERY_OFFSET)));
    const candidates = items.filter((item) => item.skill === skill && !seen.has(item.id));
    if (candidates.length === 0) continue;
    const distance = (item: PlacementItem) => Math.abs(placementLevels.indexOf(item.level) - target) * 2 + (placementLevels.indexOf(item.level) > target ? 1 : 0);
    return candidates.reduce((best, item) => {
      const order = distance(item) - distance(best) || (rank(seed, item.id) < rank(seed, best.id) ? -1 : 1);
      return order < 0 ? item : best;
    });
  }
  return null;
}

export type PlacementOutcome = {
  /** Level per skill; null when the skill could not be measured (every listening item passed over). */
  skills: Record<Skill, CefrResult | null>;
  overall: CefrResult;
};

/** The result: a level per skill, and overall from the mean of the measured skills' estimates. */
export function outcomeOf(answers: readonly PlacementAnswer[]): PlacementOutcome {
  const abilities = skills.map((skill) => ({ skill, ability: abilityOf(answersOf(answers, skill)) }));
  const measured = abilities.filter(({ ability }) => ability.answered > 0);
  const mean = measured.length ? measured.reduce((sum, { ability }) => sum + ability.theta, 0) / measured.length : 0;
  return {
    skills: Object.fromEntries(abilities.map(({ skill, ability }) => [skill, ability.answered > 0 ? levelOf(ability.theta) : null])) as Record<Skill, CefrResult | null>,
    overall: levelOf(mean),
  };
}
