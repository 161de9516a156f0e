"use client";

import { Ear, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SyntheticVoiceLabel, type ServerVoice } from "@/components/speech/synthetic-voice-label";
import type { SpeechStatus } from "@/components/speech/use-speech";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { failureText, request } from "@/lib/request";
import type { SoundFamily } from "../scoring/target";
import type { PerceptionProgress, PerceptionRound, PerceptionVerdict, SoundProgress, SoundStatus } from "../types";
import { PerceptionItemCard } from "./perception-item";

const statusRank: Record<SoundStatus, number> = { "needs-work": 0, improving: 1, "not-tried": 2, mastered: 3 };
const share = (entry: PerceptionProgress | undefined) =>
  entry && entry.answered > 0 ? entry.right / entry.answered : 1;

/** The families to drill, the learner's weakest first: by how they say them, then by how well they hear them. */
export function drillOrder(sounds: SoundProgress[], perception: PerceptionProgress[]): SoundFamily[] {
  const heard = new Map(perception.map((entry) => [entry.family, entry]));
  return [...sounds]
    .sort(
      (first, second) =>
        statusRank[first.status] - statusRank[second.status] ||
        share(heard.get(first.family)) - share(heard.get(second.family)),
    )
    .map((sound) => sound.family);
}

/**
 * Perception drills: a round of words from minimal pairs of one sound family, each played by the
 * server, the learner saying which of the two they heard. No microphone, no recognition needed.
 */
export function PerceptionDrill({
  families,
  speechLang,
  serverSpeech,
  voice,
  onAnswered,
}: {
  families: SoundFamily[];
  speechLang: string;
  serverSpeech: ServerVoice;
  voice: { status: SpeechStatus; speak: (text: string, rate?: number) => void };
  onAnswered: (verdict: PerceptionVerdict) => void;
}) {
  const t = useTranslations("pronunciation");
  const [family, setFamily] = useState<SoundFamily | undefined>(families[0]);
  const [round, setRound] = useState<PerceptionRound | null>(null);
  const [position, setPosition] = useState(0);
  const [verdicts, setVerdicts] = useState<PerceptionVerdict[]>([]);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    if (!family) return;
    setStarting(true);
    setError(null);
    try {
      setRound(await request<PerceptionRound>("POST", "/api/pronunciation/perception/rounds", { family }));
      setPosition(0);
      setVerdicts([]);
    } catch (failure) {
      setError(failureText(failure, t("perception.startFailed")));
    } finally {
      setStarting(false);
    }
  };
  const item = round?.items[position];
  const answered = item ? verdicts.some((verdict) => verdict.itemId === item.id) : false;
  const finished = round !== null && verdicts.length === round.items.length && position === round.items.length - 1;
  const right = verdicts.filter((verdict) => verdict.correct).length;

  return (
    <section
      id="perception"
      aria-labelledby="perception-title"
      className="flex max-w-3xl scroll-mt-6 flex-col gap-4 rounded-[var(--radius-card)] border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id="perception-title" className="flex items-center gap-2 font-display text-2xl font-semibold">
          <Ear aria-hidden className="size-6 text-primary" />
          {t("perception.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("perception.lead")}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("perception.family")}
          <select
            className="h-10 rounded-xl border bg-background px-3 text-sm"
            value={family ?? ""}
            onChange={(event) => setFamily(event.target.value as SoundFamily)}
          >
            {families.map((value) => (
              <option key={value} value={value}>
                {t(`families.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <Button onClick={() => void start()} disabled={starting || !family} variant={round ? "outline" : "primary"}>
          {round && <RotateCcw aria-hidden />}
          {round ? t("perception.newRound") : t("perception.start")}
        </Button>
        {serverSpeech === "synthetic" && <SyntheticVoiceLabel text={t("practice.syntheticVoice")} />}
      </div>
      <ErrorNote>{error}</ErrorNote>
      {round && item && (
        <div className="flex flex-col gap-4 border-t pt-4">
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="perception-position">
            {t("perception.position", {
              index: position + 1,
              total: round.items.length,
              family: t(`families.${round.family}`),
            })}
          </p>
          <PerceptionItemCard
            key={item.id}
            item={item}
            speechLang={speechLang}
            voice={voice}
            onAnswered={(verdict) => {
              setVerdicts((list) => [...list, verdict]);
              onAnswered(verdict);
            }}
          />
          {answered && !finished && (
            <Button className="self-start" onClick={() => setPosition((current) => current + 1)}>
              {t("perception.next")}
            </Button>
          )}
          {verdicts.length > 0 && (
            <p className="font-semibold tabular-nums" data-testid="perception-score">
              {finished
                ? t("perception.roundScore", { right, total: round.items.length })
                : t("perception.tally", { right, answered: verdicts.length })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
