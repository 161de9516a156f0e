"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useSpeech } from "@/components/speech/use-speech";
import { requestBlob } from "@/lib/request";

export type MadameVoice = {
  /** "browser" (its speech synthesis), "server" (the configured text-to-speech), or none. */
  source: "browser" | "server" | null;
  /** The browser is still listing its voices: who speaks is not known yet. */
  checking: boolean;
  speaking: boolean;
  /** Adds a sentence after what Madame is saying. */
  say: (sentence: string) => void;
  /** Says a whole line again, from the start ("replay"). */
  replay: (text: string) => void;
  /** Silence at once: the learner interrupts, mutes, or leaves. */
  stop: () => void;
};

/**
 * Madame's voice, sentence by sentence: the browser's fr-CA/en-CA voice when it has one; else,
 * when the server has text-to-speech, each sentence fetched as soon as it is complete (so the
 * next is ready while one plays) and played in order.
 */
export function useMadameVoice({
  lang,
  sessionId,
  serverSpeech,
}: {
  lang: string;
  sessionId: string;
  serverSpeech: boolean;
}): MadameVoice {
  const browser = useSpeech(lang);
  const source =
    browser.status === "ready" ? "browser" : browser.status === "unavailable" && serverSpeech ? "server" : null;
  const [playing, setPlaying] = useState(false);
  const queue = useRef<Promise<Blob | null>[]>([]);
  const element = useRef<HTMLAudioElement | null>(null);
  // Bumped by stop(): sentences fetched for an answer that was cut off are dropped.
  const generation = useRef(0);
  const draining = useRef(false);
  // Sentences that came while the browser was still listing its voices: said once it is known who speaks.
  const early = useRef<string[]>([]);

  const drain = useCallback(async () => {
    if (draining.current) return;
    draining.current = true;
    const mine = generation.current;
    setPlaying(true);
    while (queue.current.length > 0 && mine === generation.current) {
      const blob = await queue.current.shift()!;
      if (!blob || mine !== generation.current) continue;
      const audio = new Audio(URL.createObjectURL(blob));
      element.current = audio;
      await new Promise<void>((resolve) => {
        audio.onended = audio.onerror = audio.onpause = () => resolve();
        audio.play().catch(() => resolve());
      });
      URL.revokeObjectURL(audio.src);
    }
    draining.current = false;
    if (mine === generation.current) setPlaying(false);
  }, []);

  const fetchSentence = useCallback(
    (text: string) =>
      requestBlob("POST", "/api/tutor/speech", { sessionId, text: text.slice(0, 400) }).catch(() => null),
    [sessionId],
  );

  const stop = useCallback(() => {
    generation.current += 1;
    queue.current = [];
    early.current = [];
    element.current?.pause();
    draining.current = false;
    setPlaying(false);
    browser.stop();
  }, [browser]);

  const say = useCallback(
    (sentence: string) => {
      if (source === "browser") browser.enqueue(sentence);
      else if (source === "server") {
        queue.current.push(fetchSentence(sentence));
        void drain();
      } else if (browser.status === "checking") early.current.push(sentence);
    },
    [browser, drain, fetchSentence, source],
  );

  useEffect(() => {
    if (!source || early.current.length === 0) return;
    const waiting = early.current;
    early.current = [];
    waiting.forEach(say);
  }, [say, source]);

  const replay = useCallback(
    (text: string) => {
      stop();
      if (source === "browser") browser.speak(text);
      else if (source === "server") say(text);
    },
    [browser, say, source, stop],
  );

  useEffect(() => () => element.current?.pause(), []);

  return { source, checking: browser.status === "checking", speaking: browser.speaking || playing, say, replay, stop };
}
