import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db";
import { answerOpinion } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { structuredCall } from "@/lib/ai";
import { logger } from "@/lib/logger";
import { normalize, type CheckLanguage } from "../checker";
import type { Exercise } from "../content-schema";
import type { Checked } from "../exercise-types/types";
import type { AnswerInput, AnswerNote } from "../player-types";
import { opinionModel, type OpinionModel } from "./opinion-model";
import {
  MAX_OPINION_ANSWER,
  opinionExercise,
  opinionPrompt,
  opinionSchema,
  type Opinion,
  type OpinionExercise,
} from "./opinion-prompt";

/*
 * A second opinion on a rejected free-text answer, when a model is configured. It can only turn
 * a "wrong" into a "right" (with the model's reason as a note), never the reverse, and never
 * stands in the way: no model, a timeout or an error, and the checker's verdict is final. Each
 * opinion is kept per exercise and normalised answer, so the same answer is never asked twice.
 */

/** A verdict as the checker gives it, with the second opinion's note when it changed it. */
export type Judged = { correct: boolean | null; expected: string; notes: AnswerNote[] };

type OpinionContext = { language: CheckLanguage; locale: Locale };
type OpinionOptions = {
  /** The model to ask; the configured one (AI_BASE_URL) when not given, none when null. */
  model?: OpinionModel | null;
};

async function cachedOpinion(db: Database, exerciseId: string, answerKey: string) {
  const [row] = await db
    .select({ acceptable: answerOpinion.acceptable, reason: answerOpinion.reason, locale: answerOpinion.locale })
    .from(answerOpinion)
    .where(and(eq(answerOpinion.exerciseId, exerciseId), eq(answerOpinion.answerKey, answerKey)))
    .limit(1);
  return row ?? null;
}

async function askModel(
  model: OpinionModel,
  exercise: OpinionExercise,
  answer: string,
  context: OpinionContext,
): Promise<Opinion> {
  const { system, user } = opinionPrompt(exercise, answer, context);
  // One try within the time the learner waits: a retry would not fit in it.
  const output = await structuredCall(model, {
    name: "answer_opinion",
    schema: opinionSchema,
    system,
    messages: [{ role: "user", content: user }],
    retries: 0,
  });
  return { acceptable: output.acceptable, reason: output.reason.trim() };
}

/** Asks (or remembers) the model's opinion; null when there is none to be had. Logged without the learner. */
async function opinionOn(
  db: Database,
  model: OpinionModel,
  exercise: Exercise,
  text: string,
  context: OpinionContext,
): Promise<Opinion | null> {
  const candidate = opinionExercise(exercise);
  const answerKey = normalize(text, context.language);
  if (!candidate || !answerKey || answerKey.length > MAX_OPINION_ANSWER) return null;
  const cached = await cachedOpinion(db, exercise.id, answerKey);
  if (cached) {
    logger.info(
      { event: "answer.opinion", exerciseId: exercise.id, acceptable: cached.acceptable, cached: true },
      "second opinion remembered",
    );
    // The reason is in the language it was asked in: another interface shows the acceptance without it.
    return { acceptable: cached.acceptable, reason: cached.locale === context.locale ? cached.reason : "" };
  }
  const started = performance.now();
  try {
    const opinion = await askModel(model, candidate, text, context);
    await db
      .insert(answerOpinion)
      .values({
        id: randomUUID(),
        exerciseId: exercise.id,
        answerKey,
        acceptable: opinion.acceptable,
        reason: opinion.reason,
        locale: context.locale,
        model: model.name,
      })
      .onConflictDoNothing();
    logger.info(
      {
        event: "answer.opinion",
        exerciseId: exercise.id,
        acceptable: opinion.acceptable,
        cached: false,
        ms: Math.round(performance.now() - started),
      },
      "second opinion given",
    );
    return opinion;
  } catch (error) {
    logger.warn(
      {
        event: "answer.opinion",
        exerciseId: exercise.id,
        outcome: "failed",
        ms: Math.round(performance.now() - started),
        err: error instanceof Error ? error.message : String(error),
      },
      "second opinion unavailable: the checker's verdict stands",
    );
    return null;
  }
}

/**
 * The checker's verdict, reviewed by the model when it rejected a typed translation or gap: if
 * the model finds the answer acceptable, it becomes right with a `reviewed` note (the checker's
 * notes, which explained a rejection, go). Anything else is returned as it came.
 */
export async function withSecondOpinion(
  db: Database,
  exercise: Exercise,
  answer: AnswerInput,
  checked: NonNullable<Checked>,
  context: OpinionContext,
  options?: OpinionOptions,
): Promise<Judged>;
export async function withSecondOpinion(
  db: Database,
  exercise: Exercise,
  answer: AnswerInput,
  checked: Checked,
  context: OpinionContext,
  options?: OpinionOptions,
): Promise<Judged | null>;
export async function withSecondOpinion(
  db: Database,
  exercise: Exercise,
  answer: AnswerInput,
  checked: Checked,
  context: OpinionContext,
  options: OpinionOptions = {},
): Promise<Judged | null> {
  if (!checked || checked.correct !== false || answer.kind !== "text" || !opinionExercise(exercise)) return checked;
  const model = options.model === undefined ? opinionModel() : options.model;
  if (!model) return checked;
  const opinion = await opinionOn(db, model, exercise, answer.text, context);
  if (!opinion?.acceptable) return checked;
  return { correct: true, expected: checked.expected, notes: [{ kind: "reviewed", reason: opinion.reason }] };
}
