/*
 * Practice phrases written by the model for one learner's industry, job and level, checked
 * before use (phrase-check.ts) and kept as that learner's own. Each batch is a model call, so
 * batches are limited per learner, and the phrases kept per learner are capped (oldest go).
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Database } from "@/db";
import { courseStanding } from "@/features/learning";
import { getLearnerProfile } from "@/features/learners";
import type { Locale } from "@/i18n/config";
import { chatModel, structuredCall, type ChatModel } from "@/lib/ai";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { consume, pronunciationPhrasesLimit } from "@/lib/rate-limit";
import { getPronunciation } from "./content";
import { phrasesSystemPrompt, phrasesUserMessage, type PhraseLevel } from "./generate-prompt";
import { checkPhrases, type CandidatePhrase } from "./phrase-check";
import { listGeneratedPhrases, storeGeneratedPhrases, type GeneratedPhraseRow } from "./queries";
import type { SoundFamily } from "./scoring/target";
import type { GenerationResult, PhraseView, SelfRatingView } from "./types";

/** Phrases asked of the model per batch: enough to practise a while after the checks drop some. */
export const PHRASES_PER_BATCH = 8;
/** Candidates checked per batch at most, whatever the model returns. */
const MAX_CANDIDATES = 12;
/** Generated phrases kept per learner and course; the oldest go first beyond it. */
export const MAX_GENERATED_PHRASES = 60;
/** Marks a generated phrase's id, so it can never be taken for an authored one. */
export const GENERATED_PREFIX = "gen-";

// No length limits here: an overlong phrase must reach the checks and be dropped, not fail the whole batch.
const modelOutput = z.object({
  phrases: z.array(z.object({ text: z.string(), translation: z.string(), sounds: z.array(z.string()) })),
});

/** A generated phrase as the coach shows it (its translation is the one written at generation). */
export function generatedPhraseView(
  row: GeneratedPhraseRow,
  scores: number[] = [],
  selfRatings: SelfRatingView[] = [],
): PhraseView {
  return {
    id: row.id,
    text: row.text,
    level: row.level,
    theme: row.theme,
    sounds: row.sounds as SoundFamily[],
    translation: row.translation,
    scores,
    selfRatings,
    generated: true,
  };
}

async function askModel(model: ChatModel, system: string, user: string): Promise<CandidatePhrase[]> {
  const output = await structuredCall(model, {
    name: "pronunciation_phrases",
    schema: modelOutput,
    system,
    messages: [{ role: "user", content: user }],
  });
  return output.phrases.slice(0, MAX_CANDIDATES);
}

/**
 * A batch of phrases for the learner's job: asked of the model, checked, the survivors stored.
 * The batch counts against the limit before the model is called, so a failing or slow model
 * cannot be called over and over.
 */
export async function generatePhrases(
  db: Database,
  learner: { userId: string },
  locale: Locale,
  now = new Date(),
): Promise<GenerationResult> {
  const model = chatModel();
  if (!model) throw new ApiError("pronunciation_generation_unavailable");
  const profile = await getLearnerProfile(db, learner);
  if (!profile) throw new ApiError("not_found");
  const courseId = profile.targetLanguage;
  const decision = await consume(db, pronunciationPhrasesLimit, learner.userId);
  if (!decision.allowed)
    throw new ApiError("pronunciation_generation_limit", undefined, { retryAfterSeconds: decision.retryAfterSeconds });

  const [standing, existing] = await Promise.all([
    courseStanding(db, { userId: learner.userId, courseId }, locale),
    listGeneratedPhrases(db, { userId: learner.userId, courseId }),
  ]);
  const level = (standing.levelReached ?? "A1") as PhraseLevel;
  let candidates: CandidatePhrase[];
  try {
    const system = phrasesSystemPrompt({
      courseId,
      level,
      nativeLanguage: profile.nativeLanguage,
      locale,
      count: PHRASES_PER_BATCH,
    });
    candidates = await askModel(model, system, phrasesUserMessage(profile));
  } catch (error) {
    logger.warn({ err: error, userId: learner.userId }, "practice phrases: the model call failed");
    throw new ApiError("pronunciation_generation_failed");
  }

  const known = [
    ...getPronunciation(courseId).phrases.map((phrase) => phrase.text),
    ...existing.map((phrase) => phrase.text),
  ];
  const { kept, dropped } = await checkPhrases(candidates, { courseId, known });
  const rows: GeneratedPhraseRow[] = kept.map((phrase) => ({
    id: `${GENERATED_PREFIX}${randomUUID()}`,
    userId: learner.userId,
    courseId,
    level,
    theme: profile.industry,
    createdAt: now,
    ...phrase,
  }));
  await storeGeneratedPhrases(db, { userId: learner.userId, courseId, phrases: rows, keep: MAX_GENERATED_PHRASES });
  // Counts only: enough to see a model that writes badly, without keeping its text in the logs.
  const reasons = Object.fromEntries(
    [...new Set(dropped.map((item) => item.reason))].map((reason) => [
      reason,
      dropped.filter((item) => item.reason === reason).length,
    ]),
  );
  logger.info({ userId: learner.userId, courseId, kept: rows.length, dropped: reasons }, "practice phrases generated");
  return { phrases: rows.map((row) => generatedPhraseView(row)), dropped: dropped.length };
}
