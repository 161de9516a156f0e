"use client";

import { ChevronLeft, ChevronRight, Info, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useSpeech } from "@/components/speech/use-speech";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { PageHeader } from "@/components/ui/page-header";
import { TAUGHT_LEVELS } from "@/lib/levels";
import { failureText, request } from "@/lib/request";
import type { SoundFamily } from "../scoring/target";
import type { AttemptView, CoachHome, PerceptionProgress } from "../types";
import { AttemptResult } from "./attempt-result";
import { GeneratePhrases } from "./generate-phrases";
import { drillOrder, PerceptionDrill } from "./perception-drill";
import { PracticeCard } from "./practice-card";
import { RecentAttempts } from "./recent-attempts";
import { SoundProgressList } from "./sound-progress";

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select
        className="h-10 rounded-xl border bg-background px-3 text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * /pronunciation: the set of phrases (by level, sound, and the learner's own), the phrase being
 * practised and its score, phrases written for the learner's job when a model is configured, the
 * perception drills (no microphone needed), the progress per sound, the latest attempts.
 */
export function Coach({ home, perception: initialPerception }: { home: CoachHome; perception: PerceptionProgress[] }) {
  const t = useTranslations("pronunciation");
  const router = useRouter();
  const pairVoice = useSpeech(home.speechLang);
  const [level, setLevel] = useState("");
  const [sound, setSound] = useState<SoundFamily | "">("");
  const [index, setIndex] = useState(0);
  const [mine, setMine] = useState(false);
  const [attempt, setAttempt] = useState<AttemptView | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [perception, setPerception] = useState(initialPerception);
  // Fixed when the page opens: the list does not reorder under the learner during a round.
  const [drillFamilies] = useState(() => drillOrder(home.sounds, initialPerception));
  const set = home.phrases.filter(
    (phrase) =>
      (!mine || phrase.generated) && (!level || phrase.level === level) && (!sound || phrase.sounds.includes(sound)),
  );
  const phrase = set[Math.min(index, set.length - 1)];
  const families = home.sounds.map((item) => item.family);
  const hasOwn = home.phrases.some((item) => item.generated);
  const move = (step: number) => {
    setAttempt(null);
    setIndex((current) => (current + step + set.length) % set.length);
  };
  // A new filter shows its set from the start, without the last result.
  const refilter = (change: () => void) => {
    change();
    setIndex(0);
    setAttempt(null);
  };
  const refresh = () => startRefresh(() => router.refresh());
  // The new phrases come first in "My phrases": show that set from its start.
  const showOwn = () => {
    refilter(() => {
      setMine(true);
      setLevel("");
      setSound("");
    });
    refresh();
  };
  const deletePhrase = async (phraseId: string) => {
    setDeleteError(null);
    try {
      await request("DELETE", `/api/pronunciation/phrases/${encodeURIComponent(phraseId)}`);
      setAttempt(null);
      refresh();
    } catch (failure) {
      setDeleteError(failureText(failure, t("generate.deleteFailed")));
    }
  };

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <PageHeader title={t("title")} description={t("lead")} />
      <p className="flex max-w-3xl items-start gap-3 rounded-2xl border bg-card px-4 py-3 text-sm shadow-sm">
        <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        {t("basedOnRecognition")}
      </p>

      <section aria-labelledby="practice-title" className="flex max-w-3xl flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <h2 id="practice-title" className="mr-auto font-display text-2xl font-semibold">
            {t("practice.title")}
          </h2>
          {(home.model || hasOwn) && (
            <FilterSelect
              label={t("generate.filter")}
              value={mine ? "mine" : "all"}
              options={[
                { value: "all", label: t("generate.all") },
                { value: "mine", label: t("generate.mine") },
              ]}
              onChange={(value) => refilter(() => setMine(value === "mine"))}
            />
          )}
          <FilterSelect
            label={t("filters.level")}
            value={level}
            options={[
              { value: "", label: t("filters.allLevels") },
              ...TAUGHT_LEVELS.map((value) => ({ value, label: value })),
            ]}
            onChange={(value) => refilter(() => setLevel(value))}
          />
          <FilterSelect
            label={t("filters.sound")}
            value={sound}
            options={[
              { value: "", label: t("filters.allSounds") },
              ...families.map((family) => ({ value: family, label: t(`families.${family}`) })),
            ]}
            onChange={(value) => refilter(() => setSound(value as SoundFamily | ""))}
          />
        </div>
        {home.model && <GeneratePhrases onGenerated={showOwn} refreshing={refreshing} />}
        {phrase ? (
          <>
            <div className="flex items-center gap-2">
              <Button variant="ghost" size="sm" onClick={() => move(-1)} aria-label={t("practice.previous")}>
                <ChevronLeft aria-hidden />
              </Button>
              <span className="text-sm text-muted-foreground tabular-nums" data-testid="position">
                {t("position", { index: Math.min(index, set.length - 1) + 1, total: set.length })}
              </span>
              <Button variant="ghost" size="sm" onClick={() => move(1)} aria-label={t("practice.next")}>
                <ChevronRight aria-hidden />
              </Button>
              {phrase.generated && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto"
                  onClick={() => void deletePhrase(phrase.id)}
                  disabled={refreshing}
                >
                  <Trash2 aria-hidden />
                  {t("generate.delete")}
                </Button>
              )}
            </div>
            <ErrorNote>{deleteError}</ErrorNote>
            <PracticeCard
              key={phrase.id}
              phrase={phrase}
              speechLang={home.speechLang}
              serverSpeech={home.serverSpeech}
              transcription={home.transcription}
              onScored={(scored) => {
                setAttempt(scored);
                router.refresh();
              }}
              onRated={() => router.refresh()}
            />
            {attempt && attempt.phraseId === phrase.id && (
              <AttemptResult
                attempt={attempt}
                speak={pairVoice.status === "ready" ? (text) => pairVoice.speak(text, 0.9) : null}
                summary={home.model}
              />
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t("practice.empty")}</p>
        )}
      </section>

      <PerceptionDrill
        families={drillFamilies}
        speechLang={home.speechLang}
        serverSpeech={home.serverSpeech}
        voice={pairVoice}
        onAnswered={(verdict) =>
          setPerception((list) =>
            list.map((entry) => (entry.family === verdict.progress.family ? verdict.progress : entry)),
          )
        }
      />

      <SoundProgressList sounds={home.sounds} perception={perception} />
      <RecentAttempts attempts={home.recent} recordingDays={home.recordingDays} />
    </section>
  );
}
