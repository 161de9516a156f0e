/*
 * The pronunciation coach: a phrase said, recognised (by the browser, or from the recording by
 * the speech-to-text server), scored sound by sound, coached for the weak sounds, and kept in the
 * learner's history. Recordings are the learner's alone and expire. Besides the authored phrases,
 * a learner may have phrases written for their job by the model (generate.ts), theirs alone.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "@/db";
import { env } from "@/env";
import { learnerCourse, pick, speechLangOf, synthesizeFor, wordsOf, type CourseId } from "@/features/learning";
import { getLearnerProfile } from "@/features/learners";
import type { Locale } from "@/i18n/config";
import { modelConfigured } from "@/lib/ai";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { objectStore } from "@/lib/object-store";
import { serverSpeechKind, speechSettings, type SpeechAudio } from "@/lib/speech";
import { transcribe, transcriptionConfigured } from "@/lib/transcription";
import { attemptView } from "./coaching";
import { getPronunciation } from "./content";
import { GENERATED_PREFIX, generatedPhraseView } from "./generate";
import { phraseTarget } from "./phrase-check";
import {
  deleteExpiredRecordings,
  getGeneratedPhrase,
  getRecording,
  insertAttempt,
  listAttempts,
  listGeneratedPhrases,
  type AttemptRow,
} from "./queries";
import { checkRecording } from "./recording";
import { deleteRecordingObjects, placeRecording, recordingBytes } from "./recording-store";
import { phonemize } from "./scoring/phonemes";
import { scoreBest, type PhraseScore } from "./scoring/score";
import type { TargetWord } from "./scoring/target";
import type { AttemptInput } from "./schemas";
import { selfRatingsByPhrase } from "./self-rating-queries";
import { soundProgress } from "./sound-progress";
import type { AttemptView, CoachHome } from "./types";

type Learner = { userId: string };

/** Attempts read for the history and the progress per sound. */
const HISTORY_ATTEMPTS = 300;
/** Attempts shown as the latest ones. */
const RECENT_ATTEMPTS = 10;
/** Latest scores shown with each phrase. */
const SCORES_PER_PHRASE = 5;

type Phrase = { id: string; text: string };

// The authored phrases' targets, read once per process (eSpeak takes a few milliseconds a
// phrase). Generated phrases are not kept: every learner's would pile up for the life of the process.
const targets = new Map<string, Promise<TargetWord[]>>();
function targetFor(courseId: CourseId, phrase: Phrase): Promise<TargetWord[]> {
  if (phrase.id.startsWith(GENERATED_PREFIX)) return phraseTarget(phrase.text, courseId);
  let target = targets.get(phrase.id);
  if (!target) {
    target = phraseTarget(phrase.text, courseId);
    targets.set(phrase.id, target);
  }
  return target;
}

/** An authored phrase of the course, or one generated for this learner: never another learner's. */
export async function lookUpPhrase(
  db: Database,
  learner: Learner,
  courseId: CourseId,
  phraseId: string,
): Promise<Phrase | null> {
  return (
    getPronunciation(courseId).phrases.find((item) => item.id === phraseId) ??
    (await getGeneratedPhrase(db, { userId: learner.userId, courseId, phraseId }))
  );
}

async function findPhrase(db: Database, learner: Learner, courseId: CourseId, phraseId: string): Promise<Phrase> {
  const phrase = await lookUpPhrase(db, learner, courseId, phraseId);
  if (!phrase) throw new ApiError("not_found");
  return phrase;
}

/**
 * A phrase said by the learner: the recording checked (if any), the recogniser's alternatives (or
 * the server's transcription of the recording), the best one scored, the attempt stored with the
 * recording (expiring), and the coaching for its weak sounds.
 */
export async function submitAttempt(
  db: Database,
  learner: Learner,
  input: AttemptInput,
  audio: Uint8Array<ArrayBuffer> | null,
  locale: Locale,
  now = new Date(),
): Promise<AttemptView> {
  const [courseId, profile] = await Promise.all([learnerCourse(db, learner), getLearnerProfile(db, learner)]);
  if (!courseId) throw new ApiError("not_found");
  const phrase = await findPhrase(db, learner, courseId, input.phraseId);
  const recording = audio ? await checkRecording(audio) : null;
  let alternatives = input.alternatives.filter(Boolean);
  if (alternatives.length === 0 && audio) {
    // Not an outage: nothing here can recognise speech. The learner compares and rates instead.
    if (!transcriptionConfigured()) throw new ApiError("pronunciation_scoring_unavailable");
    alternatives = [await transcribe(audio, courseId)].filter(Boolean);
  }
  if (alternatives.length === 0) throw new ApiError("pronunciation_nothing_heard");

  const target = await targetFor(courseId, phrase);
  const heard = await Promise.all(alternatives.map((text) => phonemize(text, courseId)));
  const timing =
    input.timing ??
    (recording ? { durationMs: recording.durationMs, voicedMs: recording.durationMs, pausesMs: [] } : undefined);
  const { result, index } = scoreBest(target, heard, courseId, timing, wordsOf(courseId));
  // The alternative that scored best goes first: it is what the score is based on.
  const best = alternatives[index]!;
  const row: AttemptRow = {
    id: randomUUID(),
    userId: learner.userId,
    courseId,
    phraseId: phrase.id,
    recognized: [best, ...alternatives.filter((text) => text !== best)],
    score: result.score,
    result,
    createdAt: now,
  };
  const recordingId = recording ? randomUUID() : null;
  const store = objectStore();
  const placed =
    recording && audio
      ? await placeRecording(store, { userId: learner.userId, recordingId: recordingId!, audio, mime: recording.mime })
      : null;
  try {
    await insertAttempt(
      db,
      row,
      recording && placed
        ? {
            id: recordingId!,
            mime: recording.mime,
            durationMs: recording.durationMs,
            ...placed,
            createdAt: now,
            expiresAt: new Date(now.getTime() + env().PRONUNCIATION_RECORDING_DAYS * 86_400_000),
          }
        : null,
    );
  } catch (error) {
    // The object is stored but no row names it: it goes now, or stays queued until it can.
    if (placed)
      await deleteRecordingObjects(db, [placed], store).catch((cleanup: unknown) =>
        logger.error(
          { key: placed.storageKey, err: cleanup instanceof Error ? cleanup.message : String(cleanup) },
          "recording object left without its row; delete it from the store",
        ),
      );
    throw error;
  }
  // Everyone's expired recordings go here, on the way (one indexed delete); the recording-expiry job
  // deletes them when nobody practises.
  await deleteExpiredRecordings(db, now);
  return attemptView(courseId, row, phrase.text, recordingId, locale, profile?.nativeLanguage ?? null);
}

/** /pronunciation: the phrases with the last score of each, the progress per sound, the latest attempts. null before onboarding. */
export async function coachHome(db: Database, learner: Learner, locale: Locale): Promise<CoachHome | null> {
  const [courseId, profile] = await Promise.all([learnerCourse(db, learner), getLearnerProfile(db, learner)]);
  if (!courseId) return null;
  const [rows, generated, ratings] = await Promise.all([
    listAttempts(db, { userId: learner.userId, courseId, limit: HISTORY_ATTEMPTS }),
    listGeneratedPhrases(db, { userId: learner.userId, courseId }),
    selfRatingsByPhrase(db, { userId: learner.userId, courseId }),
  ]);
  // Newest first, as the rows come: each phrase's latest scores.
  const scores = new Map<string, number[]>();
  for (const { attempt } of rows) {
    const list = scores.get(attempt.phraseId) ?? [];
    if (list.length < SCORES_PER_PHRASE) scores.set(attempt.phraseId, [...list, attempt.score]);
  }
  const authored = getPronunciation(courseId).phrases;
  const texts = new Map([...authored, ...generated].map((phrase) => [phrase.id, phrase.text]));
  return {
    courseId,
    speechLang: speechLangOf[courseId],
    // The learner's own phrases first, newest first: the ones they just asked for.
    phrases: [
      ...generated.map((row) => generatedPhraseView(row, scores.get(row.id) ?? [], ratings.get(row.id) ?? [])),
      ...authored.map((phrase) => ({
        id: phrase.id,
        text: phrase.text,
        level: phrase.level,
        theme: phrase.theme,
        sounds: phrase.sounds,
        translation: pick(phrase.translation, locale),
        scores: scores.get(phrase.id) ?? [],
        selfRatings: ratings.get(phrase.id) ?? [],
        generated: false,
      })),
    ],
    sounds: soundProgress(
      courseId,
      rows.map(({ attempt }) => ({ createdAt: attempt.createdAt, result: attempt.result as PhraseScore })),
    ),
    recent: rows
      .slice(0, RECENT_ATTEMPTS)
      .map(({ attempt, recordingId }) =>
        attemptView(
          courseId,
          attempt,
          texts.get(attempt.phraseId) ?? "",
          recordingId,
          locale,
          profile?.nativeLanguage ?? null,
        ),
      ),
    recordingDays: env().PRONUNCIATION_RECORDING_DAYS,
    transcription: transcriptionConfigured(),
    serverSpeech: serverSpeechKind(),
    model: modelConfigured(),
  };
}

/** A recording's audio, for its owner only. */
export async function recordingAudio(
  db: Database,
  learner: Learner,
  { recordingId }: { recordingId: string },
  now = new Date(),
): Promise<{ audio: Uint8Array; mime: string }> {
  const row = await getRecording(db, { userId: learner.userId, recordingId, now });
  if (!row) throw new ApiError("not_found");
  return { audio: await recordingBytes(objectStore(), row), mime: row.mime };
}

/** A phrase of the learner's course in the server's voice, for a browser with no voice for the language. */
export async function speakPhrase(
  db: Database,
  learner: Learner,
  { phraseId }: { phraseId: string },
): Promise<SpeechAudio> {
  return synthesizeFor(
    db,
    learner,
    async () => {
      const courseId = await learnerCourse(db, learner);
      if (!courseId) throw new ApiError("not_found");
      return { text: (await findPhrase(db, learner, courseId, phraseId)).text, lang: speechLangOf[courseId] };
    },
    speechSettings(),
  );
}
