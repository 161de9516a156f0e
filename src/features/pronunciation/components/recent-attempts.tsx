"use client";

import { Download, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { request } from "@/lib/request";
import type { AttemptView } from "../types";
import { ScoreBadge } from "./attempt-result";

/** The latest attempts with their scores and recordings (play, download, delete one, delete all). */
export function RecentAttempts({ attempts, recordingDays }: { attempts: AttemptView[]; recordingDays: number }) {
  const t = useTranslations("pronunciation.recent");
  const format = useFormatter();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const remove = async (url: string) => {
    setError(null);
    try {
      await request("DELETE", url);
      router.refresh();
    } catch {
      setError(t("deleteFailed"));
    }
  };
  return (
    <section aria-labelledby="recent-title" className="flex flex-col gap-4">
      <h2 id="recent-title" className="font-display text-2xl font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("retention", { days: recordingDays })}</p>
      {attempts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-2xl border bg-card">
          {attempts.map((attempt) => (
            <li
              key={attempt.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"
              data-attempt={attempt.id}
            >
              <ScoreBadge score={attempt.result.score} colour={attempt.result.colour} />
              <span id={`attempt-${attempt.id}-phrase`} className="min-w-48 flex-1 font-medium">
                {attempt.phraseText}
              </span>
              <span className="text-sm text-muted-foreground">
                {format.dateTime(new Date(attempt.createdAt), { dateStyle: "medium", timeStyle: "short" })}
              </span>
              {attempt.recordingId ? (
                <span className="flex items-center gap-1">
                  {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the learner's own attempt at the phrase beside it, which describes it; a caption could only repeat that text */}
                  <audio
                    controls
                    preload="none"
                    src={`/api/pronunciation/recordings/${attempt.recordingId}`}
                    aria-label={t("play")}
                    aria-describedby={`attempt-${attempt.id}-phrase`}
                    className="h-9 w-48"
                  />
                  <a
                    href={`/api/pronunciation/recordings/${attempt.recordingId}`}
                    download
                    className="inline-flex size-9 items-center justify-center rounded-full hover:bg-muted"
                    aria-label={t("download")}
                  >
                    <Download aria-hidden className="size-4" />
                  </a>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t("delete")}
                    onClick={() => void remove(`/api/pronunciation/recordings/${attempt.recordingId}`)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </span>
              ) : (
                <span className="text-sm text-muted-foreground">{t("noRecording")}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {attempts.some((attempt) => attempt.recordingId) && (
        <Button variant="outline" className="w-fit" onClick={() => void remove("/api/pronunciation/recordings")}>
          <Trash2 aria-hidden />
          {t("deleteAll")}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </section>
  );
}
