"use client";

import { GitCompareArrows, Play } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import type { Recording } from "@/components/speech/use-wav-recorder";
import { Button } from "@/components/ui/button";
import { requestBlob } from "@/lib/request";
import type { SelfRatingView } from "../types";
import { peaks, sharedScale } from "../waveform";
import { RateYourself } from "./rate-yourself";
import { Waveform } from "./waveform";

/** Columns of the longer waveform; the shorter one takes its share. */
const COLUMNS = 160;

type Decoded = { samples: Float32Array; durationMs: number };
type Side = "model" | "mine";

/** The audio's samples, decoded offline: no sound is made and no autoplay rule applies. */
async function decode(blob: Blob): Promise<Decoded> {
  const buffer = await new OfflineAudioContext(1, 1, 16_000).decodeAudioData(await blob.arrayBuffer());
  return { samples: buffer.getChannelData(0), durationMs: Math.round(buffer.duration * 1000) };
}

function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

function useDecoded(blob: Blob | null): Decoded | "failed" | null {
  const [decoded, setDecoded] = useState<{ blob: Blob; value: Decoded | "failed" } | null>(null);
  useEffect(() => {
    if (!blob) return;
    let current = true;
    decode(blob).then(
      (value) => current && setDecoded({ blob, value }),
      () => current && setDecoded({ blob, value: "failed" }),
    );
    return () => void (current = false);
  }, [blob]);
  return decoded && decoded.blob === blob ? decoded.value : null;
}

/** The phrase in the server's voice: the browser's own voice cannot be captured to draw or replay. */
function useModel(phraseId: string): Blob | "failed" | null {
  const [model, setModel] = useState<Blob | "failed" | null>(null);
  useEffect(() => {
    let current = true;
    requestBlob("POST", "/api/pronunciation/speech", { phraseId }).then(
      (blob) => current && setModel(blob),
      () => current && setModel("failed"),
    );
    return () => void (current = false);
  }, [phraseId]);
  return model;
}

/** Plays the sides one after the other on one element; a new press starts over. */
function useSequence(urls: Record<Side, string | null>) {
  const element = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<Side | null>(null);
  useEffect(() => () => element.current?.pause(), []);
  const play = (queue: Side[]) => {
    const audio = (element.current ??= new Audio());
    audio.pause();
    const next = (rest: Side[]) => {
      const [side, ...later] = rest;
      const url = side ? urls[side] : null;
      if (!side || !url) return setPlaying(null);
      audio.src = url;
      audio.onended = () => next(later);
      audio.onerror = () => setPlaying(null);
      setPlaying(side);
      audio.play().catch(() => setPlaying(null));
    };
    next(queue);
  };
  return { playing, play };
}

/**
 * Record and compare: the model and the learner's recording drawn on one time scale, played one
 * after the other or alone, then the learner's own rating. The recording is never uploaded here.
 */
export function ComparePanel({
  phraseId,
  recording,
  local,
  onRated,
  children,
}: {
  phraseId: string;
  recording: Recording;
  /** Nothing here can score: the recording is never sent. */
  local: boolean;
  onRated: (rating: SelfRatingView) => void;
  /** The recording's own actions (discard, send for a score). */
  children?: ReactNode;
}) {
  const t = useTranslations("pronunciation.compare");
  const format = useFormatter();
  const hintId = useId();
  const model = useModel(phraseId);
  const modelBlob = model instanceof Blob ? model : null;
  const urls = { model: useObjectUrl(modelBlob), mine: useObjectUrl(recording.audio) };
  const drawn = { model: useDecoded(modelBlob), mine: useDecoded(recording.audio) };
  const { playing, play } = useSequence(urls);

  const durationOf = (side: Side) => {
    const decoded = drawn[side];
    return decoded && decoded !== "failed" ? decoded.durationMs : 0;
  };
  const [modelColumns, mineColumns] = sharedScale([durationOf("model"), durationOf("mine")], COLUMNS);
  const waves = {
    model: drawn.model && drawn.model !== "failed" ? peaks(drawn.model.samples, modelColumns!) : null,
    mine: drawn.mine && drawn.mine !== "failed" ? peaks(drawn.mine.samples, mineColumns!) : null,
  };
  const seconds = (side: Side) =>
    format.number(durationOf(side) / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const modelWords =
    model === "failed" || drawn.model === "failed"
      ? t("modelMissing")
      : waves.model
        ? t("modelDuration", { seconds: seconds("model") })
        : t("modelLoading");
  const mineWords = waves.mine ? t("yourDuration", { seconds: seconds("mine") }) : "";

  const row = (side: Side, label: string) => (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        {waves[side] && (
          <span className="text-muted-foreground tabular-nums">{t("seconds", { seconds: seconds(side) })}</span>
        )}
      </div>
      <div
        className={side === "model" ? "text-primary" : "text-accent"}
        data-waveform={side}
        data-drawn={waves[side] !== null}
      >
        <Waveform peaks={waves[side] ?? []} columns={COLUMNS} />
      </div>
    </div>
  );

  return (
    <section
      aria-label={t("title")}
      className="flex flex-col gap-4 rounded-2xl border bg-background p-4"
      data-testid="compare-panel"
    >
      <div role="img" aria-label={`${modelWords} ${mineWords}`.trim()} className="flex flex-col gap-3">
        {row("model", t("model"))}
        {row("mine", t("yours"))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => play(["model", "mine"])} disabled={!urls.model} aria-describedby={hintId}>
          <GitCompareArrows aria-hidden />
          {t("compare")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => play(["model"])} disabled={!urls.model}>
          <Play aria-hidden />
          {t("playModel")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => play(["mine"])}>
          <Play aria-hidden />
          {t("playMine")}
        </Button>
        {children}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t("compareHint")}
      </p>
      <p role="status" className="sr-only" data-playing={playing ?? ""}>
        {playing === "model" ? t("playingModel") : playing === "mine" ? t("playingMine") : ""}
      </p>
      {model === "failed" && <p className="text-sm text-muted-foreground">{t("modelFailed")}</p>}
      <RateYourself key={urls.mine} phraseId={phraseId} onRated={onRated} />
      <p className="text-xs text-muted-foreground">{local ? t("staysLocal") : t("staysLocalUnlessSent")}</p>
    </section>
  );
}
