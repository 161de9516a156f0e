"use client";

import { LoaderCircle, Snail, Volume2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SyntheticVoiceLabel } from "@/components/speech/synthetic-voice-label";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { AnswerField } from "./answer-field";
import { AudioUnavailable } from "./audio-unavailable";
import { Translation } from "./parts";
import { textAnswer } from "./tiles";
import type { ExerciseProps } from "./types";
import { useSpokenSentence } from "./use-spoken-sentence";

const SLOW_RATE = 0.75;

/**
 * A sentence to hear and type: spoken by the browser when it has a voice for the language, else
 * by the server (its text-to-speech server, or the synthetic voice, labelled as such), else (a
 * flow with no audio route) the exercise says audio is unavailable and may be skipped. The sentence is asked of the server the first time it plays (it is not in the
 * page, or reading the source would give the answer away); server audio never carries it as text.
 */
export function Listen({
  view,
  disabled,
  onAnswer,
  onSkip,
  result,
  lang,
  index,
  loadSentence,
  loadAudio = null,
  syntheticVoice = false,
}: ExerciseProps<"listen">) {
  const t = useTranslations("learning");
  const { source, play, error, loading, waiting, speaking } = useSpokenSentence({ lang, loadSentence, loadAudio });
  const [text, setText] = useState("");

  if (source === "unavailable") {
    return (
      <div className="flex flex-col gap-4" data-speech-source={source}>
        <AudioUnavailable
          onSkip={result ? undefined : onSkip}
          disabled={disabled}
          hint={t("exercises.listen.skipHint")}
        />
        {result && <Translation>{view.translation}</Translation>}
      </div>
    );
  }

  // The source is marked so browser tests can wait until the browser's voices are known.
  return (
    <div className="flex flex-col gap-5" data-speech-source={source}>
      <div className="flex items-center justify-center gap-4 py-2">
        <Button
          type="button"
          onClick={() => play(1)}
          disabled={waiting}
          className={cn(
            "size-24 rounded-3xl shadow-md [&_svg]:size-10",
            speaking && "ring-4 ring-primary/30 motion-safe:animate-pulse",
          )}
          aria-label={t("exercises.listen.play")}
          data-autofocus
        >
          {loading ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : <Volume2 aria-hidden />}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => play(SLOW_RATE)}
          disabled={waiting}
          className="size-16 rounded-2xl [&_svg]:size-7"
          aria-label={t("exercises.listen.slow")}
        >
          <Snail aria-hidden />
        </Button>
      </div>
      {source === "server" && syntheticVoice && (
        <div className="-mt-3 flex justify-center">
          <SyntheticVoiceLabel text={t("exercises.audio.synthetic")} />
        </div>
      )}
      {error && (
        <div className="flex flex-col gap-2">
          <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
            {error}
          </p>
          {/* The server's voice may stay down: the learner is never stuck on an exercise they cannot hear. */}
          {source === "server" && !result && (
            <Button type="button" variant="outline" onClick={onSkip} disabled={disabled} className="self-start">
              {t("actions.skip")}
            </Button>
          )}
        </div>
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
