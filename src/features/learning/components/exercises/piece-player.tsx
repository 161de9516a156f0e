"use client";

import { LoaderCircle, Pause, Play, RotateCcw, Snail } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { SyntheticVoiceLabel } from "@/components/speech/synthetic-voice-label";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export type PieceSpeed = "normal" | "slow";

const clock = (seconds: number) => {
  const whole = Number.isFinite(seconds) ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

/**
 * A listening piece's audio, spoken by the server (one WAV per speed, fetched on first play):
 * play and pause, replay from the start, « Slower » (the server's slow speech, not a faster or
 * slower playback of the same file), and where it stands in time.
 */
export function PiecePlayer({
  load,
  syntheticVoice,
}: {
  load: (speed: PieceSpeed) => Promise<Blob>;
  syntheticVoice: boolean;
}) {
  const t = useTranslations("learning.exercises");
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const urls = useRef(new Map<PieceSpeed, string>());
  const [speed, setSpeed] = useState<PieceSpeed>("normal");
  const [loading, setLoading] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState({ current: 0, total: 0 });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const held = urls.current;
    return () => {
      audioRef.current?.pause();
      held.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  /** The page's one player, made on first play (the transcript, after the answers, stands for captions). */
  function player(): HTMLAudioElement {
    if (audioRef.current) return audioRef.current;
    const audio = new Audio();
    const measure = () => setTime({ current: audio.currentTime, total: audio.duration || 0 });
    audio.addEventListener("play", () => setPlaying(true));
    audio.addEventListener("pause", () => setPlaying(false));
    audio.addEventListener("ended", () => setPlaying(false));
    audio.addEventListener("timeupdate", measure);
    audio.addEventListener("loadedmetadata", measure);
    audioRef.current = audio;
    return audio;
  }

  async function start(wanted: PieceSpeed, fromStart: boolean) {
    const audio = player();
    setFailed(false);
    let url = urls.current.get(wanted);
    if (!url) {
      setLoading(true);
      try {
        url = URL.createObjectURL(await load(wanted));
        urls.current.set(wanted, url);
      } catch {
        setFailed(true);
        return;
      } finally {
        setLoading(false);
      }
    }
    if (audio.src !== url) {
      audio.src = url;
      fromStart = true;
    }
    if (fromStart) audio.currentTime = 0;
    setSpeed(wanted);
    await audio.play().catch(() => setFailed(true));
  }

  const toggle = () => {
    const audio = audioRef.current;
    if (playing) audio?.pause();
    else void start(speed, Boolean(audio?.ended));
  };

  return (
    <section aria-label={t("comprehension.player")} className="flex flex-col gap-3 rounded-2xl border bg-card p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          onClick={toggle}
          disabled={loading}
          className="size-14 rounded-2xl [&_svg]:size-7"
          aria-label={playing ? t("comprehension.pause") : t("comprehension.play")}
          data-autofocus
        >
          {loading ? (
            <LoaderCircle aria-hidden className="motion-safe:animate-spin" />
          ) : playing ? (
            <Pause aria-hidden />
          ) : (
            <Play aria-hidden />
          )}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => void start(speed, true)}
          disabled={loading}
          className="size-12 rounded-2xl [&_svg]:size-5"
          aria-label={t("comprehension.replay")}
        >
          <RotateCcw aria-hidden />
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-pressed={speed === "slow"}
          onClick={() => void start(speed === "slow" ? "normal" : "slow", true)}
          disabled={loading}
          className={cn("h-12 rounded-2xl", speed === "slow" && "border-primary bg-primary-soft text-primary")}
        >
          <Snail aria-hidden />
          {t("comprehension.slower")}
        </Button>
      </div>
      <div className="flex items-center gap-3">
        <progress
          aria-label={t("comprehension.time", { current: clock(time.current), total: clock(time.total) })}
          max={time.total || 1}
          value={time.current}
          className="h-2 flex-1 overflow-hidden rounded-full accent-primary [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
        />
        <span className="text-sm text-muted-foreground tabular-nums">
          {clock(time.current)} / {clock(time.total)}
        </span>
      </div>
      <p role="status" className="sr-only">
        {loading ? t("comprehension.loading") : ""}
      </p>
      {syntheticVoice && <SyntheticVoiceLabel text={t("audio.synthetic")} />}
      {failed && (
        <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          {t("comprehension.loadFailed")}
        </p>
      )}
    </section>
  );
}
