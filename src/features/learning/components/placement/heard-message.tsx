"use client";

import { LoaderCircle, Snail, Volume2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { SyntheticVoiceLabel } from "@/components/speech/synthetic-voice-label";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { AudioUnavailable } from "../exercises/audio-unavailable";
import { useSpokenSentence } from "../exercises/use-spoken-sentence";

const SLOW_RATE = 0.75;

/**
 * A message to hear before answering a question on it (a voicemail, an announcement). Its text
 * is asked of the server when it first plays; it never appears on the screen.
 */
export function HeardMessage({
  lang,
  loadSentence,
  loadAudio,
  syntheticVoice = false,
  onSkip,
  disabled,
}: {
  lang: string;
  loadSentence: () => Promise<string>;
  loadAudio: (() => Promise<Blob>) | null;
  /** The server's audio is the synthetic voice: labelled so. */
  syntheticVoice?: boolean;
  onSkip: () => void;
  disabled: boolean;
}) {
  const t = useTranslations("learning");
  const { source, play, error, loading, waiting, speaking } = useSpokenSentence({ lang, loadSentence, loadAudio });

  if (source === "unavailable")
    return <AudioUnavailable onSkip={onSkip} disabled={disabled} hint={t("placement.audioSkipHint")} />;
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-5 shadow-sm">
      <p className="text-sm font-medium text-muted-foreground">{t("placement.listenFirst")}</p>
      <div className="flex items-center gap-4">
        <Button
          type="button"
          onClick={() => play(1)}
          disabled={waiting}
          className={cn(
            "size-20 rounded-3xl shadow-md [&_svg]:size-9",
            speaking && "ring-4 ring-primary/30 motion-safe:animate-pulse",
          )}
          aria-label={t("exercises.listen.play")}
          data-autofocus
        >
          {loading ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : <Volume2 aria-hidden />}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => play(SLOW_RATE)}
          disabled={waiting}
          className="size-14 rounded-2xl [&_svg]:size-6"
          aria-label={t("exercises.listen.slow")}
        >
          <Snail aria-hidden />
        </Button>
      </div>
      {source === "server" && syntheticVoice && <SyntheticVoiceLabel text={t("exercises.audio.synthetic")} />}
      {error && (
        <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
