"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { emptyPairs, pairNumber, pairsAnswer, partnerOf, selectInPairs, type PairsState, type Side } from "./pairs";
import type { ExerciseProps } from "./types";

/** One tint per pair, so the two halves of a pair are seen together (with their number, for who cannot tell colours apart). */
const pairTints = [
  "border-sky-500 bg-sky-50 dark:border-sky-400 dark:bg-sky-950/50",
  "border-violet-500 bg-violet-50 dark:border-violet-400 dark:bg-violet-950/50",
  "border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-amber-950/50",
  "border-pink-500 bg-pink-50 dark:border-pink-400 dark:bg-pink-950/50",
  "border-teal-500 bg-teal-50 dark:border-teal-400 dark:bg-teal-950/50",
  "border-orange-500 bg-orange-50 dark:border-orange-400 dark:bg-orange-950/50",
];
const badgeTints = [
  "bg-sky-600 dark:bg-sky-300",
  "bg-violet-600 dark:bg-violet-300",
  "bg-amber-700 dark:bg-amber-300",
  "bg-pink-600 dark:bg-pink-300",
  "bg-teal-700 dark:bg-teal-300",
  "bg-orange-700 dark:bg-orange-300",
];

/** Two columns: pick a term, then its meaning (or the other way); tap a pair to undo it. */
export function MatchPairs({ view, disabled, onAnswer, onComplete, result, lang, index }: ExerciseProps<"matchPairs">) {
  const t = useTranslations("learning");
  const [state, setState] = useState<PairsState>(emptyPairs);
  const columns: { side: Side; words: string[]; heading: string }[] = [
    { side: "term", words: view.terms, heading: t("exercises.matchPairs.terms") },
    { side: "meaning", words: view.meanings, heading: t("exercises.matchPairs.meanings") },
  ];

  const select = (side: Side, position: number) => {
    const next = selectInPairs(state, side, position);
    const answer = pairsAnswer(view.terms, view.meanings, next);
    setState(next);
    onAnswer(answer);
    if (answer && next.pairs.length > state.pairs.length) onComplete();
  };

  return (
    <div className="flex flex-col gap-4">
      <p id={`pairs-hint-${index}`} className="text-sm text-muted-foreground">
        {t("exercises.matchPairs.hint")}
      </p>
      <div
        className={cn(
          "grid grid-cols-2 gap-3 rounded-2xl sm:gap-4",
          result && ["border-2 p-2", result.correct ? "border-emerald-600 dark:border-emerald-400" : "border-danger"],
        )}
      >
        {columns.map(({ side, words, heading }) => (
          <div key={side} className="flex min-w-0 flex-col gap-2.5">
            <h3
              id={`pairs-${side}-${index}`}
              className="px-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {heading}
            </h3>
            <ul aria-labelledby={`pairs-${side}-${index}`} className="flex flex-col gap-2.5">
              {words.map((word, position) => {
                const number = pairNumber(state, side, position);
                const partner = partnerOf(state, side, position);
                const partnerWord =
                  partner === null ? null : side === "term" ? view.meanings[partner] : view.terms[partner];
                const selected = state.selected?.side === side && state.selected.index === position;
                return (
                  <li key={position}>
                    <button
                      type="button"
                      disabled={disabled}
                      onClick={() => select(side, position)}
                      aria-pressed={selected}
                      aria-describedby={`pairs-hint-${index}`}
                      data-autofocus={(side === "term" && position === 0) || undefined}
                      className={cn(
                        "flex min-h-14 w-full items-center gap-2 rounded-xl border-2 border-b-4 bg-card px-3 py-2 text-left text-base font-medium transition-colors",
                        "hover:border-primary/60 disabled:hover:border-border",
                        number !== null && pairTints[(number - 1) % pairTints.length],
                        selected && "border-primary bg-primary-soft ring-2 ring-primary/30",
                      )}
                    >
                      <span lang={side === "term" ? lang : undefined} className="min-w-0 flex-1 break-words">
                        {word}
                      </span>
                      {number !== null && (
                        <span
                          aria-hidden
                          className={cn(
                            "grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold text-white dark:text-background",
                            badgeTints[(number - 1) % badgeTints.length],
                          )}
                        >
                          {number}
                        </span>
                      )}
                      {partnerWord && (
                        <span className="sr-only">{t("exercises.matchPairs.pairedWith", { other: partnerWord })}</span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {t("exercises.matchPairs.progress", { made: state.pairs.length, total: view.terms.length })}
      </p>
    </div>
  );
}
