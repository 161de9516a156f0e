"use client";

import { LoaderCircle, Snail, Volume2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { failureText, request } from "@/lib/request";
import { AnswerField } from "./answer-field";
import { AudioUnavailable } from "./audio-unavailable";
import { Translation } from "./parts";
import { textAnswer } from "./tiles";
import type { ExerciseProps } from "./types";
import { useSpeech } from "./use-speech";

const SLOW_RATE = 0.75;

/**
 * A sentence spoken by the browser, to type. The sentence is asked of the server the first time
 * it plays (it is not in the page, or reading the source would give the answer away).
 */
export function Listen({ view, disabled, onAnswer, onSkip, result, lang, attemptId, index }: ExerciseProps<"listen">) {
  const t = useTranslations("learning");
  const speech = useSpeech(lang);
  const sentence = useRef<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState("");

  const play = async (rate: number) => {
    setError(null);
    if (sentence.current === null) {
      setLoading(true);
      try {
        sentence.current = (await request<{ text: string; lang: string }>("POST", "/api/learning/listen", { attemptId, index })).text;
      } catch (failure) {
        setError(failureText(failure, t("exercises.listen.loadFailed")));
        return;
      } finally {
        setLoading(false);
      }
    }
    speech.speak(sentence.current, rate);
  };

  if (speech.status === "unavailable") {
    return (
      <div className="flex flex-col gap-4">
        <AudioUnavailable onSkip={result ? undefined : onSkip} disabled={disabled} hint={t("exercises.listen.skipHint")} />
        {result && <Translation>{view.translation}</Translation>}
      </div>
    );
  }

  const waiting = speech.status === "checking" || loading;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center justify-center gap-4 py-2">
        <Button
          type="button"
          onClick={() => play(1)}
          disabled={waiting}
          className={cn("size-24 rounded-3xl shadow-md [&_svg]:size-10", speech.speaking && "ring-4 ring-primary/30 motion-safe:animate-pulse")}
          aria-label={t("exercises.listen.play")}
          data-autofocus
        >
          {loading ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : <Volume2 aria-hidden />}
        </Button>
        <Button type="button" variant="outline" onClick={() => play(SLOW_RATE)} disabled={waiting} className="size-16 rounded-2xl [&_svg]:size-7" aria-label={t("exercises.listen.slow")}>
          <Snail aria-hidden />
        </Button>
      </div>
      {error && (
        <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <AnswerField
        id={`answer-${index}`}
        label={t("exercises.listen.label")}
        placeholder={t("exercises.listen.placeholder")}
        value={text}
        onChange={(value) => {
          setText(value);
          onAnswer(textAnswer(value));
        }}
        disabled={disabled}
        lang={lang}
        correct={result?.correct}
      />
      {result && <Translation>{view.translation}</Translation>}
    </div>
  );
}
