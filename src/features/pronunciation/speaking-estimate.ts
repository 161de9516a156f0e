import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { pronunciationAttempt, pronunciationPhrase, spokenExerciseScore } from "@/db/schema";
import { inUserSet, type UserSet } from "@/db/user-set";
import { learnerCourse, type CourseId } from "@/features/learning";
import { TAUGHT_LEVELS, type TaughtLevel } from "@/lib/levels";
import { getPronunciation } from "./content";

/*
 * An estimate of the learner's speaking level from the phrases they said to the coach and the
 * lessons' speak exercises (scored by the recogniser, so only where recognition exists; an
 * exercise counts at its unit's band): a band is held when the learner said at least
 * MIN_PHRASES of its phrases, each at its latest try, with a median score in the green. The
 * estimate is the highest band held below the first band judged and not held. It
 * measures being understood on phrases of that band, not free conversation: the screen says
 * "estimate" and how many phrases it rests on.
 */

/** Phrases of one band needed before it counts: fewer say too little. */
export const MIN_PHRASES = 5;
/** The coach's green: a phrase said so that it is understood. */
const UNDERSTOOD_SCORE = 80;
/** Only recent tries: a level is what one can do now. */
export const SPEAKING_WINDOW_DAYS = 90;

export type SpeakingConfidence = "low" | "medium" | "high";
export type SpeakingEstimate =
  { level: TaughtLevel; confidence: SpeakingConfidence; phrases: number } | { level: null; phrases: number };

type Sample = { level: TaughtLevel; score: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function confidenceOf(phrases: number): SpeakingConfidence {
  if (phrases >= 4 * MIN_PHRASES) return "high";
  return phrases >= 2 * MIN_PHRASES ? "medium" : "low";
}

/** The estimate from one latest score per phrase, with the phrase's band. */
export function estimateSpeaking(samples: readonly Sample[]): SpeakingEstimate {
  let estimate: SpeakingEstimate = { level: null, phrases: samples.length };
  for (const level of TAUGHT_LEVELS) {
    const scores = samples.filter((sample) => sample.level === level).map((sample) => sample.score);
    // A band with too few phrases to judge does not stop the climb: a B1 learner need not say A1 phrases.
    if (scores.length < MIN_PHRASES) continue;
    if (median(scores) < UNDERSTOOD_SCORE) break;
    estimate = { level, confidence: confidenceOf(scores.length), phrases: samples.length };
  }
  return estimate;
}

/** The learner's estimate in the course they learn now, from their tries of the last 90 days. */
export async function speakingEstimate(
  db: Database,
  learner: { userId: string },
  now = new Date(),
): Promise<SpeakingEstimate> {
  const courseId = await learnerCourse(db, learner);
  if (!courseId) return { level: null, phrases: 0 };
  return (
    (await speakingEstimates(db, { users: [learner.userId], courseId }, now)).get(learner.userId) ?? {
      level: null,
      phrases: 0,
    }
  );
}

/**
 * The same estimate for learners of one course, in two queries whatever their number (the
 * cockpit reads it for every member learning French). Someone with no try in the window has no
 * entry: read it with `?? { level: null, phrases: 0 }`.
 */
export async function speakingEstimates(
  db: Database,
  { users, courseId }: { users: UserSet; courseId: CourseId },
  now = new Date(),
): Promise<Map<string, SpeakingEstimate>> {
  const samples = new Map<string, Sample[]>();
  const since = new Date(now.getTime() - SPEAKING_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const latest = await db
    .selectDistinctOn([pronunciationAttempt.userId, pronunciationAttempt.phraseId], {
      userId: pronunciationAttempt.userId,
      phraseId: pronunciationAttempt.phraseId,
      score: pronunciationAttempt.score,
      generatedLevel: pronunciationPhrase.level,
    })
    .from(pronunciationAttempt)
    .leftJoin(
      pronunciationPhrase,
      and(
        eq(pronunciationPhrase.id, pronunciationAttempt.phraseId),
        eq(pronunciationPhrase.userId, pronunciationAttempt.userId),
      ),
    )
    .where(
      and(
        inUserSet(pronunciationAttempt.userId, users),
        eq(pronunciationAttempt.courseId, courseId),
        gte(pronunciationAttempt.createdAt, since),
      ),
    )
    .orderBy(pronunciationAttempt.userId, pronunciationAttempt.phraseId, sql`${pronunciationAttempt.createdAt} desc`);
  const exercises = await db
    .selectDistinctOn([spokenExerciseScore.userId, spokenExerciseScore.exerciseId], {
      userId: spokenExerciseScore.userId,
      score: spokenExerciseScore.score,
      level: spokenExerciseScore.level,
    })
    .from(spokenExerciseScore)
    .where(
      and(
        inUserSet(spokenExerciseScore.userId, users),
        eq(spokenExerciseScore.courseId, courseId),
        gte(spokenExerciseScore.createdAt, since),
      ),
    )
    .orderBy(spokenExerciseScore.userId, spokenExerciseScore.exerciseId, sql`${spokenExerciseScore.createdAt} desc`);
  const authored = new Map(getPronunciation(courseId).phrases.map((phrase) => [phrase.id, phrase.level]));
  const said = [
    ...latest.map(({ userId, phraseId, score, generatedLevel }) => ({
      userId,
      level: authored.get(phraseId) ?? generatedLevel,
      score,
    })),
    ...exercises,
  ];
  for (const { userId, level, score } of said) {
    const own = samples.get(userId) ?? samples.set(userId, []).get(userId)!;
    if (TAUGHT_LEVELS.includes(level as TaughtLevel)) own.push({ level: level as TaughtLevel, score });
  }
  return new Map([...samples].map(([userId, own]) => [userId, estimateSpeaking(own)]));
}
