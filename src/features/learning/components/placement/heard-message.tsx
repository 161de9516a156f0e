"use client";

import { LoaderCircle, Snail, Volume2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { failureText } from "@/lib/request";
import { AudioUnavailable } from "../exercises/audio-unavailable";
import { useServerAudio, useSpeech } from "../exercises/use-speech";

const SLOW_RATE = 0.75;

/**
 * A message to hear before answering a question on it (a voicemail, an announcement). Its text
 * is asked of the server when it first plays; it never appears on the screen.
 */
export function HeardMessage({
  lang,
  loadSentence,
  loadAudio,
  onSkip,
  disabled,
}: {
  lang: string;
  loadSentence: () => Promise<string>;
  loadAudio: (() => Promise<Blob>) | null;
  onSkip: () => void;
  disabled: boolean;
}) {
  const t = useTranslations("learning");
  const speech = useSpeech(lang);
  const serverAudio = useServerAudio(loadAudio);
  // The browser's voice first, else the server's text-to-speech, else a way past the question.
  const source = speech.status === "ready" ? "browser" : speech.status === "unavailable" && loadAudio ? "server" : speech.status;
  const text = useRef<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const play = async (rate: number) => {
    setError(null);
    if (source === "server") {
      try {
        await serverAudio.play(rate);
      } catch (failure) {
        setError(failureText(failure, t("exercises.listen.loadFailed")));
      }
      return;
    }
    if (text.current === null) {
      setLoading(true);
      try {
        text.current = await loadSentence();
      } catch (failure) {
        setError(failureText(failure, t("exercises.listen.loadFailed")));
        return;
      } finally {
        setLoading(false);
      }
    }
    speech.speak(text.current, rate);
  };

  if (source === "unavailable") return <AudioUnavailable onSkip={onSkip} disabled={disabled} hint={t("placement.audioSkipHint")} />;
  const waiting = source === "checking" || loading || serverAudio.loading;
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-5 shadow-sm">
      <p className="text-sm font-medium text-muted-foreground">{t("placement.listenFirst")}</p>
      <div className="flex items-center gap-4">
        <Button
          type="button"
          onClick={() => play(1)}
          disabled={waiting}
          className={cn("size-20 rounded-3xl shadow-md [&_svg]:size-9", (speech.speaking || serverAudio.playing) && "ring-4 ring-primary/30 motion-safe:animate-pulse")}
          aria-label={t("exercises.listen.play")}
          data-autofocus
        >
          {loading || serverAudio.loading ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : <Volume2 aria-hidden />}
        </Button>
        <Button type="button" variant="outline" onClick={() => play(SLOW_RATE)} disabled={waiting} className="size-14 rounded-2xl [&_svg]:size-6" aria-label={t("exercises.listen.slow")}>
          <Snail aria-hidden />
        </Button>
      </div>
      {error && (
        <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
