import { levelRank, type Level } from "@/lib/levels";

/*
 * Where a learner stands on the way to oral level 4 of the Échelle québécoise (about the end of
 * A2), from what the product already knows. It is an estimate, never a test result:
 *
 * - Each oral skill takes its own evidence when there is some (listening: the latest placement's
 *   listening level; speaking: the pronunciation estimate), otherwise the level the learner reached
 *   in the course (placement or units completed).
 * - Ready: both skills at B1 or above, or both at A2 and every step of the track finished.
 * - Otherwise the work left is the larger of the hours a skill still needs (HOURS_LEFT) and the
 *   track's steps not finished (STEP_HOURS each), and the date comes from the learner's pace: the
 *   minutes practised per week over the last four weeks. No pace, or a date further than
 *   MAX_WEEKS away, gives no date ("on the way"); nothing done yet is "not started".
 */

export type ReadinessStatus = "notStarted" | "onTheWay" | "onTrack" | "ready";
export type SkillSource = "skill" | "overall" | "none";

/** Guided hours still needed from a level to hold the end of A2 (usual teaching-hour ranges: A1 ≈ 90–100 h, A2 ≈ 180–200 h). */
export const HOURS_LEFT: Record<"none" | "preA1" | "A1" | "A2", number> = { none: 180, preA1: 180, A1: 100, A2: 0 };
/** One step of the track: a lesson and its review. */
export const STEP_HOURS = 0.25;
/** Beyond this, a date would be a guess at the learner's life, not their pace. */
export const MAX_WEEKS = 260;
/** The pace is read over this many weeks. */
export const PACE_WEEKS = 4;

export type ReadinessInput = {
  /** The latest placement's listening level. */
  listening: Level | null;
  /** The speaking estimate of the pronunciation coach. */
  speaking: Level | null;
  /** The best level reached in the course: placement or units completed. */
  levelReached: Level | null;
  stepsDone: number;
  stepsTotal: number;
  /** Practice minutes over the last PACE_WEEKS weeks. */
  recentMinutes: number;
  now: Date;
};

export type Readiness = {
  status: ReadinessStatus;
  listening: { level: Level | null; source: SkillSource };
  speaking: { level: Level | null; source: SkillSource };
  stepsDone: number;
  stepsTotal: number;
  weeklyMinutes: number;
  hoursLeft: number;
  /** The estimated date, only when on track. */
  readyBy: Date | null;
};

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

function skillOf(own: Level | null, overall: Level | null): Readiness["listening"] {
  if (own) return { level: own, source: "skill" };
  return overall ? { level: overall, source: "overall" } : { level: null, source: "none" };
}

function hoursLeftFor(level: Level | null): number {
  if (level === null) return HOURS_LEFT.none;
  if (levelRank(level) >= levelRank("A2")) return HOURS_LEFT.A2;
  return HOURS_LEFT[level as "preA1" | "A1"];
}

const atLeast = (level: Level | null, floor: Level) => level !== null && levelRank(level) >= levelRank(floor);

export function estimateReadiness(input: ReadinessInput): Readiness {
  const listening = skillOf(input.listening, input.levelReached);
  const speaking = skillOf(input.speaking, input.levelReached);
  const pace = Math.max(0, input.recentMinutes) / PACE_WEEKS;
  const weeklyMinutes = Math.round(pace);
  const stepsLeft = Math.max(0, input.stepsTotal - input.stepsDone);
  const base = { listening, speaking, stepsDone: input.stepsDone, stepsTotal: input.stepsTotal, weeklyMinutes };
  const bothAt = (floor: Level) => atLeast(listening.level, floor) && atLeast(speaking.level, floor);
  if (bothAt("B1") || (bothAt("A2") && stepsLeft === 0)) {
    return { ...base, status: "ready", hoursLeft: 0, readyBy: null };
  }
  const hoursLeft = Math.max(hoursLeftFor(listening.level), hoursLeftFor(speaking.level), stepsLeft * STEP_HOURS);
  if (input.stepsDone === 0 && pace === 0) return { ...base, status: "notStarted", hoursLeft, readyBy: null };
  const weeks = pace > 0 ? Math.ceil((hoursLeft * 60) / pace) : Infinity;
  if (weeks > MAX_WEEKS) return { ...base, status: "onTheWay", hoursLeft, readyBy: null };
  return { ...base, status: "onTrack", hoursLeft, readyBy: new Date(input.now.getTime() + weeks * WEEK_MS) };
}

/** The order a list of learners is read in: the ready first, then the nearest dates, then the rest. */
export const STATUS_ORDER: Record<ReadinessStatus, number> = { ready: 0, onTrack: 1, onTheWay: 2, notStarted: 3 };
