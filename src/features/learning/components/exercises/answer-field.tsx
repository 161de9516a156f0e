"use client";

import { cn } from "@/lib/cn";
import { verdictClass } from "./parts";
import { rawTextInput } from "./types";

/**
 * The learner's typed answer: a text area that grows with the sentence, in the language learned,
 * with no browser correction. Enter sends it (the player listens); Shift+Enter is not needed.
 */
export function AnswerField({
  id,
  label,
  placeholder,
  value,
  onChange,
  disabled,
  lang,
  correct,
  describedBy,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  lang: string;
  correct: boolean | undefined;
  describedBy?: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        lang={lang}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\n/g, " "))}
        disabled={disabled}
        placeholder={placeholder}
        rows={2}
        maxLength={300}
        enterKeyHint="done"
        aria-describedby={describedBy}
        data-autofocus
        {...rawTextInput}
        className={cn(
          "field-sizing-content min-h-28 w-full resize-none rounded-2xl border-2 bg-card px-4 py-3 text-lg leading-relaxed outline-none transition-colors",
          "placeholder:text-muted-foreground/80 focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 disabled:opacity-100",
          verdictClass(correct),
        )}
      />
    </div>
  );
}
