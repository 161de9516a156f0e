"use client";

import { ArrowLeft, Languages, Lightbulb, Mic, MicOff, Send, Square, Volume2, VolumeX } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useRecognition } from "@/components/speech/use-recognition";
import { useSpeech } from "@/components/speech/use-speech";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { failureText, request } from "@/lib/request";
import { MAX_MESSAGE_LENGTH } from "../schemas";
import type { MessageView, SessionView } from "../types";
import { DebriefCard } from "./debrief-card";

type TalkState = "idle" | "listening" | "thinking" | "speaking";

/** m:ss since the start, for the session length indicator. */
function elapsedText(startedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * A conversation with Madame: voice first (the browser's speech recognition, Madame read aloud
 * by its speech synthesis), text always. Speaking or typing interrupts Madame. Each line of
 * Madame's can be translated into the interface language and heard again.
 */
export function Conversation({ initial }: { initial: SessionView }) {
  const t = useTranslations("tutor.session");
  const [view, setView] = useState(initial);
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [muted, setMuted] = useState(false);
  const [showHint, setShowHint] = useState(false);
  const [translated, setTranslated] = useState<ReadonlySet<string>>(new Set());
  const [now, setNow] = useState(() => Date.parse(initial.startedAt));
  const voice = useSpeech(view.speechLang);
  const spokenUpTo = useRef(initial.messages.length);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const open = !view.endedAt;

  useEffect(() => {
    if (!open) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [open]);

  const send = useCallback(
    async (text: string) => {
      const reply = text.trim();
      if (!reply || sending) return;
      voice.stop();
      setSending(true);
      setError(null);
      try {
        setView(await request<SessionView>("POST", "/api/tutor/messages", { sessionId: view.id, text: reply }));
        setDraft("");
        setShowHint(false);
      } catch (failure) {
        // The reply stays in the field: nothing typed or said is lost.
        setDraft(reply);
        setError(failureText(failure, t("sendFailed")));
      } finally {
        setSending(false);
      }
    },
    [sending, t, view.id, voice],
  );

  const recognition = useRecognition(view.speechLang, (heard) => void send(heard));

  // Madame's new lines are read aloud, unless muted.
  useEffect(() => {
    const fresh = view.messages.slice(spokenUpTo.current).filter((message) => message.role === "madame");
    spokenUpTo.current = view.messages.length;
    if (!muted && fresh.length > 0 && voice.status === "ready") voice.speak(fresh.map((message) => message.text).join(" "));
  }, [muted, view.messages, voice]);

  const state: TalkState = recognition.status === "listening" ? "listening" : sending ? "thinking" : voice.speaking ? "speaking" : "idle";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(draft);
  };
  const end = async () => {
    voice.stop();
    try {
      setView(await request<SessionView>("POST", "/api/tutor/sessions/end", { sessionId: view.id }));
    } catch (failure) {
      setError(failureText(failure, t("sendFailed")));
    }
  };
  const toggleTranslation = (id: string) =>
    setTranslated((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <Link href="/madameai" className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground">
          <ArrowLeft aria-hidden className="size-4" />
          {t("back")}
        </Link>
        <span className="flex-1" />
        {view.mode === "guided" && <Badge className="bg-primary-soft text-primary">{t("guidedBadge")}</Badge>}
        <span className="text-sm text-muted-foreground tabular-nums" data-testid="elapsed">
          {t("elapsed", { time: elapsedText(view.startedAt, view.endedAt ? Date.parse(view.endedAt) : now) })}
        </span>
      </div>
      {view.activity && (
        <div className="flex flex-col gap-1">
          <h1 className="font-display text-3xl font-semibold tracking-tight">{view.activity.title}</h1>
          <p className="text-muted-foreground">{view.activity.scenario}</p>
        </div>
      )}

      <div role="log" aria-label={t("transcript")} aria-live="polite">
        <ol className="flex flex-col gap-3">
        {view.messages.map((message) => (
          <Message key={message.id} message={message} translated={translated.has(message.id)} onTranslate={() => toggleTranslation(message.id)} onReplay={voice.status === "ready" ? () => voice.speak(message.text) : null} />
          ))}
        </ol>
      </div>

      {open ? (
        <div className="sticky bottom-0 -mx-1 flex flex-col gap-3 bg-linear-to-t from-background from-85% to-transparent px-1 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span role="status" data-state={state} className={cn("inline-flex items-center gap-2 rounded-full px-3 py-1 font-medium", state === "idle" ? "bg-muted" : "bg-primary-soft text-primary")}>
              <span aria-hidden className={cn("size-2 rounded-full", state === "idle" ? "bg-muted-foreground" : "bg-primary motion-safe:animate-pulse")} />
              {t(`state.${state}`)}
            </span>
            {recognition.interim && <span className="text-muted-foreground italic">{recognition.interim}</span>}
            <span className="flex-1" />
            {view.hint && (
              <Button variant="ghost" size="sm" onClick={() => setShowHint((shown) => !shown)} aria-expanded={showHint}>
                <Lightbulb aria-hidden />
                {t("needHelp")}
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={() => (muted ? setMuted(false) : (voice.stop(), setMuted(true)))} aria-pressed={muted} aria-label={muted ? t("unmute") : t("mute")}>
              {muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
            </Button>
            <Button variant="outline" size="sm" onClick={() => void end()}>
              <Square aria-hidden />
              {t("end")}
            </Button>
          </div>
          {showHint && view.hint && <p className="rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">{view.hint}</p>}
          {recognition.status === "unsupported" && <p className="text-sm text-muted-foreground">{t("micUnsupported")}</p>}
          {recognition.status === "denied" && <p role="alert" className="text-sm font-medium text-danger">{t("micDenied")}</p>}
          {voice.status === "unavailable" && <p className="text-sm text-muted-foreground">{t("noVoice")}</p>}
          {error && (
            <p role="alert" className="rounded-xl bg-danger-soft px-4 py-2 text-sm font-medium text-danger">
              {error}
            </p>
          )}
          <form onSubmit={submit} className="flex items-end gap-2">
            <label htmlFor="tutor-reply" className="sr-only">
              {t("yourReply")}
            </label>
            <textarea
              ref={inputRef}
              id="tutor-reply"
              value={draft}
              onChange={(event) => {
                voice.stop();
                setDraft(event.target.value);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey) {
                  event.preventDefault();
                  void send(draft);
                }
              }}
              maxLength={MAX_MESSAGE_LENGTH}
              rows={1}
              placeholder={t("placeholder")}
              lang={view.speechLang}
              className="min-h-12 flex-1 resize-none rounded-2xl border bg-background px-4 py-3 text-base shadow-sm"
            />
            {recognition.status !== "unsupported" && recognition.status !== "denied" && (
              <Button
                type="button"
                size="icon"
                variant={recognition.status === "listening" ? "primary" : "outline"}
                className="size-12"
                onClick={() => {
                  voice.stop();
                  if (recognition.status === "listening") recognition.stop();
                  else recognition.listen();
                }}
                aria-label={recognition.status === "listening" ? t("stopListening") : t("speak")}
              >
                {recognition.status === "listening" ? <MicOff aria-hidden /> : <Mic aria-hidden />}
              </Button>
            )}
            <Button type="submit" size="icon" className="size-12" disabled={sending || !draft.trim()} aria-label={t("send")}>
              <Send aria-hidden />
            </Button>
          </form>
        </div>
      ) : (
        view.debrief && <DebriefCard debrief={view.debrief} activity={view.activity} />
      )}
    </div>
  );
}

function Message({ message, translated, onTranslate, onReplay }: { message: MessageView; translated: boolean; onTranslate: () => void; onReplay: (() => void) | null }) {
  const t = useTranslations("tutor.session");
  const madame = message.role === "madame";
  return (
    <li className={cn("flex flex-col gap-1", madame ? "items-start" : "items-end")} data-role={message.role}>
      <span className="px-1 text-xs font-semibold text-muted-foreground">{madame ? t("madame") : t("you")}</span>
      <div className={cn("max-w-[85%] rounded-2xl px-4 py-3 shadow-sm", madame ? "rounded-tl-sm border bg-card" : "rounded-tr-sm bg-primary text-primary-foreground")}>
        {/* Text, never HTML: whatever a line holds is shown as written. */}
        <p className="whitespace-pre-wrap">{message.text}</p>
        {translated && message.translation && <p className="mt-2 border-t pt-2 text-sm text-muted-foreground">{message.translation}</p>}
        {message.help && (
          <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
            {message.help.kind === "hint" ? t("helpHint", { text: message.help.text }) : t("helpExample", { text: message.help.text })}
          </p>
        )}
      </div>
      {madame && (message.translation || onReplay) && (
        <div className="flex gap-1">
          {message.translation && (
            <Button variant="ghost" size="sm" onClick={onTranslate} aria-pressed={translated}>
              <Languages aria-hidden />
              {translated ? t("hideTranslation") : t("translate")}
            </Button>
          )}
          {onReplay && (
            <Button variant="ghost" size="sm" onClick={onReplay}>
              <Volume2 aria-hidden />
              {t("replay")}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
