"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useClientValue } from "../browser/use-client-value";
import { useLatest } from "../browser/use-latest";

export type WavRecorderStatus = "unsupported" | "ready" | "recording" | "denied";
export type Recording = { audio: Blob; durationMs: number; voicedMs: number; pausesMs: number[] };

const RATE = 16_000;
/** The recording stops by itself a little before the server's 15 s limit (blocks are ~40 ms). */
const MAX_MS = 14_800;
/** A block of sound is "voiced" above this loudness (RMS of samples in -1..1). */
const VOICE_RMS = 0.02;
/** A silence between two voiced moments shorter than this is not a pause. */
const MIN_PAUSE_MS = 300;

const canRecord = () => typeof AudioContext !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);

/** 16-bit mono PCM WAV of the samples (already at RATE). */
function encodeWav(samples: Float32Array): Blob {
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, "RIFF");
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, "WAVEfmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, index) => view.setInt16(44 + index * 2, Math.max(-1, Math.min(1, sample)) * 0x7fff, true));
  return new Blob([buffer], { type: "audio/wav" });
}

/** Linear resampling to RATE: enough for speech scoring and recognition. */
function resample(samples: Float32Array, from: number): Float32Array {
  if (from === RATE) return samples;
  const out = new Float32Array(Math.floor((samples.length * RATE) / from));
  for (let index = 0; index < out.length; index++) {
    const position = (index * from) / RATE;
    const left = Math.floor(position);
    const right = Math.min(left + 1, samples.length - 1);
    out[index] = samples[left]! + (samples[right]! - samples[left]!) * (position - left);
  }
  return out;
}

/**
 * The speaking time and the pauses inside the phrase, from the loudness of each block. Speaking
 * time runs from the first voiced block to the last, less the pauses: quiet sounds (s, f, the end
 * of a word) stay in it, so the speech rate is the articulation rate, not the loud part's.
 */
function timingOf(blocks: { rms: number; ms: number }[]): { voicedMs: number; pausesMs: number[] } {
  const first = blocks.findIndex((block) => block.rms >= VOICE_RMS);
  const last = blocks.findLastIndex((block) => block.rms >= VOICE_RMS);
  if (first < 0) return { voicedMs: 0, pausesMs: [] };
  let spanMs = 0;
  let silence = 0;
  const pausesMs: number[] = [];
  for (const block of blocks.slice(first, last + 1)) {
    spanMs += block.ms;
    if (block.rms >= VOICE_RMS) {
      if (silence >= MIN_PAUSE_MS) pausesMs.push(Math.round(silence));
      silence = 0;
    } else silence += block.ms;
  }
  const paused = pausesMs.reduce((sum, pause) => sum + pause, 0);
  return { voicedMs: Math.round(spanMs - paused), pausesMs };
}

/**
 * Records the microphone as WAV (so the server can read its length exactly), with a live level
 * for the meter and the speech timing (voiced time, pauses) for fluency. 15 s at most.
 */
export function useWavRecorder(onRecorded: (recording: Recording) => void): {
  status: WavRecorderStatus;
  level: number;
  elapsedMs: number;
  start: () => Promise<void>;
  stop: () => void;
} {
  // The server's HTML says "unsupported" (it cannot know), and so does hydration.
  const supported = useClientValue(canRecord, false);
  const [session, setSession] = useState<Exclude<WavRecorderStatus, "unsupported">>("ready");
  const status = supported ? session : "unsupported";
  const [level, setLevel] = useState(0);
  const [elapsedMs, setElapsedMs] = useState(0);
  const stopRef = useRef<(() => void) | null>(null);
  const handler = useLatest(onRecorded);

  useEffect(() => () => stopRef.current?.(), []);

  const stop = useCallback(() => stopRef.current?.(), []);

  const start = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch {
      setSession("denied");
      return;
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    // ScriptProcessor is deprecated but everywhere, and needs no worklet file to serve.
    const processor = context.createScriptProcessor(2048, 1, 1);
    const chunks: Float32Array[] = [];
    const blocks: { rms: number; ms: number }[] = [];
    const started = performance.now();
    processor.onaudioprocess = (event) => {
      const input = event.inputBuffer.getChannelData(0);
      chunks.push(new Float32Array(input));
      const rms = Math.sqrt(input.reduce((sum, sample) => sum + sample * sample, 0) / input.length);
      blocks.push({ rms, ms: (input.length / context.sampleRate) * 1000 });
      setLevel(Math.min(1, rms * 8));
      const elapsed = performance.now() - started;
      setElapsedMs(elapsed);
      if (elapsed >= MAX_MS) finish();
    };
    source.connect(processor);
    processor.connect(context.destination);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      stopRef.current = null;
      processor.disconnect();
      source.disconnect();
      stream.getTracks().forEach((track) => track.stop());
      const rate = context.sampleRate;
      void context.close();
      setLevel(0);
      setSession("ready");
      const samples = new Float32Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        samples.set(chunk, offset);
        offset += chunk.length;
      }
      const audio = encodeWav(resample(samples, rate));
      const durationMs = Math.round((samples.length / rate) * 1000);
      if (durationMs > 0) handler.current({ audio, durationMs, ...timingOf(blocks) });
    };
    stopRef.current = finish;
    setElapsedMs(0);
    setSession("recording");
  }, [handler]);

  return { status, level, elapsedMs, start, stop };
}
