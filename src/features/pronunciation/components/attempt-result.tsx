"use client";

import { Lightbulb } from "lucide-react";
import { useTranslations } from "next-intl";
import { scoreColourClass } from "@/components/ui/score-colours";
import { cn } from "@/lib/cn";
import type { Colour } from "../scoring/score";
import type { AttemptView } from "../types";
import { CoachSummaryPanel } from "./coach-summary";

export function ScoreBadge({ score, colour, className }: { score: number; colour: Colour; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex min-w-12 justify-center rounded-full border px-2 py-0.5 font-semibold tabular-nums",
        scoreColourClass[colour],
        className,
      )}
    >
      {score}
    </span>
  );
}

/**
 * A scored attempt: the overall score, each word with its syllables and sounds (and what a wrong
 * one was heard as), how to improve, and the coach's summary when a model is configured.
 */
export function AttemptResult({
  attempt,
  speak,
  summary,
}: {
  attempt: AttemptView;
  speak: ((text: string) => void) | null;
  summary: boolean;
}) {
  const t = useTranslations("pronunciation");
  const { result } = attempt;
  return (
    <section
      aria-labelledby="result-title"
      className="flex flex-col gap-5 rounded-[var(--radius-card)] border bg-card p-5 shadow-sm"
      data-testid="result"
    >
      <div className="flex flex-wrap items-center gap-4">
        <h2 id="result-title" className="font-display text-2xl font-semibold">
          {t("result.title")}
        </h2>
        <ScoreBadge score={result.score} colour={result.colour} className="text-2xl" />
        <p className="text-sm text-muted-foreground">{t("result.completeness", { value: result.completeness })}</p>
        {result.fluency && (
          <p className="text-sm text-muted-foreground">
            {t("result.fluency", { score: result.fluency.score })} ·{" "}
            {t("result.rate", { rate: result.fluency.syllablesPerSecond, pauses: result.fluency.longPauses })}
          </p>
        )}
      </div>
      <p className="text-sm">{t("result.heard", { text: attempt.recognized })}</p>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t("result.words")}</h3>
        <ul className="flex flex-wrap gap-3">
          {result.words.map((word, index) => (
            <li
              key={`${word.text}-${index}`}
              className={cn("flex flex-col gap-1 rounded-2xl border px-3 py-2", scoreColourClass[word.colour])}
              data-word={word.text}
            >
              <span className="flex items-center justify-between gap-3 font-semibold">
                {word.text} <span className="text-xs tabular-nums">{word.score}</span>
              </span>
              <span className="flex flex-wrap gap-1 font-mono text-sm" aria-label={t("result.sounds")}>
                {word.phonemes.map((phoneme, at) => (
                  <span
                    key={at}
                    title={`${t(`result.verdict.${phoneme.verdict}`)} · ${phoneme.score}`}
                    className={cn(
                      "rounded px-1",
                      phoneme.verdict === "correct"
                        ? ""
                        : phoneme.verdict === "close"
                          ? "bg-amber-300/60 dark:bg-amber-700/60"
                          : "bg-red-300/70 dark:bg-red-800/70",
                    )}
                  >
                    {phoneme.symbol}
                    <span className="sr-only"> ({t(`result.verdict.${phoneme.verdict}`)})</span>
                    {phoneme.heardAs && phoneme.verdict !== "correct" && (
                      <span className="ml-1 text-xs">{t("result.heardAs", { sound: phoneme.heardAs })}</span>
                    )}
                  </span>
                ))}
              </span>
              {word.syllables.length > 1 && (
                <span className="flex flex-wrap gap-1 text-xs" aria-label={t("result.syllables")}>
                  {word.syllables.map((syllable, at) => (
                    <span key={at} className="flex items-center gap-1 font-mono">
                      {syllable.sounds}{" "}
                      <ScoreBadge
                        score={syllable.score}
                        colour={syllable.colour}
                        className="min-w-8 px-1 py-0 text-[0.7rem]"
                      />
                    </span>
                  ))}
                </span>
              )}
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">{t("result.legend")}</p>
      </div>
      <Coaching attempt={attempt} speak={speak} />
      {summary && <CoachSummaryPanel attemptId={attempt.id} />}
    </section>
  );
}

function Coaching({ attempt, speak }: { attempt: AttemptView; speak: ((text: string) => void) | null }) {
  const t = useTranslations("pronunciation");
  if (attempt.coaching.length === 0) return <p className="font-medium">{t("coaching.allGood")}</p>;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="flex items-center gap-2 font-semibold">
        <Lightbulb aria-hidden className="size-4 text-amber-500" />
        {t("coaching.title")}
      </h3>
      {attempt.coaching.map((item) => (
        <article
          key={item.family}
          className="flex flex-col gap-2 rounded-2xl border bg-background p-4"
          data-family={item.family}
        >
          <h4 className="font-semibold">{item.title}</h4>
          <p className="text-sm">{item.how}</p>
          {item.forYou && (
            <p className="text-sm">
              <strong>{t("coaching.forYou")}</strong> {item.forYou}
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            <strong>{t("coaching.watchOut")}</strong> {item.watchOut}
          </p>
          {item.pairs.length > 0 && (
            <div className="flex flex-col gap-1">
              <h5 className="text-sm font-semibold">{t("coaching.pairs")}</h5>
              <ul className="flex flex-wrap gap-2 text-sm">
                {item.pairs.map((pair) => (
                  <li
                    key={`${pair.a.text}-${pair.b.text}`}
                    className="flex items-center gap-1 rounded-full border px-3 py-1"
                  >
                    <PairWord word={pair.a} speak={speak} /> / <PairWord word={pair.b} speak={speak} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </article>
      ))}
    </div>
  );
}

function PairWord({
  word,
  speak,
}: {
  word: { text: string; meaning: string };
  speak: ((text: string) => void) | null;
}) {
  if (!speak) return <span title={word.meaning}>{word.text}</span>;
  return (
    <button
      type="button"
      className="font-medium text-primary underline-offset-4 hover:underline"
      title={word.meaning}
      onClick={() => speak(word.text)}
    >
      {word.text}
    </button>
  );
}
