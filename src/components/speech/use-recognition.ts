"use client";

import { useCallback, useContext, useEffect, useRef, useState } from "react";
import { useClientValue } from "../browser/use-client-value";
import { useLatest } from "../browser/use-latest";
import { RecognitionAllowed } from "./recognition-policy";

/*
 * The browser's speech recognition (Web Speech API: Chrome, Edge, Safari), with interim results
 * for a live transcript. Not every browser has it, and a learner may refuse the microphone: the
 * status says which, so the screen can say it plainly and offer typing.
 */

export type RecognitionStatus = "unsupported" | "ready" | "listening" | "denied";

type RecognitionResultList = ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
type Recognition = {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  start: () => void;
  stop: () => void;
  abort: () => void;
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
};

function recognitionConstructor(): (new () => Recognition) | null {
  if (typeof window === "undefined") return null;
  const scope = window as unknown as {
    SpeechRecognition?: new () => Recognition;
    webkitSpeechRecognition?: new () => Recognition;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

const hasRecognition = () => recognitionConstructor() !== null;

/**
 * Listens once (one utterance): `interim` follows what is being said, `onFinal` gets the sentence and
 * the recogniser's other guesses; `error` is the last attempt's error code (`audio-capture`, …), if any.
 */
export function useRecognition(
  lang: string,
  onFinal: (text: string, alternatives: string[]) => void,
): { status: RecognitionStatus; interim: string; error: string | null; listen: () => void; stop: () => void } {
  // The server's HTML says "unsupported" (it cannot know), and so does hydration. Turned off by
  // the person's organization, it is unsupported too: they type, or the server transcribes.
  const allowed = useContext(RecognitionAllowed);
  const supported = useClientValue(hasRecognition, false) && allowed;
  // What happened since: listening, the microphone refused, or the service found unusable.
  const [session, setSession] = useState<RecognitionStatus>("ready");
  const status = supported ? session : "unsupported";
  const [interim, setInterim] = useState("");
  const [error, setError] = useState<string | null>(null);
  const current = useRef<Recognition | null>(null);
  const finalHandler = useLatest(onFinal);

  useEffect(() => () => current.current?.abort(), []);

  const listen = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor || !allowed) return;
    current.current?.abort();
    const recognition = new Constructor();
    recognition.lang = lang;
    recognition.interimResults = true;
    recognition.continuous = false;
    recognition.maxAlternatives = 5;
    recognition.onresult = (event) => {
      let heard = "";
      let final = "";
      const alternatives: string[] = [];
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index]!;
        if (result.isFinal) {
          final += result[0]?.transcript ?? "";
          for (let rank = 0; rank < result.length; rank++) alternatives.push(result[rank]!.transcript.trim());
        } else heard += result[0]?.transcript ?? "";
      }
      setInterim(heard);
      if (final.trim())
        finalHandler.current(final.trim(), [...new Set([final.trim(), ...alternatives.filter(Boolean)])]);
    };
    recognition.onerror = (event) => {
      setError(event.error);
      if (event.error === "not-allowed" || event.error === "service-not-allowed") setSession("denied");
      // Chromium builds without Google's speech service (Debian's, for one) have the API but cannot
      // use it: treat the browser as having none, so the recorded fallback is offered instead.
      else if (event.error === "network" || event.error === "language-not-supported") setSession("unsupported");
      else setSession("ready");
    };
    recognition.onend = () => {
      setInterim("");
      setSession((previous) => (previous === "listening" ? "ready" : previous));
    };
    current.current = recognition;
    setError(null);
    setSession("listening");
    recognition.start();
  }, [lang, finalHandler, allowed]);

  const stop = useCallback(() => current.current?.stop(), []);
  return { status, interim, error, listen, stop };
}
