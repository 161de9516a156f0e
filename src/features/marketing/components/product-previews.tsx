import { Check, Languages, Mic } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { getCourse, pick } from "@/features/learning";
import { getPronunciation } from "@/features/pronunciation";
import { getActivities } from "@/features/tutor";
import type { Locale } from "@/i18n/config";

/*
 * What a lesson, Madame and the pronunciation coach look like, drawn on the server from the
 * product's own content (the French course, since most visitors' teams learn French): the first
 * exercise of the first lesson, the first guided dialogue, the first minimal pair with its tip.
 * No screenshot to fall out of date, no JavaScript sent for it.
 */

export async function ProductPreviews({ locale }: { locale: Locale }) {
  const t = await getTranslations("public.home.previews");
  return (
    <section aria-labelledby="previews-title" className="flex flex-col gap-8">
      <div className="flex max-w-3xl flex-col gap-3">
        <h2 id="previews-title" className="font-display text-3xl font-semibold tracking-tight md:text-4xl">
          {t("title")}
        </h2>
        <p className="text-lg leading-relaxed text-muted-foreground">{t("lead")}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Preview title={t("lesson.title")} text={t("lesson.text")}>
          <LessonPreview locale={locale} />
        </Preview>
        <Preview title={t("tutor.title")} text={t("tutor.text")}>
          <TutorPreview locale={locale} />
        </Preview>
        <Preview title={t("pronunciation.title")} text={t("pronunciation.text")}>
          <PronunciationPreview locale={locale} />
        </Preview>
      </div>
    </section>
  );
}

function Preview({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      {/* The product as it looks: a framed, non-interactive copy of the screen. */}
      <Card className="flex min-h-96 flex-1 flex-col gap-4 bg-background p-5 shadow-md">{children}</Card>
      <div className="flex flex-col gap-1 px-1">
        <h3 className="font-display text-xl font-semibold">{title}</h3>
        <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
      </div>
    </div>
  );
}

async function LessonPreview({ locale }: { locale: Locale }) {
  const t = await getTranslations("public.home.previews.lesson");
  const lesson = getCourse("fr").unitData[0]!.lessons[0]!;
  const exercise = lesson.exercises.find((candidate) => candidate.type === "multipleChoice");
  if (!exercise || exercise.type !== "multipleChoice") return null;
  return (
    <div lang="fr" className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-xs font-medium text-muted-foreground">
        <span lang={locale}>{pick(lesson.title, locale)}</span>
        <span aria-hidden className="h-2 flex-1 rounded-full bg-muted">
          <span className="block h-2 rounded-full bg-primary" style={{ width: `${100 / lesson.exercises.length}%` }} />
        </span>
        <span lang={locale}>{t("progress", { current: 1, total: lesson.exercises.length })}</span>
      </div>
      <p lang={locale} className="text-sm font-medium text-muted-foreground">
        {pick(exercise.instruction, locale)}
      </p>
      <p className="font-display text-lg leading-snug font-semibold">{exercise.question}</p>
      <ul className="grid grid-cols-2 gap-2">
        {exercise.choices.map((choice, index) => (
          <li
            key={choice}
            className={
              index === exercise.answer
                ? "flex items-center justify-center gap-1.5 rounded-2xl border-2 border-emerald-600 bg-emerald-50 px-3 py-2.5 text-sm font-semibold text-emerald-800 dark:border-emerald-400 dark:bg-emerald-950/70 dark:text-emerald-200"
                : "rounded-2xl border px-3 py-2.5 text-center text-sm"
            }
          >
            {index === exercise.answer && <Check aria-hidden className="size-4" />}
            {choice}
          </li>
        ))}
      </ul>
      {/* The lesson's own feedback colours (learning/components/feedback-panel.tsx). */}
      <div
        lang={locale}
        className="rounded-2xl border border-emerald-600/40 bg-emerald-50 p-3 text-sm leading-relaxed dark:border-emerald-400/40 dark:bg-emerald-950/70"
      >
        <p className="font-semibold text-emerald-800 dark:text-emerald-200">{t("correct")}</p>
        <p className="mt-1 text-foreground/80">{pick(exercise.explanation, locale)}</p>
      </div>
    </div>
  );
}

async function TutorPreview({ locale }: { locale: Locale }) {
  const t = await getTranslations("public.home.previews.tutor");
  const activity = getActivities("fr").find((candidate) => candidate.guided)!;
  const dialogue = activity.guided!;
  const start = dialogue.lines.find((line) => line.id === dialogue.start)!;
  const reply = start.replies[0]!;
  const next = dialogue.lines.find((line) => line.id === reply.next);
  return (
    <div className="flex flex-col gap-3">
      <p lang={locale} className="font-display text-base leading-snug font-semibold">
        {pick(activity.title, locale)}
      </p>
      <Bubble who={t("madame")} side="left">
        <span lang="fr">{start.madame}</span>
        <span lang={locale} className="mt-2 flex items-start gap-1.5 border-t pt-2 text-xs text-muted-foreground">
          <Languages aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          {pick(start.translation, locale)}
        </span>
      </Bubble>
      <Bubble who={t("you")} side="right">
        <span lang="fr">{reply.example}</span>
      </Bubble>
      {next && (
        <Bubble who={t("madame")} side="left">
          <span lang="fr">{next.madame}</span>
        </Bubble>
      )}
    </div>
  );
}

function Bubble({ who, side, children }: { who: string; side: "left" | "right"; children: ReactNode }) {
  const mine = side === "right";
  return (
    <div className={mine ? "flex flex-col items-end gap-1" : "flex flex-col items-start gap-1"}>
      <span className="px-1 text-xs font-semibold text-muted-foreground">{who}</span>
      <p
        className={
          mine
            ? "max-w-[85%] rounded-2xl rounded-br-md bg-primary px-3.5 py-2 text-sm text-primary-foreground"
            : "flex max-w-[90%] flex-col rounded-2xl rounded-bl-md border bg-card px-3.5 py-2 text-sm"
        }
      >
        {children}
      </p>
    </div>
  );
}

async function PronunciationPreview({ locale }: { locale: Locale }) {
  const t = await getTranslations("public.home.previews.pronunciation");
  const { pairs, tips, phrases } = getPronunciation("fr");
  const pair = pairs[0]!;
  const tip = tips.find((candidate) => candidate.family === pair.family);
  const phrase = phrases.find((candidate) => candidate.sounds.includes(pair.family));
  return (
    <div className="flex flex-col gap-4">
      {tip && (
        <p
          lang={locale}
          className="inline-flex w-fit items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary"
        >
          <Mic aria-hidden className="size-3.5" />
          {pick(tip.title, locale)}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        {[pair.a, pair.b].map((word) => (
          <div key={word.text} className="flex flex-col items-center gap-1 rounded-2xl border p-3 text-center">
            <span lang="fr" className="font-display text-2xl font-semibold">
              {word.text}
            </span>
            <span lang={locale} className="text-xs text-muted-foreground">
              {pick(word.meaning, locale)}
            </span>
          </div>
        ))}
      </div>
      {phrase && (
        <div className="flex flex-col gap-1 rounded-2xl bg-muted/60 p-3">
          <span className="text-xs font-semibold text-muted-foreground">{t("phrase")}</span>
          <span lang="fr" className="font-medium">
            « {phrase.text} »
          </span>
          {pick(phrase.translation, locale) !== phrase.text && (
            <span lang={locale} className="text-xs text-muted-foreground">
              {pick(phrase.translation, locale)}
            </span>
          )}
        </div>
      )}
      {tip && (
        <p lang={locale} className="text-sm leading-relaxed text-muted-foreground">
          {pick(tip.how, locale)}
        </p>
      )}
    </div>
  );
}
