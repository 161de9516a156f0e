"use client";

import { ArrowRight, CircleCheck, CircleX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { request } from "@/lib/request";
import type { EmailResult } from "../../player-types";

/**
 * What follows a sent e-mail: the model's correction card (checklist, register, errors, useful
 * words), or without one the checklist to tick against the learner's own e-mail; then the model
 * answer either way.
 */
export function EmailOutcome({ result, lang, index }: { result: EmailResult; lang: string; index: number }) {
  return (
    <div className="flex flex-col gap-4">
      {result.feedback ? (
        <CorrectionCard feedback={result.feedback} checklist={result.checklist} lang={lang} />
      ) : (
        <SelfCheck
          reason={result.selfCheck}
          checklist={result.checklist}
          index={index}
          submissionId={result.submissionId}
          ticked={result.ticked}
        />
      )}
      <ModelAnswer model={result.model} lang={lang} />
    </div>
  );
}

type Feedback = NonNullable<EmailResult["feedback"]>;

function CorrectionCard({ feedback, checklist, lang }: { feedback: Feedback; checklist: string[]; lang: string }) {
  const t = useTranslations("learning.exercises.email");
  return (
    <section
      aria-labelledby="email-correction-title"
      className="flex flex-col gap-4 rounded-2xl border-2 border-primary/30 bg-card p-5"
      data-testid="email-correction"
    >
      <h3 id="email-correction-title" className="text-lg font-bold">
        {t("correction.title")}
      </h3>
      {feedback.summary && <p>{feedback.summary}</p>}
      <div>
        <h4 className="text-sm font-semibold">{t("correction.checklist")}</h4>
        <ul className="mt-2 flex flex-col gap-2">
          {feedback.checklist.map((entry) => (
            <li key={entry.item} className="flex items-start gap-2 text-sm">
              {entry.met ? (
                <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-300" />
              ) : (
                <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
              )}
              <span>
                <span className="sr-only">{entry.met ? t("correction.met") : t("correction.notMet")} </span>
                <span className="font-medium">{checklist[entry.item]}</span>
                {entry.comment && <span className="text-muted-foreground"> — {entry.comment}</span>}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="text-sm font-semibold">{t("correction.register")}</h4>
        <p className="mt-1 text-sm">
          {feedback.register.appropriate ? t("correction.registerRight") : t("correction.registerWrong")}{" "}
          {feedback.register.comment}
        </p>
      </div>
      <div>
        <h4 className="text-sm font-semibold">{t("correction.errors")}</h4>
        {feedback.errors.length === 0 ? (
          <p className="mt-1 text-sm">{t("correction.noErrors")}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {feedback.errors.map((error, position) => (
              <li key={position}>
                <span lang={lang} className="line-through decoration-danger/70">
                  {error.excerpt}
                </span>{" "}
                <ArrowRight aria-label={t("correction.becomes")} className="inline size-4 align-text-bottom" />{" "}
                <span lang={lang} className="font-semibold">
                  {error.correction}
                </span>{" "}
                <span className="text-muted-foreground">({error.rule})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {feedback.usefulWords.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold">{t("correction.words")}</h4>
          <p className="text-sm text-muted-foreground">{t("correction.wordsAdded")}</p>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {feedback.usefulWords.map((word) => (
              <li key={word.phrase}>
                <span lang={lang} className="font-semibold">
                  {word.phrase}
                </span>{" "}
                — {word.meaning}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

type SelfChecked = Exclude<EmailResult, { feedback: Feedback }>;

function SelfCheck({
  reason,
  checklist,
  index,
  submissionId,
  ticked,
}: {
  reason: SelfChecked["selfCheck"];
  checklist: string[];
  index: number;
  submissionId?: string;
  ticked?: number[];
}) {
  const t = useTranslations("learning.exercises.email");
  const [checked, setChecked] = useState<number[]>(ticked ?? []);
  const [notSaved, setNotSaved] = useState(false);
  // One save at a time, in order: the last list ticked is the one kept.
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const tick = (position: number, on: boolean) => {
    const next = on ? [...checked, position].sort((x, y) => x - y) : checked.filter((item) => item !== position);
    setChecked(next);
    if (!submissionId) return;
    saving.current = saving.current.then(() =>
      request("POST", "/api/learning/email/self-check", { submissionId, ticked: next }).then(
        () => setNotSaved(false),
        () => setNotSaved(true),
      ),
    );
  };
  return (
    <section
      aria-labelledby="email-self-check-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-border bg-card p-5"
      data-testid="email-self-check"
    >
      <h3 id="email-self-check-title" className="text-lg font-bold">
        {t("selfCheck.title")}
      </h3>
      <p className="text-sm text-muted-foreground">
        {{ noModel: t("selfCheck.noModel"), budget: t("selfCheck.budget"), failed: t("selfCheck.failed") }[reason]}
      </p>
      <fieldset>
        <legend className="text-sm font-semibold">{t("selfCheck.tick")}</legend>
        <ul className="mt-2 flex flex-col gap-2">
          {checklist.map((item, position) => (
            <li key={item} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                id={`email-check-${index}-${position}`}
                checked={checked.includes(position)}
                onChange={(event) => tick(position, event.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <label htmlFor={`email-check-${index}-${position}`}>{item}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p role="status" className="text-sm text-danger">
        {notSaved && t("selfCheck.notSaved")}
      </p>
    </section>
  );
}

function ModelAnswer({ model, lang }: { model: EmailResult["model"]; lang: string }) {
  const t = useTranslations("learning.exercises.email");
  return (
    <section aria-labelledby="email-model-title" className="flex flex-col gap-2 rounded-2xl bg-muted p-5">
      <h3 id="email-model-title" className="text-lg font-bold">
        {t("model")}
      </h3>
      <p className="text-sm">
        <span className="font-semibold">{t("subjectLine")}</span> <span lang={lang}>{model.subject}</span>
      </p>
      <p lang={lang} className="text-sm leading-relaxed whitespace-pre-line">
        {model.body}
      </p>
    </section>
  );
}
