import type { NextRequest } from "next/server";
import type { Database } from "@/db";
import { ApiError } from "@/lib/api/errors";
import { clientAddress } from "@/lib/client";
import { consume, trialAudioClientLimit, trialAudioLimit, trialAudioTotalLimit } from "@/lib/rate-limit";
import { speechSettings, type SpeechAudio, type SpeechSettings } from "@/lib/speech";
import { speakSentence } from "../listen-audio";
import { requireTrial } from "./request";
import { trialLessonListen, trialLessonSpeak, trialListen } from "./service";

/** Which of the visitor's own trial sentences: the listening item on screen, or a sample-lesson exercise by position. */
type TrialSentence =
  { trialId: string; kind: "placement" } | { trialId: string; kind: "listen" | "speak"; index: number };

/**
 * A sentence of the visitor's own trial (their signed cookie names it) spoken by the server, for a
 * browser with no voice. Only the course's own sentences, found by the item's place, never a text
 * the caller sends; counted per trial, per client address when a trusted proxy gives it, and for
 * all visitors together.
 */
export async function synthesizeTrialSentence(
  db: Database,
  request: Pick<NextRequest, "cookies" | "headers">,
  sentence: TrialSentence,
  settings: SpeechSettings | null = speechSettings(),
): Promise<SpeechAudio> {
  const trial = requireTrial(request, sentence.trialId);
  const found =
    sentence.kind === "placement"
      ? trialListen(trial)
      : sentence.kind === "listen"
        ? trialLessonListen(trial, sentence)
        : trialLessonSpeak(trial, sentence);
  const client = clientAddress(request.headers);
  for (const [limit, key] of [
    [trialAudioLimit, trial.id],
    [trialAudioClientLimit, client],
    [trialAudioTotalLimit, "all"],
  ] as const) {
    if (key === null) continue;
    const decision = await consume(db, limit, key);
    if (!decision.allowed)
      throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  }
  return speakSentence(found, settings);
}
