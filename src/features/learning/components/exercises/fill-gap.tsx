"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { Translation, verdictClass } from "./parts";
import { textAnswer } from "./tiles";
import { rawTextInput, type ExerciseProps } from "./types";

/** The sentence with a field in its gap, which widens with what is typed; its meaning below. */
export function FillGap({ view, disabled, onAnswer, result, lang, index }: ExerciseProps<"fillGap">) {
  const t = useTranslations("learning");
  const [text, setText] = useState("");
  return (
    <div className="flex flex-col gap-5">
      <p lang={lang} className="text-xl leading-[2.6] font-medium sm:text-2xl">
        {view.before}
        <input
          type="text"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onAnswer(textAnswer(event.target.value));
          }}
          disabled={disabled}
          aria-label={t("exercises.fillGap.label")}
          aria-describedby={`gap-translation-${index}`}
          maxLength={80}
          enterKeyHint="done"
          data-autofocus
          {...rawTextInput}
          style={{ width: `${Math.max(5, text.length + 2)}ch` }}
          className={cn(
            "mx-1 inline-block h-11 max-w-full rounded-xl border-2 border-dashed border-primary/50 bg-card px-2 text-center align-middle font-semibold text-primary outline-none",
            "focus-visible:border-solid focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 disabled:opacity-100",
            result && "border-solid text-foreground",
            verdictClass(result?.correct),
          )}
        />
        {view.after}
      </p>
      <Translation id={`gap-translation-${index}`}>{view.translation}</Translation>
    </div>
  );
}
