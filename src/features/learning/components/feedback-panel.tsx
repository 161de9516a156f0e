"use client";

import { ArrowRight, Check, CircleCheck, CircleX, Flag, Info, MailCheck, Mic, SkipForward } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type Ref } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { AnswerResult, ReviewedNote } from "../player-types";
import { NoteText } from "./note-text";

export type Verdict = "right" | "wrong" | "practised" | "skipped" | "sent";

/** How a result reads: a sentence said aloud is practice; a listen passed over is skipped; an e-mail is sent. */
export function verdictOf(result: AnswerResult, sent: "spoken" | "skip" | "other"): Verdict {
  if (result.email) return "sent";
  if (result.skipped) return sent === "skip" ? "skipped" : "practised";
  return result.correct ? "right" : "wrong";
}

const looks: Record<Verdict, { panel: string; title: string; button: string }> = {
  right: {
    panel: "border-emerald-600/40 bg-emerald-50 dark:border-emerald-400/40 dark:bg-emerald-950/70",
    title: "text-emerald-800 dark:text-emerald-200",
    button:
      "bg-emerald-700 text-white hover:bg-emerald-800 dark:bg-emerald-400 dark:text-emerald-950 dark:hover:bg-emerald-300",
  },
  wrong: {
    panel: "border-danger/40 bg-danger-soft",
    title: "text-danger",
    button: "bg-danger text-background hover:bg-danger/90",
  },
  practised: { panel: "border-primary/30 bg-primary-soft", title: "text-primary", button: "" },
  skipped: { panel: "bg-muted", title: "", button: "" },
  sent: { panel: "border-primary/30 bg-primary-soft", title: "text-primary", button: "" },
};

/** « My answer should be accepted », offered after a rejected typed answer of a signed-in learner. */
export type ReportControl = { status: "idle" | "sending" | "done"; error: string | null; onReport: () => void };

/** The verdict on the item just answered: what was right or wrong, and why, then Continue. */
export function FeedbackPanel({
  result,
  verdict,
  lang,
  onContinue,
  report,
  ref,
}: {
  result: AnswerResult;
  verdict: Verdict;
  lang: string;
  onContinue: () => void;
  report?: ReportControl;
  ref?: Ref<HTMLElement>;
}) {
  const t = useTranslations("learning");
  const continueRef = useRef<HTMLButtonElement>(null);
  // The report button is disabled once it has done its work: the focus goes on to Continue rather than to the page.
  const reported = report?.status === "done";
  useEffect(() => {
    if (reported) continueRef.current?.focus();
  }, [reported]);
  const look = looks[verdict];
  const Icon = { right: CircleCheck, wrong: CircleX, practised: Mic, skipped: SkipForward, sent: MailCheck }[verdict];
  const title = {
    right: t("feedback.right"),
    wrong: t("feedback.wrong"),
    practised: t("feedback.practised"),
    skipped: t("feedback.skipped"),
    sent: t("feedback.sent"),
  }[verdict];
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="feedback-title"
      className={cn(
        "flex flex-col gap-4 rounded-2xl border-2 p-4 shadow-lg outline-none sm:flex-row sm:items-end sm:p-5",
        // It slides in without fading, so its colours are never half-drawn (an accessibility scan reads them at once).
        "transition-[translate] duration-300 ease-out starting:translate-y-4",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        look.panel,
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Icon aria-hidden className={cn("mt-0.5 size-7 shrink-0", look.title)} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 id="feedback-title" className={cn("text-xl font-bold", look.title)}>
            {title}
          </h2>
          {verdict === "wrong" && result.expected && (
            <Answer label={t("feedback.expected")} text={result.expected} lang={lang} />
          )}
          {verdict === "skipped" && <Answer label={t("feedback.sentence")} text={result.expected} lang={lang} />}
          {result.notes.length > 0 && (
            <ul className="flex flex-col gap-1.5">
              {result.notes.map((note, position) => (
                <li key={position} className="flex items-start gap-2 text-sm">
                  <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  {note.kind === "reviewed" ? <ReviewedNoteText note={note} /> : <NoteText note={note} />}
                </li>
              ))}
            </ul>
          )}
          {verdict === "wrong" && result.explanation && <p className="text-sm">{result.explanation}</p>}
          {verdict === "right" && result.explanation && (
            <details className="text-sm">
              <summary className="w-fit cursor-pointer rounded font-medium underline-offset-4 hover:underline">
                {t("feedback.why")}
              </summary>
              <p className="mt-1.5">{result.explanation}</p>
            </details>
          )}
          {report && <ReportButton report={report} />}
        </div>
      </div>
      <Button
        ref={continueRef}
        type="button"
        size="lg"
        onClick={onContinue}
        className={cn("w-full shrink-0 sm:w-auto sm:min-w-40", look.button)}
      >
        {t("actions.continue")}
        <ArrowRight aria-hidden />
      </Button>
    </section>
  );
}

/**
 * The report button and what became of it. The panel of a wrong answer is an alert, which a screen
 * reader would read out whole again at any change inside: the button's change of words is kept
 * out of it (aria-live off), and the thanks are said once, politely, by their own status line.
 */
function ReportButton({ report }: { report: ReportControl }) {
  const t = useTranslations("learning");
  const done = report.status === "done";
  return (
    <div className="flex flex-col items-start gap-1.5">
      <div aria-live="off">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={report.onReport}
          disabled={done}
          aria-disabled={report.status === "sending" || undefined}
          className="disabled:text-muted-foreground disabled:opacity-100"
        >
          {done ? <Check aria-hidden /> : <Flag aria-hidden />}
          {done ? t("report.thanks") : report.status === "sending" ? t("report.sending") : t("report.button")}
        </Button>
      </div>
      <p role="status" className={report.error ? "text-sm font-medium text-danger" : "sr-only"}>
        {report.error ?? (done ? t("report.thanks") : "")}
      </p>
    </div>
  );
}

/** A rejected answer accepted on a second opinion: the model's reason, when it was given in this language. */
function ReviewedNoteText({ note }: { note: ReviewedNote }) {
  const t = useTranslations("learning");
  return <span>{note.reason ? t("report.reviewed", { reason: note.reason }) : t("report.reviewedPlain")}</span>;
}

function Answer({ label, text, lang }: { label: string; text: string; lang: string }) {
  return (
    <p className="text-base">
      <span className="font-medium">{label}</span>{" "}
      <span lang={lang} className="font-semibold break-words">
        {text}
      </span>
    </p>
  );
}
