"use client";

import { ArrowDown, Lightbulb, RotateCcw, Send, Square, Volume2, VolumeX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useRecognitionAllowed } from "@/components/speech/recognition-policy";
import { SyntheticVoiceLabel } from "@/components/speech/synthetic-voice-label";
import type { RecognitionStatus } from "@/components/speech/use-recognition";
import type { RecorderStatus } from "@/components/speech/use-recorder";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { MAX_MESSAGE_LENGTH } from "../schemas";
import type { SessionView } from "../types";
import { MicButton } from "./mic-button";
import { microphoneMode } from "./microphone";

export type TalkState = "idle" | "connecting" | "listening" | "thinking" | "speaking";

/** Turns left under which the screen starts counting them down. */
const FEW_TURNS = 10;

type Props = {
  view: SessionView;
  state: TalkState;
  draft: string;
  error: string | null;
  muted: boolean;
  busy: "transcribing" | "ending" | null;
  outOfTurns: boolean;
  /** Madame's guided answer is on its way: the next reply waits. */
  waiting: boolean;
  canRetry: boolean;
  recognition: {
    status: RecognitionStatus;
    interim: string;
    error: string | null;
    listen: () => void;
    stop: () => void;
  };
  /** The recorder, when the server can turn a recording into text; null otherwise. */
  recorder: { status: RecorderStatus; start: () => Promise<void>; stop: () => void } | null;
  voiceSource: "browser" | "server" | null;
  /** The browser is still listing its voices: "no voice" would be said too early. */
  voiceChecking: boolean;
  /** A line of Madame's arrived while the learner was reading further up. */
  unseen: boolean;
  onJump: () => void;
  onDraft: (text: string) => void;
  onSend: (text: string) => void;
  onRetry: () => void;
  onMute: () => void;
  onInterrupt: () => void;
  onEnd: () => void;
};

/** The bottom of the conversation: what is happening, the microphone, the text field, mute and end. */
export function Composer(props: Props) {
  const {
    view,
    state,
    draft,
    error,
    muted,
    busy,
    outOfTurns,
    canRetry,
    recognition,
    recorder,
    voiceSource,
    voiceChecking,
  } = props;
  const t = useTranslations("tutor.session");
  const [showHint, setShowHint] = useState(false);
  const reply = useRef<HTMLTextAreaElement>(null);
  // The browser's recognition first; a recording sent to the server when it has none (or it was refused).
  const mode = microphoneMode({
    recognition: recognition.status,
    recognitionError: recognition.error,
    recorder: recorder?.status ?? null,
  });
  const micRefused = recognition.status === "denied" || recorder?.status === "denied";
  const recognitionAllowed = useRecognitionAllowed();
  // The learner pressed the microphone: when it cannot listen, the page says why and hands over to typing.
  const [askedToSpeak, setAskedToSpeak] = useState(false);
  const explainUnavailable = mode === "unavailable" && askedToSpeak;
  useEffect(() => {
    if (askedToSpeak && (mode === "unavailable" || mode === "denied")) reply.current?.focus();
  }, [askedToSpeak, mode]);
  const left = view.budget ? view.budget.limit - view.budget.used : null;

  return (
    <div
      data-testid="composer"
      className="sticky bottom-0 -mx-1 flex flex-col gap-3 bg-linear-to-t from-background from-85% to-transparent px-1 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
    >
      {props.unseen && (
        <div className="pointer-events-none absolute inset-x-0 -top-8 flex justify-center">
          <Button
            size="sm"
            className="pointer-events-auto shadow-md"
            onClick={() => {
              props.onJump();
              reply.current?.focus({ preventScroll: true });
            }}
          >
            <ArrowDown aria-hidden />
            {t("newMessage")}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span
          role="status"
          data-state={state}
          className={cn(
            "inline-flex items-center gap-2 rounded-full px-3 py-1 font-medium",
            state === "idle" ? "bg-muted" : "bg-primary-soft text-primary",
          )}
        >
          <span
            aria-hidden
            className={cn(
              "size-2 rounded-full",
              state === "idle" ? "bg-muted-foreground" : "bg-primary motion-safe:animate-pulse",
            )}
          />
          {t(`state.${state}`)}
        </span>
        {recognition.interim && (
          <span className="text-muted-foreground italic" data-testid="interim">
            {recognition.interim}
          </span>
        )}
        <span className="flex-1" />
        {view.hint && (
          <Button variant="ghost" size="sm" onClick={() => setShowHint((shown) => !shown)} aria-expanded={showHint}>
            <Lightbulb aria-hidden />
            {t("needHelp")}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={props.onMute}
          aria-pressed={muted}
          aria-label={muted ? t("unmute") : t("mute")}
        >
          {muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
        </Button>
        <Button variant="outline" size="sm" onClick={props.onEnd} disabled={busy === "ending"}>
          <Square aria-hidden />
          {busy === "ending" ? t("ending") : t("end")}
        </Button>
      </div>
      {showHint && view.hint && (
        <p className="rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          {view.hint}
        </p>
      )}
      {micRefused ? (
        <p id="tutor-mic-note" role="alert" className="text-sm font-medium text-danger">
          {t("micDenied")}
        </p>
      ) : mode === "record" ? (
        <p className="text-sm text-muted-foreground">{t("micRecord")}</p>
      ) : (
        explainUnavailable && (
          <p id="tutor-mic-note" className="rounded-xl bg-muted px-4 py-2 text-sm">
            {recognitionAllowed ? t("micUnsupported") : t("micTurnedOff")}
          </p>
        )
      )}
      {voiceSource === null && !voiceChecking && <p className="text-sm text-muted-foreground">{t("noVoice")}</p>}
      {voiceSource === "server" && view.voice.syntheticVoice && <SyntheticVoiceLabel text={t("syntheticVoice")} />}
      {left !== null && left > 0 && left <= FEW_TURNS && (
        <p className="text-sm text-muted-foreground">{t("turnsLeft", { count: left })}</p>
      )}
      {outOfTurns && (
        <p
          role="alert"
          className="rounded-xl bg-amber-50 px-4 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {t("outOfTurns")}
        </p>
      )}
      {canRetry && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <span className="flex-1">{t("awaitingReply")}</span>
          <Button size="sm" variant="outline" onClick={props.onRetry}>
            <RotateCcw aria-hidden />
            {t("retry")}
          </Button>
        </div>
      )}
      {error && !canRetry && (
        <p role="alert" className="rounded-xl bg-danger-soft px-4 py-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSend(draft);
        }}
        className="flex items-end gap-2"
      >
        <label htmlFor="tutor-reply" className="sr-only">
          {t("yourReply")}
        </label>
        <textarea
          ref={reply}
          id="tutor-reply"
          aria-describedby={micRefused || explainUnavailable ? "tutor-mic-note" : undefined}
          value={draft}
          onChange={(event) => props.onDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              props.onSend(draft);
            }
          }}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={1}
          disabled={outOfTurns}
          placeholder={t("placeholder")}
          lang={view.speechLang}
          className="min-h-12 flex-1 resize-none rounded-2xl border bg-background px-4 py-3 text-base shadow-sm disabled:opacity-60"
        />
        <MicButton
          mode={mode}
          recognition={recognition}
          recorder={recorder}
          disabled={outOfTurns || busy === "transcribing"}
          onPress={() => {
            props.onInterrupt();
            setAskedToSpeak(true);
            if (mode === "unavailable") reply.current?.focus();
          }}
        />
        <Button
          type="submit"
          size="icon"
          className="size-12"
          disabled={outOfTurns || props.waiting || !draft.trim()}
          aria-label={t("send")}
        >
          <Send aria-hidden />
        </Button>
      </form>
    </div>
  );
}
