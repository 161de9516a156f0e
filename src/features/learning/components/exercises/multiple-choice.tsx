"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { cn } from "@/lib/cn";
import { WithBlanks, verdictClass } from "./parts";
import type { ExerciseProps } from "./types";

// The real radio covers its card, invisible: a click anywhere lands on it, and it keeps the focus.
const overlay =
  "absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0 disabled:cursor-default";

/** Radio cards; keys 1 to n choose too (when no text field has the focus). */
export function MultipleChoice({
  view,
  disabled,
  onAnswer,
  result,
  lang,
  index: item,
}: ExerciseProps<"multipleChoice">) {
  const t = useTranslations("learning");
  const [chosen, setChosen] = useState<number | null>(null);

  useEffect(() => {
    if (disabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input[type=text], textarea, [contenteditable=true]")) return;
      const choice = Number(event.key) - 1;
      if (Number.isInteger(choice) && choice >= 0 && choice < view.choices.length) {
        event.preventDefault();
        setChosen(choice);
        onAnswer({ kind: "choice", index: choice });
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [disabled, onAnswer, view.choices.length]);

  return (
    <fieldset aria-describedby={`choice-keys-${item}`} className="flex min-w-0 flex-col gap-5">
      <legend lang={lang} className="mb-5 text-xl leading-relaxed font-medium sm:text-2xl">
        <WithBlanks text={view.question} />
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {view.choices.map((choice, index) => {
          const isExpected = result ? choice === result.expected : false;
          const verdict = result && (index === chosen ? result.correct : isExpected ? true : undefined);
          return (
            <label
              key={index}
              className={cn(
                "group relative flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 bg-card px-4 py-3 transition-colors",
                "has-focus-visible:ring-2 has-focus-visible:ring-primary/40 has-disabled:cursor-default",
                result
                  ? verdictClass(verdict ?? undefined)
                  : "hover:border-primary/60 has-checked:border-primary has-checked:bg-primary-soft",
              )}
            >
              <input
                type="radio"
                name={`choice-${item}`}
                value={index}
                checked={chosen === index}
                disabled={disabled}
                onChange={() => {
                  setChosen(index);
                  onAnswer({ kind: "choice", index });
                }}
                data-autofocus={index === 0 || undefined}
                className={overlay}
              />
              <kbd
                aria-hidden
                className={cn(
                  "grid size-7 shrink-0 place-items-center rounded-lg border bg-background font-sans text-xs font-semibold text-muted-foreground",
                  !result && "group-has-checked:border-primary group-has-checked:text-primary",
                )}
              >
                {index + 1}
              </kbd>
              <span lang={lang} className="text-base font-medium sm:text-lg">
                {choice}
              </span>
            </label>
          );
        })}
      </div>
      <p id={`choice-keys-${item}`} className="sr-only">
        {t("exercises.choiceKeys", { count: view.choices.length })}
      </p>
    </fieldset>
  );
}
