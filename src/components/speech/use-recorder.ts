"use client";

import { useCallback, useEffect, useRef, useState } from "react";

export type RecorderStatus = "unsupported" | "ready" | "recording" | "denied";

/** An utterance is a few sentences; the recording stops by itself after this. */
const MAX_RECORDING_MS = 15_000;

/**
 * Records one utterance from the microphone (MediaRecorder), for a browser without speech
 * recognition: start, then stop to get the audio. Says plainly when the microphone is refused.
 */
export function useRecorder(onRecorded: (audio: Blob) => void): { status: RecorderStatus; start: () => Promise<void>; stop: () => void } {
  const [status, setStatus] = useState<RecorderStatus>("unsupported");
  const recorder = useRef<MediaRecorder | null>(null);
  const handler = useRef(onRecorded);
  handler.current = onRecorded;

  useEffect(() => {
    setStatus(typeof MediaRecorder !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia) ? "ready" : "unsupported");
    return () => recorder.current?.stream.getTracks().forEach((track) => track.stop());
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === "recording") recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setStatus("denied");
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.ondataavailable = (event) => chunks.push(event.data);
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      setStatus("ready");
      const audio = new Blob(chunks, { type: media.mimeType || "audio/webm" });
      if (audio.size > 0) handler.current(audio);
    };
    recorder.current = media;
    media.start();
    setStatus("recording");
    window.setTimeout(() => media.state === "recording" && media.stop(), MAX_RECORDING_MS);
  }, []);

  return { status, start, stop };
}
