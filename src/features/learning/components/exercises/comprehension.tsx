"use client";

import { CircleCheck, CircleX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { cn } from "@/lib/cn";
import type { ComprehensionResult } from "../../player-types";
import { verdictClass } from "./parts";
import { PiecePlayer } from "./piece-player";
import type { ExerciseProps } from "./types";

/**
 * A listening piece: its title, kind and speakers, the server's audio, then one radio group per
 * question; the Check button waits for every answer. Afterwards, each question's verdict (with
 * the answer and why on the last try), the transcript and the informal speech heard.
 */
export function Comprehension({
  view,
  disabled,
  onAnswer,
  result,
  lang,
  index: item,
  loadPieceAudio = null,
  syntheticVoice = false,
}: ExerciseProps<"comprehension">) {
  const t = useTranslations("learning.exercises.comprehension");
  const [chosen, setChosen] = useState<(number | null)[]>(() => view.questions.map(() => null));
  const details = result?.comprehension;

  const choose = (question: number, choice: number) => {
    const next = chosen.map((value, position) => (position === question ? choice : value));
    setChosen(next);
    onAnswer(next.every((value) => value !== null) ? { kind: "choices", indexes: next as number[] } : null);
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t(`genres.${view.genre}`)}
        </p>
        <h3 className="text-xl font-semibold">{view.title}</h3>
        <p className="text-sm text-muted-foreground">{t("speakers", { names: view.speakers.join(", ") })}</p>
      </header>
      {loadPieceAudio && <PiecePlayer load={loadPieceAudio} syntheticVoice={syntheticVoice} />}
      <div className="flex flex-col gap-5">
        {view.questions.map((question, position) => {
          const verdict = details?.questions[position];
          return (
            <fieldset key={position} className="flex min-w-0 flex-col gap-3">
              <legend className="mb-3 text-lg font-medium">
                <span className="sr-only">{t("questionNumber", { number: position + 1 })} </span>
                <span lang={lang}>{question.question}</span>
              </legend>
              <div className="grid gap-2">
                {question.choices.map((choice, index) => (
                  <label
                    key={index}
                    className={cn(
                      "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 bg-card px-4 py-2.5 transition-colors",
                      "has-focus-visible:ring-2 has-focus-visible:ring-primary/40 has-disabled:cursor-default",
                      verdict
                        ? verdictClass(
                            chosen[position] === index ? verdict.correct : verdict.answer === choice ? true : undefined,
                          )
                        : "hover:border-primary/60 has-checked:border-primary has-checked:bg-primary-soft",
                    )}
                  >
                    <input
                      type="radio"
                      name={`piece-${item}-question-${position}`}
                      value={index}
                      checked={chosen[position] === index}
                      disabled={disabled}
                      onChange={() => choose(position, index)}
                      className="size-4 shrink-0 accent-primary"
                    />
                    <span lang={lang}>{choice}</span>
                  </label>
                ))}
              </div>
              {verdict && <QuestionVerdict verdict={verdict} lang={lang} />}
            </fieldset>
          );
        })}
      </div>
      {details && !details.transcript && result && !result.correct && (
        <p className="rounded-xl bg-muted px-4 py-3 text-sm">{t("retryHint")}</p>
      )}
      {details?.transcript && <Transcript details={details} lang={lang} />}
    </div>
  );
}

function QuestionVerdict({ verdict, lang }: { verdict: ComprehensionResult["questions"][number]; lang: string }) {
  const t = useTranslations("learning.exercises.comprehension");
  const Icon = verdict.correct ? CircleCheck : CircleX;
  return (
    <div className="flex items-start gap-2 text-sm">
      <Icon
        aria-hidden
        className={cn(
          "mt-0.5 size-4 shrink-0",
          verdict.correct ? "text-emerald-700 dark:text-emerald-300" : "text-danger",
        )}
      />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">
          {verdict.correct ? t("right") : t("wrong")}
          {verdict.answer !== undefined && !verdict.correct && (
            <>
              {" · "}
              {t("answer")} <span lang={lang}>{verdict.answer}</span>
            </>
          )}
        </p>
        {verdict.explanation && <p>{verdict.explanation}</p>}
      </div>
    </div>
  );
}

function Transcript({ details, lang }: { details: ComprehensionResult; lang: string }) {
  const t = useTranslations("learning.exercises.comprehension");
  return (
    <section className="flex flex-col gap-4 rounded-2xl border bg-card p-4" aria-labelledby="piece-transcript">
      <h3 id="piece-transcript" className="text-lg font-semibold">
        {t("transcript")}
      </h3>
      <dl className="flex flex-col gap-2" lang={lang}>
        {details.transcript!.map((line, position) => (
          <div key={position} className="grid gap-x-3 sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold">{line.speaker}</dt>
            <dd>{line.text}</dd>
          </div>
        ))}
      </dl>
      {details.informal && details.informal.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold">{t("informal")}</h4>
          <ul className="flex flex-col gap-2 text-sm">
            {details.informal.map((pair) => (
              <li key={pair.heard} className="rounded-xl bg-muted px-3 py-2">
                {t("heard")} <q lang={lang}>{pair.heard}</q> — {t("written")} <q lang={lang}>{pair.standard}</q>
                <span className="block text-muted-foreground">{pair.note}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
