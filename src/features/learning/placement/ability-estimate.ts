import { placementLevels, skills, type PlacementItem, type PlacementLevel, type Skill } from "./content-schema";
import { PRE_A1, type PlacementResult } from "@/lib/levels";

/*
 * What the placement test's answers say of the learner: an ability per skill (decision 011).
 *
 * Each skill has an ability θ on the level scale (A1 = 0 … B2 = 3). The chance of a right answer
 * to an item of level b follows a three-parameter logistic model with a slip:
 *   P = c + (1 − c − SLIP) / (1 + e^(−SLOPE·(θ − b)))
 * where c is what guessing alone gets: one in four on a four-choice question, little on tiles,
 * nothing on a typed answer. A right click on a question with choices therefore counts for less
 * than a right typed answer, and a quarter of clicks right is what knowing nothing looks like.
 * SLIP lets a strong learner miss an easy item (a typo) without falling two levels.
 *
 * The skills are measured apart but are not unrelated: each is the learner's general level plus a
 * deviation of its own (usually small, sometimes large), so each skill's answers inform the others.
 * Eight right answers in a row still stand on their own; three lucky clicks in reading beside
 * nothing right anywhere else do not make a reader.
 *
 * The estimate is the posterior over a grid of θ; a skill's level is the band its median falls in,
 * between mastery lines (a level is reached when its items are known at least MASTERY of the time).
 * The constants were set with simulation.test.ts: the real banks, simulated learners and guessers.
 */

export type PlacementAnswer = {
  itemId: string;
  skill: Skill;
  level: PlacementLevel;
  /** null: passed over (no audio in this browser), which tells nothing of the level. */
  correct: boolean | null;
  /** The chance of a right answer by guessing alone (guessingOf), looked up in the bank rather than stored. */
  guessing: number;
};

const SLOPE = 2;
const SLIP = 0.04;
/** Tiles sent in the order shown are never right, but a learner half sure of the order sometimes is. */
const TILES_GUESSING = 0.05;
/** An item that left the bank since it was answered: read like a four-choice question, the cautious way. */
const UNKNOWN_GUESSING = 0.25;
/** The learner's general level before any answer: between A2 and B1, wide enough to reach pre-A1 and B2 quickly. */
const PRIOR_MEAN = 1.5;
const PRIOR_SPREAD = 1.7;
/**
 * How far a skill sits from the learner's general level: usually within about half a level
 * (SKILL_SPREAD), sometimes much further (GAP_SPREAD, for GAP_SHARE of learners: the reader who
 * never writes). The wide part lets a skill's own answers, when there are enough, carry it far
 * from the others; the narrow part keeps a few lucky clicks from doing so.
 */
const SKILL_SPREAD = 0.6;
const GAP_SPREAD = 1.6;
const GAP_SHARE = 0.3;
/** A level is reached when its items are known at least this often. */
const MASTERY = 0.55;
const MASTERY_OFFSET = Math.log(MASTERY / (1 - MASTERY)) / SLOPE;

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);
const GRID = range(-2.5, 5, 0.1);
const GENERAL_GRID = range(-2.5, 5, 0.5);
const normal = (x: number, mean: number, spread: number) => Math.exp(-((x - mean) ** 2) / (2 * spread ** 2)) / spread;
const GENERAL_PRIOR = GENERAL_GRID.map((g) => normal(g, PRIOR_MEAN, PRIOR_SPREAD));
/** The density of a skill's θ around each general level g. */
const KERNEL = GENERAL_GRID.map((g) =>
  Float64Array.from(
    GRID,
    (theta) => (1 - GAP_SHARE) * normal(theta, g, SKILL_SPREAD) + GAP_SHARE * normal(theta, g, GAP_SPREAD),
  ),
);
/** The result each grid point stands for: 0 = pre-A1, 1 = A1 … 4 = B2, by where θ falls between the mastery lines. */
const BAND = GRID.map((theta) => Math.min(placementLevels.length, Math.max(0, Math.floor(theta - MASTERY_OFFSET) + 1)));

/** The chance of guessing an item right: one over the choices, little for tiles, nothing for a typed answer. */
export function guessingOf(item: PlacementItem | undefined): number {
  if (!item) return UNKNOWN_GUESSING;
  if (item.exercise.type === "multipleChoice") return 1 / item.exercise.choices.length;
  return item.exercise.type === "wordOrder" ? TILES_GUESSING : 0;
}

/** Answers (stored or fresh) as the engine reads them: the guessing chance comes from the bank, so tests stored before it still read. */
export function withGuessing(
  answers: readonly Omit<PlacementAnswer, "guessing">[],
  bank: ReadonlyMap<string, PlacementItem>,
): PlacementAnswer[] {
  return answers.map(({ itemId, skill, level, correct }) => ({
    itemId,
    skill,
    level,
    correct,
    guessing: guessingOf(bank.get(itemId)),
  }));
}

const likelihoods = new Map<string, Float64Array>();
/** P(answer | θ) over the grid for one kind of answer; there are few kinds, so each is computed once. */
function likelihoodOf(level: PlacementLevel, guessing: number, correct: boolean): Float64Array {
  const key = `${level}:${guessing}:${correct}`;
  let values = likelihoods.get(key);
  if (!values) {
    const b = placementLevels.indexOf(level);
    values = Float64Array.from(GRID, (theta) => {
      const p = guessing + (1 - guessing - SLIP) / (1 + Math.exp(-SLOPE * (theta - b)));
      return correct ? p : 1 - p;
    });
    likelihoods.set(key, values);
  }
  return values;
}

/** P(a skill's answers | θ) over the grid, scaled to a maximum of 1. */
function skillLikelihood(answers: readonly PlacementAnswer[]): Float64Array {
  const product = new Float64Array(GRID.length).fill(1);
  for (const answer of answers) {
    if (answer.correct === null) continue;
    const values = likelihoodOf(answer.level, answer.guessing, answer.correct);
    for (let i = 0; i < product.length; i++) product[i]! *= values[i]!;
  }
  let top = 0;
  for (const value of product) top = Math.max(top, value);
  for (let i = 0; i < product.length; i++) product[i]! /= top;
  return product;
}

/** How well each general level g explains a skill's answers: Σθ KERNEL(g, θ) · P(answers | θ). */
function supportOf(likelihood: Float64Array): Float64Array {
  return Float64Array.from(KERNEL, (row) => {
    let sum = 0;
    for (let i = 0; i < row.length; i++) sum += row[i]! * likelihood[i]!;
    return sum;
  });
}

type Evidence = { own: Float64Array; support: Float64Array };
const evidenceCache = new Map<string, Evidence>();
const EVIDENCE_CACHE_SIZE = 2000;
/**
 * A skill's likelihood and support, by the kinds of its answers in any order. Each answer of a
 * test recomputes every skill, and tests share their beginnings: most are already known.
 */
function evidenceOf(answers: readonly PlacementAnswer[]): Evidence {
  const key = answers
    .filter((answer) => answer.correct !== null)
    .map((answer) => `${answer.level}:${answer.guessing}:${answer.correct}`)
    .sort()
    .join(",");
  let evidence = evidenceCache.get(key);
  if (!evidence) {
    const own = skillLikelihood(answers);
    evidence = { own, support: supportOf(own) };
    if (evidenceCache.size >= EVIDENCE_CACHE_SIZE) evidenceCache.clear();
    evidenceCache.set(key, evidence);
  }
  return evidence;
}

export type Ability = {
  /** Posterior mean, on the level scale. */
  theta: number;
  spread: number;
  /** The band of the posterior median. */
  level: PlacementResult;
  /** The posterior probability of that level. */
  confidence: number;
  /** The level whose "reached or not?" is the least certain: what the next item of the skill should ask. */
  doubt: PlacementLevel;
  answered: number;
  skipped: number;
};

function summarize(density: Float64Array, answers: readonly PlacementAnswer[]): Ability {
  let total = 0;
  let sum = 0;
  const bands = [0, 0, 0, 0, 0];
  for (let i = 0; i < GRID.length; i++) {
    total += density[i]!;
    sum += GRID[i]! * density[i]!;
    bands[BAND[i]!]! += density[i]!;
  }
  const theta = sum / total;
  let variance = 0;
  for (let i = 0; i < GRID.length; i++) variance += (GRID[i]! - theta) ** 2 * density[i]!;
  // P(level reached) for each level, falling from A1 to B2. The median's band is the last level at
  // least as likely reached as not; the level nearest one half is the one an item tells most about.
  const reached = placementLevels.map(
    (_, level) => bands.slice(level + 1).reduce((sum, value) => sum + value, 0) / total,
  );
  const band = reached.filter((chance) => chance >= 0.5).length;
  const doubt = reached.reduce(
    (best, chance, level) => (Math.abs(chance - 0.5) < Math.abs(reached[best]! - 0.5) ? level : best),
    0,
  );
  const judged = answers.filter((answer) => answer.correct !== null).length;
  return {
    theta,
    spread: Math.sqrt(variance / total),
    level: band === 0 ? PRE_A1 : placementLevels[band - 1]!,
    confidence: bands[band]! / total,
    doubt: placementLevels[doubt]!,
    answered: judged,
    skipped: answers.length - judged,
  };
}

/** This skill's posterior: the general level as the other skills see it, spread into a prior for the skill, times its own answers. */
function posteriorOf(skill: number, own: Float64Array, support: readonly Float64Array[]): Float64Array {
  const density = new Float64Array(GRID.length);
  KERNEL.forEach((row, g) => {
    let weight = GENERAL_PRIOR[g]!;
    for (let other = 0; other < support.length; other++) if (other !== skill) weight *= support[other]![g]!;
    for (let i = 0; i < row.length; i++) density[i]! += weight * row[i]!;
  });
  for (let i = 0; i < density.length; i++) density[i]! *= own[i]!;
  return density;
}

/** The estimate of every skill, each from its own answers and from what the others say of the learner's general level. */
export function abilitiesOf(answers: readonly PlacementAnswer[]): Record<Skill, Ability> {
  const bySkill = skills.map((skill) => answers.filter((answer) => answer.skill === skill));
  const evidence = bySkill.map(evidenceOf);
  const support = evidence.map(({ support }) => support);
  return Object.fromEntries(
    skills.map((skill, s) => [skill, summarize(posteriorOf(s, evidence[s]!.own, support), bySkill[s]!)]),
  ) as Record<Skill, Ability>;
}

/** The level an ability stands for: the highest whose items it knows often enough. */
export function levelOf(theta: number): PlacementResult {
  const index = Math.floor(theta - MASTERY_OFFSET);
  if (index < 0) return PRE_A1;
  return placementLevels[Math.min(index, placementLevels.length - 1)]!;
}
