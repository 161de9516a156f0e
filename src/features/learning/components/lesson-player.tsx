"use client";

import { ArrowRight, RotateCw, X } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/browser/use-client-value";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { failureText, request, requestBlob } from "@/lib/request";
import type { AnswerInput, AnswerResponse, PlayerState, SpokenScore } from "../player-types";
import { exerciseComponents } from "./exercises";
import { FeedbackPanel, verdictOf, type ReportControl } from "./feedback-panel";
import { COURSE_HREF, LessonEnd, RetryIntro } from "./lesson-screens";
import { useEnterKey } from "./use-enter-key";
import {
  applyAnswer,
  progressOf,
  retryCount,
  startingStep,
  stepAfter,
  type PlayerModel,
  type Step,
} from "./player-model";

const lessonEndpoints = {
  answer: "/api/learning/answers",
  listen: "/api/learning/listen",
  audio: "/api/learning/listen/audio",
  spoken: "/api/pronunciation/spoken-exercises",
};

type FocusTarget = "feedback" | "item" | "heading" | "check" | null;

/*
 * « My answer should be accepted »: offered where the answers are stored in the learner's account
 * (a lesson or unit test, a review session; not the trial of /try), after a typed answer the
 * server rejected. Only the position is sent: the server reads the answer it stored.
 */
const REPORT_ENDPOINT = "/api/learning/answer-reports";
const reportKinds: Record<string, "lesson" | "review"> = {
  [lessonEndpoints.answer]: "lesson",
  "/api/review/answers": "review",
};
const TYPED_VIEWS: ReadonlySet<string> = new Set(["translate", "fillGap", "listen", "wordOrder"]);
type ReportState = { index: number; status: ReportControl["status"]; error: string | null };

/**
 * The lesson, one exercise at a time. Each answer is sent as it is given and judged by the
 * server; the verdict shows at once. A reload resumes at the first item not answered. Enter
 * checks, then continues; the focus follows (feedback, then the next item's first field).
 */
export function LessonPlayer({
  initial,
  nextLessonHref,
  serverSpeech = false,
  endpoints = lessonEndpoints,
  exit,
}: {
  initial: PlayerState;
  nextLessonHref: string | null;
  serverSpeech?: boolean;
  /** Where answers and listen sentences go: the learner's lessons, their review session, or the visitor's trial of /try. */
  endpoints?: { answer: string; listen: string; audio?: string; spoken?: string };
  /** Where closing and finishing lead (the course map unless said otherwise), and the button's words. */
  exit?: { href: string; label: string };
}) {
  const t = useTranslations("learning");
  const [model, setModel] = useState<PlayerModel>({ items: initial.items, finished: initial.finished });
  const [step, setStep] = useState<Step>(() => startingStep(initial));
  const [draft, setDraft] = useState<AnswerInput | null>(null);
  /** The last answer sent: its kind tells a skip from a sentence said aloud, and a failed send is retried with it. */
  const [sent, setSent] = useState<AnswerInput | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [report, setReport] = useState<ReportState | null>(null);
  // The fields are controlled: until React runs in the page, what is typed would be lost. They wait for it.
  const ready = useHydrated();

  const focusTarget = useRef<FocusTarget>(null);
  const feedbackRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const itemRef = useRef<HTMLDivElement>(null);
  const checkRef = useRef<HTMLButtonElement>(null);

  const item = step.kind === "item" ? model.items[step.position] : undefined;
  const result = item?.result ?? null;
  // When the item appeared: a review answer's speed is part of its rating (hesitant → hard, fluent → easy).
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, [item?.index]);
  const { answered, total } = progressOf(model.items);

  const submit = useCallback(
    async (answer: AnswerInput) => {
      if (!item || item.result || sending) return;
      setSending(true);
      setSendError(null);
      setSent(answer);
      try {
        const timing = initial.kind === "review" ? { responseMs: Math.round(performance.now() - shownAt.current) } : {};
        const response = await request<AnswerResponse>("POST", endpoints.answer, {
          attemptId: initial.attemptId,
          index: item.index,
          answer,
          ...timing,
        });
        focusTarget.current = "feedback";
        setModel((current) => applyAnswer(current, item.index, response));
      } catch (failure) {
        setSendError(failureText(failure, t("feedback.sendFailed")));
      } finally {
        setSending(false);
      }
    },
    [endpoints.answer, initial.attemptId, initial.kind, item, sending, t],
  );

  // After a failed send, the same answer goes again, unless the learner has changed it since.
  const toSend = sendError && sent ? sent : draft;
  const changeAnswer = useCallback((answer: AnswerInput | null) => {
    setDraft(answer);
    setSendError(null);
  }, []);

  const go = (next: Step) => {
    focusTarget.current = next.kind === "item" ? "item" : "heading";
    setDraft(null);
    setSent(null);
    setSendError(null);
    setReport(null);
    setStep(next);
  };
  const next = () => step.kind === "item" && go(stepAfter(model, step.position));
  const startRetries = () => step.kind === "retryIntro" && go({ kind: "item", position: step.position });
  const skip = useCallback(() => void submit({ kind: "skip" }), [submit]);
  // Done by the focus effect after the tap's render, once the completed answer has enabled the button.
  const focusCheck = useCallback(() => {
    focusTarget.current = "check";
  }, []);

  // Enter checks the answer, then continues, wherever the focus is (buttons and links keep their own Enter).
  useEnterKey(() => {
    if (step.kind === "retryIntro") startRetries();
    else if (result) next();
    else if (toSend && !sending) void submit(toSend);
  });

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    if (target === "feedback") feedbackRef.current?.focus();
    else if (target === "check") checkRef.current?.focus();
    else if (target === "heading") headingRef.current?.focus();
    else {
      // The item's own first field; else its instruction (never a secondary button such as Skip, which Enter would press).
      const field = itemRef.current?.querySelector<HTMLElement>("[data-autofocus]:not(:disabled)");
      (field ?? headingRef.current)?.focus();
    }
  });

  const Exercise = item ? exerciseComponents[item.view.type] : null;
  const verdict = result && verdictOf(result, sent?.kind === "spoken" || sent?.kind === "skip" ? sent.kind : "other");
  const wrong = verdict === "wrong";
  const reportKind = reportKinds[endpoints.answer];
  const reportable = wrong && item && reportKind && sent?.kind === "text" && TYPED_VIEWS.has(item.view.type);
  const sendReport = async () => {
    if (!item || !reportKind || (report?.index === item.index && report.status !== "idle")) return;
    const index = item.index;
    setReport({ index, status: "sending", error: null });
    try {
      await request("POST", REPORT_ENDPOINT, { attemptId: initial.attemptId, index, kind: reportKind });
      // Keyed by the item: an answer that arrives after Continue does not mark the next item.
      setReport((current) => (current?.index === index ? { index, status: "done", error: null } : current));
    } catch (failure) {
      setReport((current) =>
        current?.index === index ? { index, status: "idle", error: failureText(failure, t("report.failed")) } : current,
      );
    }
  };
  const reportHere = report?.index === item?.index ? report : null;
  const reportControl = reportable
    ? { status: reportHere?.status ?? "idle", error: reportHere?.error ?? null, onReport: () => void sendReport() }
    : undefined;
  const panel = result && verdict && (
    <FeedbackPanel
      ref={feedbackRef}
      result={result}
      verdict={verdict}
      lang={initial.speechLang}
      onContinue={next}
      report={reportControl}
    />
  );

  return (
    <div className="mx-auto flex min-h-[75dvh] w-full max-w-2xl flex-col gap-6">
      <div className="flex items-center gap-3 sm:gap-4">
        <Link
          href={exit?.href ?? COURSE_HREF}
          aria-label={t("player.close")}
          className="-ml-2 grid size-11 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden className="size-6" />
        </Link>
        <div
          role="progressbar"
          aria-label={t("player.progress")}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answered}
          aria-valuetext={t("player.progressValue", { answered, total })}
          className="h-3.5 flex-1 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="relative h-full rounded-full bg-primary transition-[width] duration-500 ease-out after:absolute after:inset-x-2 after:top-[3px] after:h-1 after:rounded-full after:bg-white/30"
            style={{ width: `${total ? (answered / total) * 100 : 0}%` }}
          />
        </div>
        <span aria-hidden className="min-w-10 text-right text-sm font-semibold text-muted-foreground tabular-nums">
          {answered}/{total}
        </span>
      </div>

      <h1 className="-mt-2 truncate text-sm text-muted-foreground">
        {initial.lesson.unitTitle} · <span className="font-medium text-foreground">{initial.lesson.title}</span>
      </h1>

      {step.kind === "summary" && (
        <LessonEnd
          ref={headingRef}
          kind={initial.kind}
          summary={model.finished}
          nextLessonHref={nextLessonHref}
          exit={exit}
        />
      )}
      {step.kind === "retryIntro" && (
        <RetryIntro ref={headingRef} count={retryCount(model.items)} onStart={startRetries} />
      )}

      {item && Exercise && (
        <>
          <div
            key={item.index}
            ref={itemRef}
            data-exercise-id={item.exerciseId}
            data-exercise-type={item.view.type}
            className="flex flex-1 flex-col gap-6 transition-[translate] duration-300 ease-out starting:translate-x-3"
          >
            <div className="flex flex-col gap-2">
              {item.round === 2 && (
                <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent">
                  <RotateCw aria-hidden className="size-3.5" />
                  {t("player.retryBadge")}
                </span>
              )}
              <h2
                ref={headingRef}
                tabIndex={-1}
                className="font-display text-2xl font-semibold tracking-tight text-balance outline-none sm:text-3xl"
              >
                {item.instruction}
              </h2>
            </div>
            <Exercise
              view={item.view}
              disabled={!ready || sending || result !== null}
              onAnswer={changeAnswer}
              onSkip={skip}
              onComplete={focusCheck}
              result={result}
              lang={initial.speechLang}
              index={item.index}
              loadSentence={() =>
                request<{ text: string }>("POST", endpoints.listen, {
                  attemptId: initial.attemptId,
                  index: item.index,
                }).then((response) => response.text)
              }
              loadAudio={
                serverSpeech && endpoints.audio
                  ? () => requestBlob("POST", endpoints.audio!, { attemptId: initial.attemptId, index: item.index })
                  : null
              }
              scoreSpeech={
                endpoints.spoken
                  ? (alternatives) =>
                      request<SpokenScore>("POST", endpoints.spoken!, {
                        attemptId: initial.attemptId,
                        index: item.index,
                        alternatives,
                      })
                  : null
              }
            />
          </div>

          <div className="sticky bottom-0 -mx-1 mt-auto flex flex-col gap-3 bg-linear-to-t from-background from-80% to-transparent px-1 pt-6 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <div role="status">{!wrong && panel}</div>
            <div role="alert">{wrong && panel}</div>
            {!result && (
              <>
                {sendError && (
                  <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
                    {sendError}
                  </p>
                )}
                <Button
                  ref={checkRef}
                  type="button"
                  size="lg"
                  onClick={() => toSend && void submit(toSend)}
                  disabled={!ready || !toSend || sending}
                  aria-keyshortcuts="Enter"
                  className={cn("w-full sm:ml-auto sm:w-auto sm:min-w-44", sending && "disabled:opacity-80")}
                >
                  {sending
                    ? t("actions.checking")
                    : sendError
                      ? t("actions.retrySend")
                      : item.view.type === "speak"
                        ? t("actions.saidIt")
                        : t("actions.check")}
                  {!sending && <ArrowRight aria-hidden />}
                </Button>
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
