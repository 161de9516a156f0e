"use client";

import { ArrowRight, BookOpen, CircleHelp, Headphones, PenLine } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/browser/use-client-value";
import { Button } from "@/components/ui/button";
import { failureText, request, requestBlob } from "@/lib/request";
import type { Skill } from "../../placement/content-schema";
import type { PlacementState } from "../../placement/types";
import type { AnswerInput } from "../../player-types";
import { exerciseComponents } from "../exercises";
import { useEnterKey } from "../use-enter-key";
import { HeardMessage } from "./heard-message";
import { focusNewItem } from "../focus-new-item";

/**
 * `audio`: the listening item spoken by the server, for a browser with no voice; `syntheticVoice`: that
 * audio is the synthetic voice, and the screen says so.
 */
export type PlacementEndpoints = { answer: string; listen: string; audio?: string; syntheticVoice?: boolean };

const skillIcons: Record<Skill, typeof BookOpen> = { reading: BookOpen, listening: Headphones, writing: PenLine };

/**
 * The placement test, one item at a time. Items are not corrected on screen (it is a test, not a
 * lesson): each answer goes to the server, which picks the next item from all answers so far.
 * "I don't know" is always there, so nobody has to guess. A reload resumes at the same item.
 */
export function PlacementRunner({
  initial,
  endpoints,
  onFinished,
}: {
  initial: PlacementState;
  endpoints: PlacementEndpoints;
  onFinished: (state: PlacementState) => void;
}) {
  const t = useTranslations("learning");
  const [state, setState] = useState(initial);
  const [draft, setDraft] = useState<AnswerInput | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = useHydrated();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const itemRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const item = state.item;
  const submit = async (answer: AnswerInput) => {
    if (!item || sending) return;
    setSending(true);
    setError(null);
    try {
      const next = await request<PlacementState>("POST", endpoints.answer, {
        testId: state.testId,
        index: item.index,
        answer,
      });
      setDraft(null);
      moved.current = true;
      if (next.result) onFinished(next);
      else setState(next);
    } catch (failure) {
      setError(failureText(failure, t("feedback.sendFailed")));
    } finally {
      setSending(false);
    }
  };

  // Enter sends the answer wherever the focus is (buttons keep their own Enter).
  useEnterKey(() => draft && void submit(draft));

  // After each answer the focus goes to the new item's first field, else its instruction.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    focusNewItem(itemRef.current, headingRef.current);
  }, [item?.index]);

  if (!item) return null;
  const Exercise = exerciseComponents[item.view.type];
  const SkillIcon = skillIcons[item.skill];
  const loadSentence = () =>
    request<{ text: string }>("POST", endpoints.listen, { testId: state.testId }).then((response) => response.text);
  const audioUrl = endpoints.audio;
  const loadAudio = audioUrl ? () => requestBlob("POST", audioUrl, { testId: state.testId }) : null;
  const number = item.index + 1;

  return (
    <div className="mx-auto flex min-h-[70dvh] w-full max-w-2xl flex-col gap-6">
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t("placement.progress")}
          aria-valuemin={0}
          aria-valuemax={state.maxItems}
          aria-valuenow={state.answered}
          aria-valuetext={t("placement.questionNumber", { number })}
          className="h-3 flex-1 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out"
            style={{ width: `${(state.answered / state.maxItems) * 100}%` }}
          />
        </div>
        <span className="text-sm font-semibold whitespace-nowrap text-muted-foreground tabular-nums">
          {t("placement.questionNumber", { number })}
        </span>
      </div>

      <div
        key={item.index}
        ref={itemRef}
        data-placement-item={item.id}
        data-placement-skill={item.skill}
        data-exercise-type={item.view.type}
        className="flex flex-1 flex-col gap-5"
      >
        <div className="flex flex-col gap-2">
          <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
            <SkillIcon aria-hidden className="size-3.5" />
            {t(`placement.skills.${item.skill}`)}
          </span>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-2xl font-semibold tracking-tight text-balance scroll-mt-24 outline-none sm:text-3xl"
          >
            {item.instruction}
          </h1>
        </div>
        {item.passage && (
          <blockquote
            lang={state.speechLang}
            className="rounded-2xl border bg-card p-5 text-lg leading-relaxed whitespace-pre-line shadow-sm"
          >
            {item.passage}
          </blockquote>
        )}
        {item.heard && (
          <HeardMessage
            lang={state.speechLang}
            loadSentence={loadSentence}
            loadAudio={loadAudio}
            syntheticVoice={endpoints.syntheticVoice}
            onSkip={() => void submit({ kind: "skip" })}
            disabled={!ready || sending}
          />
        )}
        <Exercise
          view={item.view}
          disabled={!ready || sending}
          onAnswer={(answer) => {
            setDraft(answer);
            setError(null);
          }}
          onSkip={() => void submit({ kind: "skip" })}
          onComplete={() => undefined}
          result={null}
          lang={state.speechLang}
          index={item.index}
          loadSentence={loadSentence}
          loadAudio={loadAudio}
          syntheticVoice={endpoints.syntheticVoice}
        />
      </div>

      <div className="sticky bottom-0 -mx-1 mt-auto flex flex-col gap-3 bg-linear-to-t from-background from-80% to-transparent px-1 pt-6 pb-[max(1rem,env(safe-area-inset-bottom))]">
        {error && (
          <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button
            type="button"
            variant="outline"
            size="lg"
            onClick={() => void submit({ kind: "unknown" })}
            disabled={!ready || sending}
          >
            <CircleHelp aria-hidden />
            {t("placement.dontKnow")}
          </Button>
          <Button
            type="button"
            size="lg"
            onClick={() => draft && void submit(draft)}
            disabled={!ready || !draft || sending}
            aria-keyshortcuts="Enter"
            className="sm:min-w-44"
          >
            {sending ? t("actions.checking") : t("placement.next")}
            {!sending && <ArrowRight aria-hidden />}
          </Button>
        </div>
      </div>
    </div>
  );
}
