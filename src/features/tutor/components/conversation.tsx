"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNow } from "@/components/browser/use-now";
import { useRecognition } from "@/components/speech/use-recognition";
import { useRecorder } from "@/components/speech/use-recorder";
import { Badge } from "@/components/ui/badge";
import { failureText, request } from "@/lib/request";
import type { MessageView, SessionView } from "../types";
import { Composer, type TalkState } from "./composer";
import { DebriefCard } from "./debrief-card";
import { Message } from "./message";
import { takeSentences } from "./sentences";
import { useMadameVoice } from "./use-madame-voice";
import { useTurnStream } from "./use-turn-stream";

/** m:ss since the start, for the session length indicator. */
function elapsedText(startedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * A conversation with Madame: voice first (the browser's speech recognition, or a recording sent
 * to the server's speech to text; Madame read aloud sentence by sentence as her answer streams),
 * text always. Speaking over Madame interrupts her. Each of her lines can be translated into the
 * interface language and heard again; each of the learner's carries her correction.
 */
export function Conversation({ initial }: { initial: SessionView }) {
  const t = useTranslations("tutor.session");
  const [view, setView] = useState(initial);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [muted, setMuted] = useState(false);
  const [translated, setTranslated] = useState<ReadonlySet<string>>(new Set());
  const [translating, setTranslating] = useState<string | null>(null);
  const [sentText, setSentText] = useState<string | null>(null);
  const [live, setLive] = useState<string | null>(null);
  const [busy, setBusy] = useState<"transcribing" | "ending" | null>(null);
  const voice = useMadameVoice({ lang: view.speechLang, sessionId: view.id, serverSpeech: view.voice.serverSpeech });
  const unspoken = useRef("");
  const spokenUpTo = useRef(initial.messages.length);
  const open = !view.endedAt;
  const model = view.mode === "model";
  // The server's HTML shows 0:00; the browser's clock takes over once the page runs.
  const now = useNow(Date.parse(initial.startedAt), open);

  const settle = useCallback((next: SessionView) => {
    spokenUpTo.current = next.messages.length;
    setView(next);
    setLive(null);
    setSentText(null);
  }, []);

  const stream = useTurnStream({
    onDelta: (text) => {
      setLive((current) => (current ?? "") + text);
      const { sentences, rest } = takeSentences(unspoken.current + text);
      unspoken.current = rest;
      if (!muted) sentences.forEach(voice.say);
    },
    onReplace: (text) => {
      voice.stop();
      setLive(text);
      unspoken.current = text;
    },
    onView: (next) => {
      if (!muted && unspoken.current.trim()) voice.say(unspoken.current.trim());
      unspoken.current = "";
      settle(next);
    },
    onError: (message, next) => {
      voice.stop();
      unspoken.current = "";
      if (next) settle(next);
      else setLive(null);
      setError(message);
    },
  });

  const guidedWaiting = !model && stream.phase !== "idle";
  const send = useCallback(
    async (text: string) => {
      const reply = text.trim();
      if (!reply) return;
      // A guided answer is on its way: the dialogue takes one reply at a time, this one waits in the field.
      if (guidedWaiting) return setDraft(reply);
      // Speaking or sending over Madame interrupts her.
      voice.stop();
      stream.abort();
      unspoken.current = "";
      setError(null);
      setDraft("");
      setSentText(reply);
      setLive(model ? "" : null);
      try {
        await stream.run("/api/tutor/messages", { sessionId: view.id, text: reply });
      } catch (failure) {
        // The reply goes back in the field: nothing typed or said is lost.
        setDraft(reply);
        setSentText(null);
        setLive(null);
        setError(failureText(failure, t("sendFailed")));
      }
    },
    [guidedWaiting, model, stream, t, view.id, voice],
  );

  const retry = async () => {
    setError(null);
    setLive("");
    try {
      await stream.run("/api/tutor/messages/retry", { sessionId: view.id });
    } catch (failure) {
      setLive(null);
      setError(failureText(failure, t("sendFailed")));
    }
  };

  const recognition = useRecognition(view.speechLang, (heard) => void send(heard));
  const recorder = useRecorder(async (audio) => {
    setBusy("transcribing");
    try {
      const { text } = await request<{ text: string }>("POST", "/api/tutor/transcriptions", audio);
      if (text) await send(text);
    } catch (failure) {
      setError(failureText(failure, t("sendFailed")));
    } finally {
      setBusy(null);
    }
  });

  // The learner starts speaking while Madame talks or answers: she stops.
  const talking = voice.speaking || stream.phase !== "idle";
  useEffect(() => {
    if (recognition.interim && talking && model) {
      voice.stop();
      stream.abort();
    }
  }, [recognition.interim, talking, model, voice, stream]);

  // Guided lines come whole: read the new ones aloud, unless muted.
  useEffect(() => {
    if (model) return;
    const fresh = view.messages.slice(spokenUpTo.current).filter((message) => message.role === "madame");
    spokenUpTo.current = view.messages.length;
    if (!muted && fresh.length > 0) fresh.forEach((message) => voice.say(message.text));
  }, [model, muted, view.messages, voice]);

  const end = async () => {
    voice.stop();
    stream.abort();
    setBusy("ending");
    try {
      settle(await request<SessionView>("POST", "/api/tutor/sessions/end", { sessionId: view.id }));
    } catch (failure) {
      setError(failureText(failure, t("sendFailed")));
    } finally {
      setBusy(null);
    }
  };

  const patchMessage = (id: string, change: (message: MessageView) => MessageView) =>
    setView((current) => ({
      ...current,
      messages: current.messages.map((message) => (message.id === id ? change(message) : message)),
    }));

  const toggleTranslation = async (message: MessageView) => {
    const shown = translated.has(message.id);
    if (!shown && message.translation === null) {
      setTranslating(message.id);
      try {
        const { translation } = await request<{ translation: string }>("POST", "/api/tutor/translations", {
          sessionId: view.id,
          messageId: message.id,
        });
        patchMessage(message.id, (current) => ({ ...current, translation }));
      } catch (failure) {
        setError(failureText(failure, t("sendFailed")));
        return;
      } finally {
        setTranslating(null);
      }
    }
    setTranslated((current) => {
      const next = new Set(current);
      if (!next.delete(message.id)) next.add(message.id);
      return next;
    });
  };

  const explain = async (message: MessageView) => {
    try {
      const { explanation } = await request<{ explanation: string }>("POST", "/api/tutor/explanations", {
        sessionId: view.id,
        messageId: message.id,
      });
      patchMessage(message.id, (current) => ({
        ...current,
        correction: current.correction && { ...current.correction, more: explanation },
      }));
    } catch (failure) {
      setError(failureText(failure, t("sendFailed")));
    }
  };

  const listening = recognition.status === "listening" || recorder.status === "recording";
  const state: TalkState = listening
    ? "listening"
    : stream.phase === "connecting" || busy === "transcribing"
      ? "connecting"
      : stream.phase === "thinking"
        ? "thinking"
        : talking
          ? "speaking"
          : "idle";
  const outOfTurns = view.budget !== null && view.budget.used >= view.budget.limit;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <Link
          href="/madameai"
          className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("back")}
        </Link>
        <span className="flex-1" />
        <Badge className="bg-primary-soft text-primary">{model ? t("modelBadge") : t("guidedBadge")}</Badge>
        <span className="text-sm text-muted-foreground tabular-nums" data-testid="elapsed">
          {t("elapsed", { time: elapsedText(view.startedAt, view.endedAt ? Date.parse(view.endedAt) : now) })}
        </span>
      </div>
      <div className="flex flex-col gap-1">
        <h1 className="font-display text-3xl font-semibold tracking-tight">
          {view.activity?.title ?? t("freeTalkTitle")}
        </h1>
        <p className="text-muted-foreground">{view.activity?.scenario ?? t("freeTalkLead")}</p>
      </div>

      <div role="log" aria-label={t("transcript")} aria-live="polite">
        <ol className="flex flex-col gap-3">
          {view.messages.map((message) => (
            <Message
              key={message.id}
              message={message}
              translated={translated.has(message.id)}
              translating={translating === message.id}
              onTranslate={() => void toggleTranslation(message)}
              onReplay={voice.source ? () => voice.replay(message.text) : null}
              onExplain={() => explain(message)}
            />
          ))}
          {sentText !== null && (
            <Message
              message={draftMessage("sent", "learner", sentText)}
              translated={false}
              translating={false}
              onTranslate={() => undefined}
              onReplay={null}
              onExplain={async () => undefined}
            />
          )}
          {live !== null && live !== "" && (
            <Message
              message={draftMessage("live", "madame", live)}
              translated={false}
              translating={false}
              onTranslate={() => undefined}
              onReplay={null}
              onExplain={async () => undefined}
            />
          )}
        </ol>
      </div>

      {open ? (
        <Composer
          view={view}
          state={state}
          draft={draft}
          error={error}
          muted={muted}
          busy={busy}
          outOfTurns={outOfTurns}
          waiting={guidedWaiting}
          canRetry={view.awaitingReply && stream.phase === "idle" && sentText === null}
          recognition={recognition}
          recorder={view.voice.transcription ? recorder : null}
          voiceSource={voice.source}
          onDraft={(text) => {
            voice.stop();
            setDraft(text);
          }}
          onSend={(text) => void send(text)}
          onRetry={() => void retry()}
          onMute={() => {
            if (!muted) voice.stop();
            setMuted(!muted);
          }}
          onInterrupt={() => {
            voice.stop();
            if (model) stream.abort();
          }}
          onEnd={() => void end()}
        />
      ) : (
        view.debrief && (
          <DebriefCard
            debrief={view.debrief}
            activity={view.activity}
            retrying={busy === "ending"}
            onRetry={() => void end()}
          />
        )
      )}
    </div>
  );
}

/** A line not stored yet: the learner's turn on its way, or Madame's answer as it streams. */
function draftMessage(id: string, role: "learner" | "madame", text: string): MessageView {
  return {
    id,
    position: -1,
    role,
    text,
    translation: null,
    help: null,
    correction: null,
    translatable: false,
    interrupted: false,
  };
}
