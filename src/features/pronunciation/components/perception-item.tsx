"use client";

import { Check, Play, Volume2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useServerAudio, type SpeechStatus } from "@/components/speech/use-speech";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { cn } from "@/lib/cn";
import { failureText, request, requestBlob } from "@/lib/request";
import type { PerceptionItem, PerceptionVerdict } from "../types";

type Side = "a" | "b";

const audioOf = (itemId: string, side: "played" | Side) => () =>
  requestBlob("POST", "/api/pronunciation/perception/audio", { itemId, side });

/**
 * One item: the word played by the server (the browser knows only the item's id), the two words
 * to choose from, then the server's verdict with both words to hear again side by side.
 */
export function PerceptionItemCard({
  item,
  speechLang,
  voice,
  onAnswered,
}: {
  item: PerceptionItem;
  speechLang: string;
  /** The browser's voice, for the words once they are no secret. */
  voice: { status: SpeechStatus; speak: (text: string, rate?: number) => void };
  onAnswered: (verdict: PerceptionVerdict) => void;
}) {
  const t = useTranslations("pronunciation.perception");
  const played = useServerAudio(audioOf(item.id, "played"));
  const sideA = useServerAudio(audioOf(item.id, "a"));
  const sideB = useServerAudio(audioOf(item.id, "b"));
  const [verdict, setVerdict] = useState<PerceptionVerdict | null>(null);
  const [heard, setHeard] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const play = async (audio: { play: () => Promise<void> }) => {
    setError(null);
    try {
      await audio.play();
      setHeard(true);
    } catch (failure) {
      setError(failureText(failure, t("audioFailed")));
    }
  };
  const replay = (side: Side) =>
    voice.status === "ready" ? voice.speak(item[side].text, 0.9) : void play(side === "a" ? sideA : sideB);
  const answer = async (choice: Side) => {
    setSending(true);
    setError(null);
    try {
      const result = await request<PerceptionVerdict>("POST", "/api/pronunciation/perception/answers", {
        itemId: item.id,
        choice,
      });
      setVerdict(result);
      onAnswered(result);
    } catch (failure) {
      setError(failureText(failure, t("answerFailed")));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4" data-item={item.id}>
      {!verdict && (
        <>
          <Button
            className="self-start"
            onClick={() => void play(played)}
            disabled={played.loading}
            data-testid="perception-play"
          >
            <Play aria-hidden />
            {heard ? t("playAgain") : t("play")}
          </Button>
          <p className="text-sm font-medium">{t("question")}</p>
        </>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {(["a", "b"] as const).map((side) => {
          const word = item[side];
          const wasPlayed = verdict?.played === side;
          return (
            <div
              key={side}
              className={cn(
                "flex flex-col gap-2 rounded-2xl border-2 bg-background p-4",
                verdict && wasPlayed && "border-emerald-600 dark:border-emerald-400",
              )}
            >
              {verdict ? (
                <p className="font-display text-2xl font-semibold" lang={speechLang}>
                  {word.text}
                </p>
              ) : (
                <Button
                  variant="outline"
                  className="h-auto justify-start py-3 font-display text-2xl font-semibold"
                  lang={speechLang}
                  onClick={() => void answer(side)}
                  disabled={sending || !heard}
                  data-choice={side}
                >
                  {word.text}
                </Button>
              )}
              <span className="text-sm text-muted-foreground">{word.meaning}</span>
              {verdict && (
                <div className="flex flex-wrap items-center gap-2">
                  <Button variant="ghost" size="sm" onClick={() => replay(side)}>
                    <Volume2 aria-hidden />
                    {t("hear", { word: word.text })}
                  </Button>
                  {wasPlayed && <span className="text-sm font-semibold">{t("wasPlayed")}</span>}
                </div>
              )}
            </div>
          );
        })}
      </div>
      {verdict && (
        <p
          role="status"
          data-testid="perception-verdict"
          data-correct={verdict.correct}
          className={cn(
            "flex items-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold",
            verdict.correct
              ? "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50"
              : "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50",
          )}
        >
          {verdict.correct ? <Check aria-hidden className="size-4" /> : <X aria-hidden className="size-4" />}
          {verdict.correct
            ? t("right", { word: item[verdict.played].text })
            : t("wrong", { word: item[verdict.played].text })}
        </p>
      )}
      <ErrorNote>{error}</ErrorNote>
    </div>
  );
}
