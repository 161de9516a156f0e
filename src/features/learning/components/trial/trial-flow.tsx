"use client";

import { ArrowRight, Building2, Check, LogIn, Mail, RotateCcw, Sparkles } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { ServerVoice } from "@/components/speech/synthetic-voice-label";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { levelLabel } from "@/lib/levels";
import { failureText, request } from "@/lib/request";
import type { PlayerState } from "../../player-types";
import type { TrialView } from "../../trial/service";
import { LessonPlayer } from "../lesson-player";
import { PlacementResult } from "../placement/placement-result";
import { PlacementRunner } from "../placement/placement-runner";

const placementEndpoints = { answer: "/api/try/answers", listen: "/api/try/listen", audio: "/api/try/listen/audio" };
const lessonEndpoints = {
  answer: "/api/try/lesson/answers",
  listen: "/api/try/lesson/listen",
  audio: "/api/try/lesson/listen/audio",
  speakAudio: "/api/try/lesson/speak/audio",
};

type Props = {
  initial: TrialView;
  signedIn: boolean;
  waitlistHref: string;
  /** Whose voice the server speaks with where the browser has none; null: the browser's voice or nothing. */
  serverSpeech?: ServerVoice | null;
};

/**
 * /try without an account: choose a language, a mini placement (about 3 minutes), the estimated
 * level, one sample lesson, then the way in (waitlist, contact, sign-in, or claiming the result
 * for the signed-in). Everything lives in a signed cookie; a reload resumes where it was.
 */
export function TrialFlow({ initial, signedIn, waitlistHref, serverSpeech = null }: Props) {
  const t = useTranslations("learning.trial");
  const [view, setView] = useState<TrialView>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [view.step]);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failureText(failure, t("failed")));
    } finally {
      setBusy(false);
    }
  };
  const start = (course: "fr" | "en") =>
    act(async () => setView(await request<TrialView>("POST", "/api/try", { course })));
  const restart = () =>
    act(async () => {
      await request("DELETE", "/api/try");
      setView({ step: "choose" });
    });
  const errorBox = error && (
    <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
      {error}
    </p>
  );

  if (view.step === "placement") {
    return (
      <PlacementRunner
        initial={view.placement}
        endpoints={
          serverSpeech
            ? { ...placementEndpoints, syntheticVoice: serverSpeech === "synthetic" }
            : { answer: placementEndpoints.answer, listen: placementEndpoints.listen }
        }
        onFinished={(state) => state.result && setView({ step: "result", trialId: state.testId, result: state.result })}
      />
    );
  }
  if (view.step === "lesson")
    return (
      <LessonPlayer
        initial={view.player}
        nextLessonHref={null}
        serverSpeech={serverSpeech}
        endpoints={lessonEndpoints}
        exit={{ href: "/try", label: t("seeResult") }}
      />
    );

  if (view.step === "result") {
    const testId = view.trialId;
    const openLesson = () =>
      act(async () =>
        setView({ step: "lesson", player: await request<PlayerState>("POST", "/api/try/lesson", { testId }) }),
      );
    return (
      <PlacementResult
        ref={heading}
        result={view.result}
        retakeFrom={null}
        actions={
          <div className="mt-2 flex flex-col gap-3">
            <p>{t("lessonOffer")}</p>
            {errorBox}
            <Button
              type="button"
              size="lg"
              onClick={() => void openLesson()}
              disabled={busy}
              className="w-full sm:w-fit"
            >
              <Sparkles aria-hidden />
              {t("tryLesson")}
            </Button>
          </div>
        }
      />
    );
  }

  if (view.step === "end") {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-8">
        <div className="flex flex-col gap-3 text-center">
          <h1
            ref={heading}
            tabIndex={-1}
            className="font-display text-3xl font-semibold tracking-tight text-balance outline-none sm:text-4xl"
          >
            {t("endTitle")}
          </h1>
          <p className="text-lg text-muted-foreground">
            {t("endLead", {
              level: levelLabel(view.result.overall, t("preA1")),
              equivalent: view.result.overallEquivalent,
              correct: view.summary.correct,
              answered: view.summary.answered,
            })}
          </p>
        </div>
        <ClaimOrJoin signedIn={signedIn} waitlistHref={waitlistHref} />
        {errorBox}
        <Button type="button" variant="ghost" onClick={() => void restart()} disabled={busy} className="self-center">
          <RotateCcw aria-hidden />
          {t("restart")}
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <div className="flex flex-col gap-3">
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-display text-4xl font-semibold tracking-tight text-balance outline-none"
        >
          {t("title")}
        </h1>
        <p className="text-lg text-muted-foreground">{t("lead")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(["fr", "en"] as const).map((course) => (
          <button
            key={course}
            type="button"
            onClick={() => void start(course)}
            disabled={busy}
            className="flex flex-col gap-2 rounded-2xl border-2 bg-card p-6 text-left shadow-sm transition-colors hover:border-primary focus-visible:border-primary focus-visible:outline-none disabled:opacity-60"
          >
            <span className="font-display text-2xl font-semibold">{t(`courses.${course}.title`)}</span>
            <span className="text-muted-foreground">{t(`courses.${course}.description`)}</span>
            <span className="mt-2 inline-flex items-center gap-1.5 font-semibold text-primary">
              {t("start")}
              <ArrowRight aria-hidden className="size-4" />
            </span>
          </button>
        ))}
      </div>
      {errorBox}
      <ul className="flex flex-col gap-2 text-muted-foreground">
        {(["noAccount", "minutes", "private"] as const).map((point) => (
          <li key={point} className="flex items-center gap-2">
            <Check aria-hidden className="size-4 shrink-0 text-primary" />
            {t(`points.${point}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Signed in: carry the result into the account. Signed out: the waitlist, sales, or sign-in. */
function ClaimOrJoin({ signedIn, waitlistHref }: { signedIn: boolean; waitlistHref: string }) {
  const t = useTranslations("learning.trial");
  const [state, setState] = useState<"idle" | "busy" | "claimed" | "kept_test">("idle");
  const [error, setError] = useState<string | null>(null);
  const claim = async () => {
    setState("busy");
    setError(null);
    try {
      setState((await request<{ outcome: "claimed" | "kept_test" }>("POST", "/api/try/claim")).outcome);
    } catch (failure) {
      setError(failureText(failure, t("failed")));
      setState("idle");
    }
  };

  if (signedIn) {
    return (
      <section className="flex flex-col gap-3 rounded-2xl border-2 border-primary bg-primary-soft/60 p-5">
        {state === "claimed" || state === "kept_test" ? (
          <>
            <p role="status" className="font-semibold">
              {state === "claimed" ? t("claimed") : t("keptTest")}
            </p>
            <Link href="/dashboard/course" className={cn(buttonVariants({ size: "lg" }), "w-full sm:w-fit")}>
              {t("toCourse")}
              <ArrowRight aria-hidden />
            </Link>
          </>
        ) : (
          <>
            <p>{t("claimLead")}</p>
            {error && (
              <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
                {error}
              </p>
            )}
            <Button
              type="button"
              size="lg"
              onClick={() => void claim()}
              disabled={state === "busy"}
              className="w-full sm:w-fit"
            >
              {t("claim")}
            </Button>
          </>
        )}
      </section>
    );
  }
  return (
    <section aria-label={t("joinLabel")} className="grid gap-3 sm:grid-cols-3">
      <Link
        href={waitlistHref}
        className={cn(buttonVariants({ size: "lg" }), "h-auto flex-col gap-1 rounded-2xl py-4 whitespace-normal")}
      >
        <Sparkles aria-hidden />
        {t("waitlist")}
      </Link>
      <Link
        href="/contact?topic=sales"
        className={cn(
          buttonVariants({ variant: "outline", size: "lg" }),
          "h-auto flex-col gap-1 rounded-2xl py-4 whitespace-normal",
        )}
      >
        <Building2 aria-hidden />
        {t("contact")}
      </Link>
      <Link
        href="/auth/sign-in?next=/try"
        className={cn(
          buttonVariants({ variant: "outline", size: "lg" }),
          "h-auto flex-col gap-1 rounded-2xl py-4 whitespace-normal",
        )}
      >
        <LogIn aria-hidden />
        {t("signIn")}
      </Link>
      <p className="text-sm text-muted-foreground sm:col-span-3">
        <Mail aria-hidden className="mr-1.5 inline size-4" />
        {t("signInHint")}
      </p>
    </section>
  );
}
