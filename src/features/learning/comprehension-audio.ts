import type { Database } from "@/db";
import { ApiError } from "@/lib/api/errors";
import { consume, listenAudioLimit } from "@/lib/rate-limit";
import { SpeechError, speechSettings, synthesizeSpeech, type SpeechAudio, type SpeechSettings } from "@/lib/speech";
import { joinPcm, pcmOf, wavOf, type Pcm } from "@/lib/wav";
import { speechLangOf, type CourseId } from "./content";
import { courseIndex } from "./course-index";
import { getAttempt } from "./queries";
import type { ComprehensionAudioRequest } from "./schemas";

/*
 * A listening piece as one WAV: each line in its speaker's voice (the text-to-speech server's two
 * voices, or eSpeak's male and female variants), a short pause between lines, at normal or slow
 * speed. Asked for by attempt and position, by the attempt's learner only: the script never
 * travels as text before the questions are answered. The whole piece is kept in a small cache, so
 * a replay or another learner on the same piece costs a lookup.
 */

/** Long enough to hear a turn end, short enough to keep the exchange alive; longer when slowed down. */
const PAUSE_SECONDS = { normal: 0.6, slow: 0.9 } as const;
/** A piece is a minute or two: a handful of them, a few megabytes each. */
const MAX_CACHED_PIECES = 12;

const cache = new Map<string, SpeechAudio>();

function remember(key: string, audio: SpeechAudio) {
  cache.set(key, audio);
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_CACHED_PIECES) break;
    cache.delete(oldest);
  }
}

/** The piece at this position of the learner's attempt; not_found for anyone else's, or for another exercise. */
async function pieceOf(db: Database, learner: { userId: string }, { attemptId, index }: ComprehensionAudioRequest) {
  const attempt = await getAttempt(db, { userId: learner.userId, attemptId });
  const item = attempt?.items[index];
  const exercise = item && courseIndex(attempt.courseId as CourseId).exercises.get(item.exerciseId);
  if (!attempt || exercise?.type !== "comprehension") throw new ApiError("not_found");
  return { exercise, lang: speechLangOf[attempt.courseId as CourseId] };
}

export async function synthesizeComprehension(
  db: Database,
  learner: { userId: string },
  request: ComprehensionAudioRequest,
  settings: SpeechSettings | null = speechSettings(),
): Promise<SpeechAudio> {
  const { exercise, lang } = await pieceOf(db, learner, request);
  const decision = await consume(db, listenAudioLimit, learner.userId);
  if (!decision.allowed)
    throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  const engine = settings ? `server:${settings.baseUrl}:${settings.model}` : "synthetic";
  const key = `${exercise.id}\u0000${request.speed}\u0000${engine}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const voices = new Map(exercise.speakers.map((speaker) => [speaker.id, speaker.voice]));
  try {
    const lines: Pcm[] = [];
    // One line after the other: eSpeak is one engine for the process, and a server is spared a burst.
    for (const line of exercise.script) {
      const spoken = await synthesizeSpeech(line.text, lang, {
        settings,
        speed: request.speed,
        speaker: voices.get(line.speaker),
        format: "wav",
      });
      const pcm = pcmOf(spoken.audio);
      if (!pcm) throw new SpeechError("not_audio");
      lines.push(pcm);
    }
    const joined = joinPcm(lines, PAUSE_SECONDS[request.speed]);
    if (!joined) throw new SpeechError("not_audio");
    const audio: SpeechAudio = {
      audio: wavOf(joined.samples, joined.sampleRate),
      contentType: "audio/wav",
      voice: settings ? "server" : "synthetic",
    };
    remember(key, audio);
    return audio;
  } catch (error) {
    // The wrapper logged the failure; the learner gets a stable code (and the questions stay answerable).
    if (error instanceof SpeechError) throw new ApiError("speech_unavailable");
    throw error;
  }
}
