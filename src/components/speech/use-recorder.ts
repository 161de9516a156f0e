"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useClientValue } from "../browser/use-client-value";
import { useLatest } from "../browser/use-latest";

export type RecorderStatus = "unsupported" | "ready" | "recording" | "denied";

/** An utterance is a few sentences; the recording stops by itself after this. */
const MAX_RECORDING_MS = 15_000;

const canRecord = () => typeof MediaRecorder !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * Records one utterance from the microphone (MediaRecorder), for a browser without speech
 * recognition: start, then stop to get the audio. Says plainly when the microphone is refused.
 */
export function useRecorder(onRecorded: (audio: Blob) => void): {
  status: RecorderStatus;
  start: () => Promise<void>;
  stop: () => void;
} {
  // The server's HTML says "unsupported" (it cannot know), and so does hydration.
  const supported = useClientValue(canRecord, false);
  const [session, setSession] = useState<Exclude<RecorderStatus, "unsupported">>("ready");
  const status = supported ? session : "unsupported";
  const recorder = useRef<MediaRecorder | null>(null);
  const handler = useLatest(onRecorded);

  useEffect(() => () => recorder.current?.stream.getTracks().forEach((track) => track.stop()), []);

  const stop = useCallback(() => {
    if (recorder.current?.state === "recording") recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setSession("denied");
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.ondataavailable = (event) => chunks.push(event.data);
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      setSession("ready");
      const audio = new Blob(chunks, { type: media.mimeType || "audio/webm" });
      if (audio.size > 0) handler.current(audio);
    };
    recorder.current = media;
    media.start();
    setSession("recording");
    window.setTimeout(() => media.state === "recording" && media.stop(), MAX_RECORDING_MS);
  }, [handler]);

  return { status, start, stop };
}
