"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNow } from "@/components/browser/use-now";
import { useRecognition } from "@/components/speech/use-recognition";
import { useRecorder } from "@/components/speech/use-recorder";
import { failureText, request } from "@/lib/request";
import type { SessionView } from "../types";
import { Composer, type TalkState } from "./composer";
import { ConversationHeader } from "./conversation-header";
import { DebriefCard } from "./debrief-card";
import { takeSentences } from "./sentences";
import { Transcript } from "./transcript";
import { useMadameVoice } from "./use-madame-voice";
import { useMessageActions } from "./use-message-actions";
import { useFollow } from "./use-follow";
import { useTurnStream } from "./use-turn-stream";

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
  const [sentText, setSentText] = useState<string | null>(null);
  const [live, setLive] = useState<string | null>(null);
  const [busy, setBusy] = useState<"transcribing" | "ending" | null>(null);
  const { translated, translating, toggleTranslation, explain } = useMessageActions({
    sessionId: view.id,
    setView,
    onError: setError,
  });
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
  const { conversationRef, unseen, jump } = useFollow({
    lines: view.messages.length,
    sent: sentText,
    streamed: live,
    enabled: open,
  });

  return (
    <div ref={conversationRef} className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <ConversationHeader view={view} now={now} />
      <Transcript
        lang={view.speechLang}
        messages={view.messages}
        translated={translated}
        translating={translating}
        sentText={sentText}
        live={live}
        onTranslate={(message) => void toggleTranslation(message)}
        onReplay={voice.source ? (text) => voice.replay(text) : null}
        onExplain={(message) => explain(message)}
      />

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
          unseen={unseen}
          onJump={jump}
          voiceSource={voice.source}
          voiceChecking={voice.checking}
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
