"use client";

import { ArrowRight, BookOpen, Clock, Headphones, PenLine } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { ServerVoice } from "@/components/speech/synthetic-voice-label";
import { levelLabel } from "@/lib/levels";
import { failureText, request } from "@/lib/request";
import type { PlacementOverview, PlacementState } from "../../placement/types";
import { PlacementResult } from "./placement-result";
import { PlacementRunner } from "./placement-runner";

const baseEndpoints = { answer: "/api/learning/placement/answers", listen: "/api/learning/placement/listen" };

/**
 * /placement: the introduction (or the last result, with when it can be taken again), the test,
 * then its result with the unit the course starts at.
 */
export function PlacementFlow({
  overview,
  serverSpeech = null,
}: {
  overview: PlacementOverview;
  /** The server's voice for listening items when the browser has none; null: none (they are passed over). */
  serverSpeech?: ServerVoice | null;
}) {
  const t = useTranslations("learning");
  const [running, setRunning] = useState<PlacementState | null>(overview.open);
  const [finished, setFinished] = useState<PlacementState | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => resultHeading.current?.focus(), [finished]);

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      setRunning(await request<PlacementState>("POST", "/api/learning/placement"));
    } catch (failure) {
      setError(failureText(failure, t("placement.startFailed")));
    } finally {
      setStarting(false);
    }
  };

  if (finished?.result) return <PlacementResult ref={resultHeading} result={finished.result} retakeFrom={null} />;
  const endpoints = serverSpeech
    ? {
        ...baseEndpoints,
        audio: "/api/learning/placement/listen/audio",
        syntheticVoice: serverSpeech === "synthetic",
      }
    : baseEndpoints;
  if (running) return <PlacementRunner initial={running} endpoints={endpoints} onFinished={setFinished} />;
  if (overview.last && overview.retakeFrom)
    return <PlacementResult result={overview.last} retakeFrom={overview.retakeFrom} />;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8">
      <div className="flex flex-col gap-3">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {t("placement.introTitle")}
        </h1>
        <p className="text-lg text-muted-foreground">{t("placement.introLead")}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        <Fact icon={<Clock />} text={t("placement.factLength")} />
        <Fact icon={<BookOpen />} text={t("placement.factReading")} />
        <Fact icon={<Headphones />} text={t("placement.factListening")} />
        <Fact icon={<PenLine />} text={t("placement.factWriting")} />
      </ul>
      <p className="text-muted-foreground">{t("placement.introNoStress")}</p>
      {overview.last && (
        <p className="text-sm text-muted-foreground">
          {t("placement.previous", { level: levelLabel(overview.last.overall, t("placement.preA1")) })}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" size="lg" onClick={() => void start()} disabled={starting}>
          {t("placement.start")}
          <ArrowRight aria-hidden />
        </Button>
        <Link href="/dashboard/course" className={cn(buttonVariants({ variant: "ghost", size: "lg" }))}>
          {t("placement.skipTest")}
        </Link>
      </div>
    </div>
  );
}

function Fact({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border bg-card p-4 shadow-sm">
      <span
        aria-hidden
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5"
      >
        {icon}
      </span>
      <span className="font-medium">{text}</span>
    </li>
  );
}
