"use client";

import { Mic, Volume2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { AudioUnavailable } from "./audio-unavailable";
import { Translation } from "./parts";
import type { ExerciseProps } from "./types";
import { useSpeech } from "@/components/speech/use-speech";

/**
 * A sentence to say aloud. Pronunciation is not scored yet (that comes with the pronunciation
 * coach): the learner listens, says it, and moves on with "I said it".
 */
export function Speak({ view, disabled, onAnswer, onSkip, result, lang }: ExerciseProps<"speak">) {
  const t = useTranslations("learning");
  const speech = useSpeech(lang);

  // Nothing to fill in: the player's main button ("I said it") is ready at once.
  useEffect(() => onAnswer({ kind: "spoken" }), [onAnswer]);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-4 rounded-2xl bg-muted px-5 py-4">
        {speech.status === "unavailable" ? (
          <Mic aria-hidden className="mt-1.5 size-6 shrink-0 text-primary" />
        ) : (
          <Button
            type="button"
            size="icon"
            onClick={() => speech.speak(view.text)}
            disabled={speech.status === "checking"}
            aria-label={t("exercises.speak.listen")}
            className="shrink-0"
            data-autofocus
          >
            <Volume2 aria-hidden />
          </Button>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <p lang={lang} className="text-xl leading-relaxed font-medium sm:text-2xl">
            {view.text}
          </p>
          <Translation>{view.translation}</Translation>
        </div>
      </div>
      {speech.status === "unavailable" && <AudioUnavailable disabled={disabled} />}
      <p className="text-sm text-muted-foreground">{t("exercises.speak.coach")}</p>
      {!result && (
        <Button type="button" variant="ghost" size="sm" className="self-center text-muted-foreground" onClick={onSkip} disabled={disabled}>
          {t("exercises.speak.cantSpeak")}
        </Button>
      )}
    </div>
  );
}
