"use client";

import { Languages, Mic, Send, Square, Trash2, Volume2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { SyntheticVoiceLabel, type ServerVoice } from "@/components/speech/synthetic-voice-label";
import { useRecognitionAllowed } from "@/components/speech/recognition-policy";
import { useRecognition } from "@/components/speech/use-recognition";
import { useServerAudio, useSpeech } from "@/components/speech/use-speech";
import { useWavRecorder, type Recording } from "@/components/speech/use-wav-recorder";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { CSRF_HEADER } from "@/lib/csrf-header";
import { isApiErrorBody } from "@/lib/api/errors";
import { pageCsrfToken, requestBlob } from "@/lib/request";
import { colourOf } from "../scoring/score";
import type { AttemptView, PhraseView, SelfRatingView } from "../types";
import { ScoreBadge } from "./attempt-result";
import { ComparePanel } from "./compare-panel";
import { SelfRatingHistory } from "./rate-yourself";

const SPEEDS = [
  ["slower", 0.8],
  ["normal", 1],
  ["faster", 1.2],
] as const;

/** Sends the recording and what the browser recognised; the score comes back. */
async function sendAttempt(phraseId: string, recording: Recording, alternatives: string[]): Promise<AttemptView> {
  const form = new FormData();
  form.set(
    "attempt",
    JSON.stringify({
      phraseId,
      alternatives,
      timing: { durationMs: recording.durationMs, voicedMs: recording.voicedMs, pausesMs: recording.pausesMs },
    }),
  );
  form.set("audio", recording.audio, "recording.wav");
  const token = pageCsrfToken();
  const response = await fetch("/api/pronunciation/attempts", {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: token ? { [CSRF_HEADER]: token } : {},
  });
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return json as AttemptView;
  throw new Error(isApiErrorBody(json) ? json.error.message : response.statusText);
}

/**
 * One phrase: hear it (slower, normal, faster; the browser's voice or the server's), record it
 * with a level meter while the browser's recogniser listens, compare it with the model and rate
 * it, delete it, or send it for a score where the setup can score.
 */
export function PracticeCard({
  phrase,
  speechLang,
  serverSpeech,
  transcription,
  onScored,
  onRated,
}: {
  phrase: PhraseView;
  speechLang: string;
  serverSpeech: ServerVoice;
  transcription: boolean;
  onScored: (attempt: AttemptView) => void;
  onRated: (rating: SelfRatingView) => void;
}) {
  const t = useTranslations("pronunciation");
  const voice = useSpeech(speechLang);
  const fromServer = voice.status === "unavailable";
  const server = useServerAudio(
    fromServer ? () => requestBlob("POST", "/api/pronunciation/speech", { phraseId: phrase.id }) : null,
  );
  const [translated, setTranslated] = useState(false);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alternatives = useRef<string[]>([]);
  const recognition = useRecognition(speechLang, (_text, heard) => {
    alternatives.current = heard;
  });
  const recorder = useWavRecorder((made) => {
    setRecording(made);
    setSent(false);
  });

  const recognitionAllowed = useRecognitionAllowed();
  const recognises = recognition.status !== "unsupported" && recognition.status !== "denied";
  const canScore = recognises || transcription;
  const canListen = voice.status === "ready" || fromServer;
  const listen = (rate: number) => (voice.status === "ready" ? voice.speak(phrase.text, rate) : void server.play(rate));

  const start = async () => {
    setError(null);
    setRecording(null);
    alternatives.current = [];
    voice.stop();
    await recorder.start();
    if (recognises) recognition.listen();
  };
  const stop = () => {
    recorder.stop();
    if (recognises) recognition.stop();
  };
  const send = async () => {
    if (!recording) return;
    setSending(true);
    setError(null);
    try {
      onScored(await sendAttempt(phrase.id, recording, alternatives.current));
      // Kept on screen: the learner may still compare it with the model and rate it.
      setSent(true);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t("practice.sendFailed"));
    } finally {
      setSending(false);
    }
  };

  return (
    <article
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border-2 border-primary/30 bg-card p-5 shadow-sm"
      data-phrase={phrase.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge className="px-2 py-0.5">{phrase.level}</Badge>
        {phrase.generated && <Badge className="px-2 py-0.5">{t("generate.badge")}</Badge>}
        <span className="text-sm text-muted-foreground">{t("practice.trains")}</span>
        {phrase.sounds.map((sound) => (
          <Badge key={sound} className="bg-primary-soft px-2 py-0.5 text-primary">
            {t(`families.${sound}`)}
          </Badge>
        ))}
      </div>
      <p className="font-display text-2xl font-semibold md:text-3xl" lang={speechLang}>
        {phrase.text}
      </p>
      {translated && <p className="text-muted-foreground">{phrase.translation}</p>}
      {phrase.scores.length > 0 && (
        <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground" data-testid="phrase-scores">
          {t("practice.yourScores")}
          {phrase.scores.map((score, index) => (
            <ScoreBadge key={index} score={score} colour={colourOf(score)} className="text-xs" />
          ))}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {canListen ? (
          <div role="group" aria-label={t("practice.speed")} className="flex flex-wrap gap-1">
            {SPEEDS.map(([key, rate]) => (
              <Button key={key} variant="outline" size="sm" onClick={() => listen(rate)} disabled={server.loading}>
                <Volume2 aria-hidden />
                {t("practice.listen")} {t(`practice.speeds.${key}`)}
              </Button>
            ))}
            {fromServer && serverSpeech === "synthetic" && <SyntheticVoiceLabel text={t("practice.syntheticVoice")} />}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t("practice.noVoice")}</p>
        )}
        <Button variant="ghost" size="sm" onClick={() => setTranslated((shown) => !shown)} aria-pressed={translated}>
          <Languages aria-hidden />
          {translated ? t("practice.hideTranslation") : t("practice.translate")}
        </Button>
      </div>

      <SelfRatingHistory ratings={phrase.selfRatings} />
      {recorder.status === "unsupported" ? (
        <p className="text-sm text-muted-foreground">
          {t("practice.micUnsupported")}{" "}
          <a href="#perception" className="font-semibold text-primary underline underline-offset-2">
            {t("practice.toDrills")}
          </a>
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          {!canScore && (
            <p className="rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
              {recognitionAllowed ? t("practice.cannotScore") : t("practice.recognitionOff")}{" "}
              <a href="#perception" className="font-semibold underline underline-offset-2">
                {t("practice.toDrills")}
              </a>
            </p>
          )}
          {recorder.status === "denied" && (
            <p role="alert" className="text-sm font-medium text-danger">
              {t("practice.micDenied")}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            {recorder.status === "recording" ? (
              <Button onClick={stop}>
                <Square aria-hidden />
                {t("practice.stop")}
              </Button>
            ) : (
              <Button onClick={() => void start()} disabled={sending}>
                <Mic aria-hidden />
                {t("practice.record")}
              </Button>
            )}
            {recorder.status === "recording" && (
              <>
                <meter className="h-3 w-40" min={0} max={1} value={recorder.level} aria-label={t("practice.meter")} />
                <span className="text-sm tabular-nums" role="status">
                  {t("practice.recording", { seconds: Math.floor(recorder.elapsedMs / 1000) })}
                </span>
              </>
            )}
            {recognition.interim && <span className="text-sm text-muted-foreground italic">{recognition.interim}</span>}
          </div>
          {recording && (
            <ComparePanel phraseId={phrase.id} recording={recording} local={!canScore} onRated={onRated}>
              <Button variant="ghost" size="sm" onClick={() => setRecording(null)} disabled={sending}>
                <Trash2 aria-hidden />
                {t("practice.discard")}
              </Button>
              {canScore && !sent && (
                <Button size="sm" onClick={() => void send()} disabled={sending}>
                  <Send aria-hidden />
                  {sending ? t("practice.sending") : t("practice.send")}
                </Button>
              )}
            </ComparePanel>
          )}
          <ErrorNote>{error}</ErrorNote>
        </div>
      )}
    </article>
  );
}
