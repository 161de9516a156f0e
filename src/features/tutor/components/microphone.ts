import type { RecognitionStatus } from "@/components/speech/use-recognition";
import type { RecorderStatus } from "@/components/speech/use-recorder";

/**
 * What the tutor's microphone button does: listen with the browser's recognition, record a turn
 * for the server to transcribe, or, when neither can work, say why (the microphone refused, or
 * nothing here that turns speech into text) and hand over to typing.
 */
export type MicrophoneMode = "listen" | "record" | "denied" | "unavailable";

/*
 * Errors after which the browser's recognition will not work on this page: Chromium builds without
 * Google's speech service (Debian's, Brave) fail with `network`, or with `audio-capture` when they
 * cannot reach the microphone at all.
 */
const UNUSABLE_RECOGNITION = new Set(["network", "audio-capture", "language-not-supported"]);

export function microphoneMode({
  recognition,
  recognitionError,
  recorder,
}: {
  recognition: RecognitionStatus;
  recognitionError: string | null;
  /** The recorder's status, when the server can turn a recording into text; null otherwise. */
  recorder: RecorderStatus | null;
}): MicrophoneMode {
  const recognitionUsable =
    recognition !== "unsupported" &&
    recognition !== "denied" &&
    !(recognitionError && UNUSABLE_RECOGNITION.has(recognitionError));
  if (recognitionUsable) return "listen";
  if (recorder !== null && recorder !== "unsupported" && recorder !== "denied") return "record";
  return recognition === "denied" || recorder === "denied" ? "denied" : "unavailable";
}
