"use client";

import { LoaderCircle, Mic, Square, Volume2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useRecognition } from "@/components/speech/use-recognition";
import { SyntheticVoiceLabel } from "@/components/speech/synthetic-voice-label";
import { useServerAudio, useSpeech } from "@/components/speech/use-speech";
import { Button } from "@/components/ui/button";
import { scoreColourClass } from "@/components/ui/score-colours";
import { cn } from "@/lib/cn";
import { failureText } from "@/lib/request";
import type { SpokenScore } from "../../player-types";
import { AudioUnavailable } from "./audio-unavailable";
import { Translation } from "./parts";
import type { ExerciseProps } from "./types";

/**
 * A sentence to say aloud. Where the browser recognises speech and the flow has the coach's
 * scorer, the learner can say it into the microphone and see a score word by word; either way the
 * player's main button ("I said it") moves on, and the score is practice, counted neither way.
 * The model sentence is the browser's voice, else the server's (`loadAudio`) where the flow has one.
 */
export function Speak({
  view,
  disabled,
  onAnswer,
  onSkip,
  result,
  lang,
  scoreSpeech,
  loadAudio = null,
  syntheticVoice = false,
}: ExerciseProps<"speak">) {
  const t = useTranslations("learning");
  const speech = useSpeech(lang);
  const fromServer = speech.status === "unavailable" && loadAudio !== null;
  const serverAudio = useServerAudio(fromServer ? loadAudio : null);
  const voiceless = speech.status === "unavailable" && !fromServer;
  const [score, setScore] = useState<SpokenScore | null>(null);
  const [scoring, setScoring] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognition = useRecognition(lang, (text, alternatives) => {
    if (!scoreSpeech) return;
    setScoring(true);
    scoreSpeech(alternatives.length > 0 ? alternatives : [text])
      .then(setScore, (failure: unknown) => setError(failureText(failure, t("exercises.speak.failed"))))
      .finally(() => setScoring(false));
  });
  const canScore = Boolean(scoreSpeech) && (recognition.status === "ready" || recognition.status === "listening");

  // Nothing to fill in: the player's main button ("I said it") is ready at once.
  useEffect(() => onAnswer({ kind: "spoken" }), [onAnswer]);

  const record = () => {
    setScore(null);
    setError(null);
    speech.stop();
    recognition.listen();
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-4 rounded-2xl bg-muted px-5 py-4">
        {voiceless ? (
          <Mic aria-hidden className="mt-1.5 size-6 shrink-0 text-primary" />
        ) : (
          <Button
            type="button"
            size="icon"
            onClick={() =>
              fromServer
                ? void serverAudio
                    .play()
                    .catch((failure: unknown) => setError(failureText(failure, t("exercises.listen.loadFailed"))))
                : speech.speak(view.text)
            }
            disabled={speech.status === "checking" || serverAudio.loading}
            aria-label={t("exercises.speak.listen")}
            className="shrink-0"
            data-autofocus
          >
            {serverAudio.loading ? (
              <LoaderCircle aria-hidden className="motion-safe:animate-spin" />
            ) : (
              <Volume2 aria-hidden />
            )}
          </Button>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <p lang={lang} className="text-xl leading-relaxed font-medium sm:text-2xl">
            {view.text}
          </p>
          <Translation>{view.translation}</Translation>
          {fromServer && syntheticVoice && <SyntheticVoiceLabel text={t("exercises.audio.synthetic")} />}
        </div>
      </div>
      {voiceless && <AudioUnavailable disabled={disabled} />}
      <p className="text-sm text-muted-foreground">
        {canScore ? t("exercises.speak.coachScored") : t("exercises.speak.coach")}
      </p>
      {recognition.status === "denied" && scoreSpeech && (
        <p className="text-sm font-medium text-danger">{t("exercises.speak.micDenied")}</p>
      )}
      {canScore && !result && (
        <div className="flex flex-wrap items-center gap-3">
          {recognition.status === "listening" ? (
            <Button type="button" variant="outline" onClick={recognition.stop}>
              <Square aria-hidden />
              {t("exercises.speak.stop")}
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={record} disabled={disabled || scoring}>
              <Mic aria-hidden />
              {score ? t("exercises.speak.again") : t("exercises.speak.record")}
            </Button>
          )}
          {recognition.interim && (
            <span lang={lang} className="text-sm text-muted-foreground italic">
              {recognition.interim}
            </span>
          )}
          {scoring && <span className="text-sm text-muted-foreground">{t("exercises.speak.scoring")}</span>}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {score && <SpokenResult score={score} lang={lang} />}
      {!result && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-center text-muted-foreground"
          onClick={onSkip}
          disabled={disabled}
        >
          {t("exercises.speak.cantSpeak")}
        </Button>
      )}
    </div>
  );
}

function SpokenResult({ score, lang }: { score: SpokenScore; lang: string }) {
  const t = useTranslations("learning");
  return (
    <div className="flex flex-col gap-2" role="status" data-testid="spoken-score">
      <p
        className={cn("self-start rounded-full border px-3 py-1 text-sm font-semibold", scoreColourClass[score.colour])}
      >
        {t("exercises.speak.score", { score: score.score })}
      </p>
      <ul className="flex flex-wrap gap-2" lang={lang}>
        {score.words.map((word, index) => (
          <li
            key={`${word.text}-${index}`}
            className={cn("rounded-xl border px-2 py-1 text-sm font-medium", scoreColourClass[word.colour])}
          >
            {word.text} <span className="text-xs tabular-nums">{word.score}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{t("exercises.speak.heard", { text: score.recognized })}</p>
    </div>
  );
}
