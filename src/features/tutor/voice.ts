import type { Database } from "@/db";
import { learnerCourse, speechLangOf } from "@/features/learning";
import { ApiError } from "@/lib/api/errors";
import { consume, tutorVoiceLimit } from "@/lib/rate-limit";
import { SpeechError, speechSettings, synthesizeSpeech, type SpeechAudio } from "@/lib/speech";
import { transcribe } from "@/lib/transcription";
import { getSession } from "./queries";

async function withinLimit(db: Database, userId: string): Promise<void> {
  const decision = await consume(db, tutorVoiceLimit, userId);
  if (!decision.allowed)
    throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
}

/**
 * One of Madame's sentences in the server's voice (its TTS server's, or the synthetic one), for a
 * browser with no voice for the language.
 * Only in the learner's own conversation (the text comes from her answer as it streams, before it
 * is stored), bounded in length and rate.
 */
export async function speakForSession(
  db: Database,
  learner: { userId: string },
  { sessionId, text }: { sessionId: string; text: string },
): Promise<SpeechAudio> {
  const session = await getSession(db, { userId: learner.userId, sessionId });
  if (!session) throw new ApiError("not_found");
  await withinLimit(db, learner.userId);
  try {
    return await synthesizeSpeech(text, speechLangOf[session.courseId as keyof typeof speechLangOf], {
      settings: speechSettings(),
    });
  } catch (error) {
    if (error instanceof SpeechError) throw new ApiError("speech_unavailable");
    throw error;
  }
}

/** What the learner said in a recorded turn, in the language they learn. */
export async function transcribeTurn(
  db: Database,
  learner: { userId: string },
  audio: Uint8Array<ArrayBuffer>,
): Promise<{ text: string }> {
  const courseId = await learnerCourse(db, learner);
  if (!courseId) throw new ApiError("not_found");
  await withinLimit(db, learner.userId);
  return { text: await transcribe(audio, courseId) };
}
