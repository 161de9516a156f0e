"use client";

import { BookOpen } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState, type KeyboardEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { countWords } from "../../email/words";
import { EmailOutcome } from "./email-outcome";
import type { ExerciseProps } from "./types";

/** The reference sheet of e-mail conventions. */
export const EMAIL_GUIDE_HREF = "/dashboard/email-guide";

type Length = "short" | "within" | "long";
const lengthOf = (words: number, { min, max }: { min: number; max: number }): Length =>
  words < min ? "short" : words > max ? "long" : "within";

// Enter writes a new line here (or, in the subject, moves on): it must not reach the player's "Enter checks".
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === "Enter") event.stopPropagation();
};

const fieldClass =
  "w-full rounded-xl border-2 border-input bg-background px-4 py-3 text-base outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-80";

/**
 * A work e-mail to write: the situation, who it goes to and in which register, what it must
 * contain, then a subject and a body with a live word count. Once sent, the correction (or the
 * self-check beside the model answer) shows under it.
 */
export function Email({ view, disabled, onAnswer, result, lang, index }: ExerciseProps<"email">) {
  const t = useTranslations("learning.exercises.email");
  const [subject, setSubject] = useState(view.last?.subject ?? "");
  const [body, setBody] = useState(view.last?.body ?? "");
  const words = countWords(body);
  const length = lengthOf(words, view.words);
  const update = (nextSubject: string, nextBody: string) => {
    setSubject(nextSubject);
    setBody(nextBody);
    onAnswer(nextBody.trim() ? { kind: "email", subject: nextSubject, body: nextBody } : null);
  };
  const lengthText: Record<Length, string> = {
    short: t("length.short", { min: view.words.min }),
    within: t("length.within"),
    long: t("length.long", { max: view.words.max }),
  };
  // The learner's last e-mail for this task fills the fields: it can be sent again as it is.
  useEffect(() => {
    if (!result && view.last?.body.trim()) onAnswer({ kind: "email", ...view.last });
  }, [onAnswer, result, view.last]);
  const ids = { situation: `email-situation-${index}`, count: `email-count-${index}` };

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby={`${ids.situation}-title`}
        className="flex flex-col gap-3 rounded-2xl bg-muted px-5 py-4"
      >
        <h3 id={`${ids.situation}-title`} className="sr-only">
          {t("situation")}
        </h3>
        <p id={ids.situation} className="text-base leading-relaxed">
          {view.situation}
        </p>
        <div className="flex flex-wrap gap-2">
          <Badge>{t("to", { recipient: view.recipient })}</Badge>
          <Badge className="bg-primary-soft text-primary">
            {view.register === "formal" ? t("register.formal") : t("register.friendly")}
          </Badge>
        </div>
        <div>
          <p className="text-sm font-semibold">{t("mustContain")}</p>
          <ul className="mt-1 list-disc ps-5 text-sm">
            {view.checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`email-subject-${index}`} className="text-sm font-semibold">
          {t("subject")}
        </label>
        <input
          id={`email-subject-${index}`}
          lang={lang}
          value={subject}
          maxLength={200}
          disabled={disabled}
          onKeyDown={keepEnter}
          onChange={(event) => update(event.target.value, body)}
          className={fieldClass}
          data-autofocus
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`email-body-${index}`} className="text-sm font-semibold">
          {t("body")}
        </label>
        <textarea
          id={`email-body-${index}`}
          lang={lang}
          value={body}
          rows={10}
          maxLength={5000}
          disabled={disabled}
          onKeyDown={keepEnter}
          onChange={(event) => update(subject, event.target.value)}
          aria-describedby={ids.count}
          className={cn(fieldClass, "min-h-56 leading-relaxed")}
        />
        <p
          id={ids.count}
          className={cn("text-sm tabular-nums", length === "within" ? "text-muted-foreground" : "text-foreground")}
        >
          {t("count", { words, min: view.words.min, max: view.words.max })}
        </p>
        {/* Said once when the length crosses the range's edge, not at every word. */}
        <p role="status" className="sr-only">
          {words > 0 && lengthText[length]}
        </p>
      </div>

      {result?.email && <EmailOutcome result={result.email} lang={lang} index={index} />}

      <Link
        href={EMAIL_GUIDE_HREF}
        target="_blank"
        className="inline-flex w-fit items-center gap-2 rounded text-sm font-medium text-primary underline underline-offset-4"
      >
        <BookOpen aria-hidden className="size-4" />
        {t("guideLink")}
      </Link>
    </div>
  );
}
