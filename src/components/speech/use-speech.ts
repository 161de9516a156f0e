"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useClientValue } from "../browser/use-client-value";
import { pickVoice } from "./voices";

export type SpeechStatus = "checking" | "ready" | "unavailable";

/** Browsers fill their voice list a moment after the page loads (Chrome) or only on demand. */
const VOICES_WAIT_MS = 1500;

const synthesisAvailable = () => "speechSynthesis" in window && typeof SpeechSynthesisUtterance !== "undefined";

/**
 * The browser's speech synthesis for one language: whether it can speak it, and a function that
 * says a text at a given rate. Stops speaking when the exercise goes away.
 */
export function useSpeech(lang: string): {
  status: SpeechStatus;
  speaking: boolean;
  speak: (text: string, rate?: number) => void;
  /** Says the text after what is being said (Madame's answer, sentence by sentence as it streams). */
  enqueue: (text: string) => void;
  stop: () => void;
} {
  // A browser without speech synthesis has nothing to wait for; the server's HTML says "checking".
  const synthesisPresent = useClientValue(synthesisAvailable, true);
  const [voiceStatus, setVoiceStatus] = useState<SpeechStatus>("checking");
  const status = synthesisPresent ? voiceStatus : "unavailable";
  const [speaking, setSpeaking] = useState(false);
  const voice = useRef<SpeechSynthesisVoice | null>(null);
  // Utterances said or waiting: speaking until the last one ends.
  const pending = useRef(0);

  useEffect(() => {
    if (!synthesisAvailable()) return;
    const synthesis = window.speechSynthesis;
    const choose = () => {
      voice.current = pickVoice(synthesis.getVoices(), lang);
      if (voice.current) setVoiceStatus("ready");
      return voice.current !== null;
    };
    if (choose()) return () => synthesis.cancel();
    synthesis.addEventListener("voiceschanged", choose);
    const timer = window.setTimeout(() => {
      if (!choose()) setVoiceStatus("unavailable");
    }, VOICES_WAIT_MS);
    return () => {
      window.clearTimeout(timer);
      synthesis.removeEventListener("voiceschanged", choose);
      synthesis.cancel();
    };
  }, [lang]);

  const say = useCallback((text: string, rate: number, queue: boolean) => {
    if (!voice.current) return;
    const synthesis = window.speechSynthesis;
    if (!queue) {
      synthesis.cancel();
      pending.current = 0;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice.current;
    utterance.lang = voice.current.lang;
    utterance.rate = rate;
    pending.current += 1;
    setSpeaking(true);
    utterance.onend = utterance.onerror = () => {
      pending.current = Math.max(0, pending.current - 1);
      if (pending.current === 0) setSpeaking(false);
    };
    synthesis.speak(utterance);
  }, []);
  const speak = useCallback((text: string, rate = 1) => say(text, rate, false), [say]);
  const enqueue = useCallback((text: string) => say(text, 1, true), [say]);

  /** Stops at once (the learner interrupts). */
  const stop = useCallback(() => {
    if (typeof window === "undefined" || !("speechSynthesis" in window)) return;
    pending.current = 0;
    window.speechSynthesis.cancel();
    setSpeaking(false);
  }, []);

  return { status, speaking, speak, enqueue, stop };
}

/**
 * Audio made by the server (its text-to-speech), for a browser with no voice for the language:
 * fetched on the first play only, then replayed from memory at the rate asked (pitch kept, so the
 * slow replay does not sound lower). The object URL goes when the exercise goes.
 */
export function useServerAudio(load: (() => Promise<Blob>) | null): {
  loading: boolean;
  playing: boolean;
  play: (rate?: number) => Promise<void>;
} {
  const [loading, setLoading] = useState(false);
  const [playing, setPlaying] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const element = audio.current;
      audio.current = null;
      if (element) {
        element.pause();
        URL.revokeObjectURL(element.src);
      }
    };
  }, []);

  const play = useCallback(
    async (rate = 1) => {
      if (!load) return;
      if (!audio.current) {
        setLoading(true);
        let blob: Blob;
        try {
          blob = await load();
        } finally {
          if (mounted.current) setLoading(false);
        }
        if (!mounted.current) return;
        const element = new Audio(URL.createObjectURL(blob));
        element.onplaying = () => setPlaying(true);
        element.onpause = element.onended = element.onerror = () => setPlaying(false);
        audio.current = element;
      }
      const element = audio.current;
      element.pause();
      element.currentTime = 0;
      element.playbackRate = rate;
      element.preservesPitch = true;
      // Refused when the browser no longer counts the press as the learner's (Safari, after a slow
      // fetch): the audio is loaded by then, so the next press plays at once.
      await element.play().catch(() => setPlaying(false));
    },
    [load],
  );

  return { loading, playing, play };
}
