"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { failureText } from "@/lib/request";
import { useServerAudio, useSpeech } from "@/components/speech/use-speech";

/** Where the sound comes from: the browser's voice, the server's text-to-speech, or nowhere. */
export type SpeechSource = "checking" | "browser" | "server" | "unavailable";

/**
 * A sentence the learner hears but must not read: the browser's voice for the language when it
 * has one (the text is asked of the server when it first plays), else the server's audio, else
 * nothing (the screen then offers to skip). Shared by listen exercises and the placement test's
 * heard messages.
 */
export function useSpokenSentence({
  lang,
  loadSentence,
  loadAudio,
}: {
  lang: string;
  loadSentence: () => Promise<string>;
  loadAudio: (() => Promise<Blob>) | null;
}) {
  const t = useTranslations("learning");
  const speech = useSpeech(lang);
  const serverAudio = useServerAudio(loadAudio);
  const source: SpeechSource =
    speech.status === "ready"
      ? "browser"
      : speech.status === "unavailable"
        ? loadAudio
          ? "server"
          : "unavailable"
        : "checking";
  const sentence = useRef<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const play = async (rate: number) => {
    setError(null);
    try {
      if (source === "server") return await serverAudio.play(rate);
      if (sentence.current === null) {
        setLoading(true);
        try {
          sentence.current = await loadSentence();
        } finally {
          setLoading(false);
        }
      }
      speech.speak(sentence.current, rate);
    } catch (failure) {
      setError(failureText(failure, t("exercises.listen.loadFailed")));
    }
  };

  return {
    source,
    play,
    error,
    loading: loading || serverAudio.loading,
    waiting: source === "checking" || loading || serverAudio.loading,
    speaking: speech.speaking || serverAudio.playing,
  };
}
