"use client";

import { RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/browser/use-client-value";
import type { ServerVoice } from "@/components/speech/synthetic-voice-label";
import { failureText, request, requestBlob } from "@/lib/request";
import type { AnswerInput, AnswerResponse, PlayerState, SpokenScore } from "../player-types";
import { exerciseComponents } from "./exercises";
import { focusNewItem } from "./focus-new-item";
import { AnswerBar } from "./answer-bar";
import { FeedbackPanel, verdictOf } from "./feedback-panel";
import { COURSE_HREF, LessonEnd, RetryIntro } from "./lesson-screens";
import { PlayerTopBar } from "./player-top-bar";
import { TeachReminder, TeachScreen } from "./teach-screen";
import { useAnswerReport } from "./use-answer-report";
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
  speakAudio: "/api/learning/speak/audio",
  pieceAudio: "/api/learning/comprehension/audio",
  spoken: "/api/pronunciation/spoken-exercises",
};

type FocusTarget = "feedback" | "item" | "heading" | "check" | null;

/** The answers that can be reported, by where they are sent: those stored in the learner's account. */
const reportKinds: Record<string, "lesson" | "review"> = {
  [lessonEndpoints.answer]: "lesson",
  "/api/review/answers": "review",
};

/**
 * The lesson, one exercise at a time. Each answer is sent as it is given and judged by the
 * server; the verdict shows at once. A reload resumes at the first item not answered. Enter
 * checks, then continues; the focus follows (feedback, then the next item's first field).
 */
export function LessonPlayer({
  initial,
  nextLessonHref,
  serverSpeech = null,
  endpoints = lessonEndpoints,
  exit,
}: {
  initial: PlayerState;
  nextLessonHref: string | null;
  /** The server's voice for listen and speak exercises when the browser has none; null: none (listening offers to skip). */
  serverSpeech?: ServerVoice | null;
  /** Where answers and listen sentences go: the learner's lessons, their review session, or the visitor's trial of /try. */
  endpoints?: { answer: string; listen: string } & Partial<
    Record<"audio" | "speakAudio" | "pieceAudio" | "spoken", string>
  >;
  /** Where closing and finishing lead (the course map unless said otherwise), and the button's words. */
  exit?: { href: string; label: string };
}) {
  const t = useTranslations("learning");
  const [model, setModel] = useState<PlayerModel>({ items: initial.items, finished: initial.finished });
  const [step, setStep] = useState<Step>(() => startingStep(initial));
  // The lesson's grammar comes first on a fresh attempt; once answering has begun, it stays behind the reminder.
  const [teaching, setTeaching] = useState(
    () => Boolean(initial.teach) && !initial.finished && progressOf(initial.items).answered === 0,
  );
  const [draft, setDraft] = useState<AnswerInput | null>(null);
  /** The last answer sent: its kind tells a skip from a sentence said aloud, and a failed send is retried with it. */
  const [sent, setSent] = useState<AnswerInput | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  // The fields are controlled: until React runs in the page, what is typed would be lost. They wait for it.
  const ready = useHydrated();

  const focusTarget = useRef<FocusTarget>(null);
  const feedbackRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const itemRef = useRef<HTMLDivElement>(null);
  const checkRef = useRef<HTMLButtonElement>(null);

  const item = !teaching && step.kind === "item" ? model.items[step.position] : undefined;
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

  const verdict = result && verdictOf(result, sent?.kind === "spoken" || sent?.kind === "skip" ? sent.kind : "other");
  const wrong = verdict === "wrong";
  const { control: reportControl, reset: resetReport } = useAnswerReport({
    attemptId: initial.attemptId,
    kind: reportKinds[endpoints.answer],
    item,
    rejectedText: wrong && sent?.kind === "text",
  });

  const go = (next: Step) => {
    focusTarget.current = next.kind === "item" ? "item" : "heading";
    setDraft(null);
    setSent(null);
    setSendError(null);
    resetReport();
    setStep(next);
  };
  const next = () => step.kind === "item" && go(stepAfter(model, step.position));
  const startLesson = () => {
    focusTarget.current = "item";
    setTeaching(false);
  };
  const startRetries = () => step.kind === "retryIntro" && go({ kind: "item", position: step.position });
  const skip = useCallback(() => void submit({ kind: "skip" }), [submit]);
  // Done by the focus effect after the tap's render, once the completed answer has enabled the button.
  const focusCheck = useCallback(() => {
    focusTarget.current = "check";
  }, []);

  // Enter checks the answer, then continues, wherever the focus is (buttons and links keep their own Enter).
  useEnterKey(() => {
    if (teaching) startLesson();
    else if (step.kind === "retryIntro") startRetries();
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
    // The item's own first field; else its instruction (never a secondary button such as Skip, which Enter would press).
    else focusNewItem(itemRef.current, headingRef.current);
  });

  const Exercise = item ? exerciseComponents[item.view.type] : null;
  // A listen item's sentence is heard, never shown; a speak item's is shown and heard as the model.
  const audioUrl = item?.view.type === "speak" ? endpoints.speakAudio : endpoints.audio;
  const itemKey = item && { attemptId: initial.attemptId, index: item.index };
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
      <PlayerTopBar exitHref={exit?.href ?? COURSE_HREF} answered={answered} total={total}>
        {initial.teach && !teaching && <TeachReminder teach={initial.teach} lang={initial.speechLang} />}
      </PlayerTopBar>

      <h1 className="-mt-2 truncate text-sm text-muted-foreground">
        {initial.lesson.unitTitle} · <span className="font-medium text-foreground">{initial.lesson.title}</span>
      </h1>

      {teaching && initial.teach && (
        <TeachScreen ref={headingRef} teach={initial.teach} lang={initial.speechLang} onStart={startLesson} />
      )}
      {!teaching && step.kind === "summary" && (
        <LessonEnd
          ref={headingRef}
          kind={initial.kind}
          summary={model.finished}
          nextLessonHref={nextLessonHref}
          exit={exit}
        />
      )}
      {!teaching && step.kind === "retryIntro" && (
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
                className="font-display text-2xl font-semibold tracking-tight text-balance scroll-mt-24 outline-none sm:text-3xl"
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
                serverSpeech && audioUrl
                  ? () => requestBlob("POST", audioUrl, { attemptId: initial.attemptId, index: item.index })
                  : null
              }
              loadPieceAudio={
                endpoints.pieceAudio
                  ? (speed) => requestBlob("POST", endpoints.pieceAudio!, { ...itemKey, speed })
                  : null
              }
              syntheticVoice={serverSpeech === "synthetic"}
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

          <AnswerBar
            feedback={panel}
            wrong={wrong}
            answered={result !== null}
            sendError={sendError}
            sending={sending}
            canCheck={ready && toSend !== null}
            spoken={item.view.type === "speak"}
            checkLabel={item.view.type === "email" ? t("exercises.email.check") : undefined}
            onCheck={() => toSend && void submit(toSend)}
            checkRef={checkRef}
          />
        </>
      )}
    </div>
  );
}
