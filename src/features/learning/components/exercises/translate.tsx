"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { textAnswer } from "./tiles";
import { AnswerField } from "./answer-field";
import type { ExerciseProps } from "./types";

/** A sentence in the learner's language, to write in the language learned. */
export function Translate({ view, disabled, onAnswer, result, lang, index }: ExerciseProps<"translate">) {
  const t = useTranslations("learning");
  const [text, setText] = useState("");
  return (
    <div className="flex flex-col gap-5">
      <blockquote
        id={`translate-source-${index}`}
        lang={view.sourceLanguage}
        className="relative rounded-2xl bg-muted px-5 py-4 text-xl leading-relaxed font-medium sm:text-2xl"
      >
        {view.source}
      </blockquote>
      <AnswerField
        id={`answer-${index}`}
        label={t("exercises.translate.label")}
        placeholder={t("exercises.translate.placeholder")}
        value={text}
        onChange={(value) => {
          setText(value);
          onAnswer(textAnswer(value));
        }}
        disabled={disabled}
        lang={lang}
        correct={result?.correct}
        describedBy={`translate-source-${index}`}
      />
    </div>
  );
}
