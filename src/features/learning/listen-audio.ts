import type { Database } from "@/db";
import { ApiError } from "@/lib/api/errors";
import { consume, listenAudioLimit } from "@/lib/rate-limit";
import { SpeechError, speechSettings, synthesizeSpeech, type SpeechAudio, type SpeechSettings } from "@/lib/speech";
import { speechLangOf } from "./content";
import { placementListen } from "./placement/service";
import type { ListenRequest, PlacementTestRef } from "./schemas";
import { listenText, speakText } from "./service";

/**
 * The sentence of a listen exercise spoken by the server (its text-to-speech server, or without one
 * the synthetic voice), for a browser with no voice for the language. Only the learner's own
 * attempt (not_found otherwise, as listenText); speech_unavailable when the speech fails; counted
 * against a per-learner limit. The sentence itself never reaches the browser as text this way.
 */
export async function synthesizeListen(
  db: Database,
  learner: { userId: string },
  request: ListenRequest,
  settings: SpeechSettings | null = speechSettings(),
): Promise<SpeechAudio> {
  return synthesizeFor(db, learner, () => listenText(db, learner, request), settings);
}

/** The same for the listening item on screen in the learner's placement test. */
export async function synthesizePlacementListen(
  db: Database,
  learner: { userId: string },
  request: PlacementTestRef,
  settings: SpeechSettings | null = speechSettings(),
): Promise<SpeechAudio> {
  return synthesizeFor(db, learner, () => placementListen(db, learner, request), settings);
}

/** The sentence of a speak exercise (on screen already) as the model to imitate, for a browser with no voice. */
export async function synthesizeSpeak(
  db: Database,
  learner: { userId: string },
  request: ListenRequest,
  settings: SpeechSettings | null = speechSettings(),
): Promise<SpeechAudio> {
  return synthesizeFor(
    db,
    learner,
    async () => {
      const { text, courseId } = await speakText(db, learner, request);
      return { text, lang: speechLangOf[courseId] };
    },
    settings,
  );
}

/** Speaks the sentence `lookup` finds for the learner, with the same limit and errors as a listen exercise. */
export async function synthesizeFor(
  db: Database,
  learner: { userId: string },
  lookup: () => Promise<{ text: string; lang: string }>,
  settings: SpeechSettings | null,
): Promise<SpeechAudio> {
  const decision = await consume(db, listenAudioLimit, learner.userId);
  if (!decision.allowed)
    throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  return speakSentence(await lookup(), settings);
}

/** Speaks a course sentence; speech_unavailable when the speech fails. */
export async function speakSentence(
  { text, lang }: { text: string; lang: string },
  settings: SpeechSettings | null,
): Promise<SpeechAudio> {
  try {
    return await synthesizeSpeech(text, lang, { settings });
  } catch (error) {
    // Already logged by the wrapper; the learner gets a stable code and the way to skip.
    if (error instanceof SpeechError) throw new ApiError("speech_unavailable");
    throw error;
  }
}
