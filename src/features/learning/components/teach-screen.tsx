"use client";

import { ArrowRight, BookOpen, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, type Ref } from "react";
import { Button } from "@/components/ui/button";
import type { TeachView } from "../player-types";

/*
 * A lesson's grammar, taught before it is tested: the explanation in the interface language, the
 * examples in the language learned (marked with its `lang` so screen readers and speech read them right).
 */
function TeachContent({ teach, lang }: { teach: TeachView; lang: string }) {
  const t = useTranslations("learning");
  return (
    <div className="flex flex-col gap-5 text-left">
      <div className="flex flex-col gap-2 leading-relaxed">
        {teach.explanation.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-muted-foreground">{t("teach.examples")}</h3>
        <ul className="flex flex-col gap-2">
          {teach.examples.map((example) => (
            <li key={example.text} className="rounded-2xl border bg-card px-4 py-3 shadow-sm">
              <p lang={lang} className="font-medium">
                {example.text}
              </p>
              <p className="text-sm text-muted-foreground">{example.translation}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The lesson's first screen, before its first exercise. */
export function TeachScreen({
  teach,
  lang,
  onStart,
  ref,
}: {
  teach: TeachView;
  lang: string;
  onStart: () => void;
  ref?: Ref<HTMLHeadingElement>;
}) {
  const t = useTranslations("learning");
  return (
    <div data-teach-screen className="flex flex-1 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <span className="text-sm font-semibold text-primary">{t("teach.kicker")}</span>
        <h2
          ref={ref}
          tabIndex={-1}
          className="font-display text-2xl font-semibold tracking-tight text-balance outline-none sm:text-3xl"
        >
          {teach.title}
        </h2>
      </div>
      <TeachContent teach={teach} lang={lang} />
      <Button type="button" size="lg" onClick={onStart} className="mt-auto w-full sm:w-auto sm:self-end sm:min-w-48">
        {t("teach.start")}
        <ArrowRight aria-hidden />
      </Button>
    </div>
  );
}

/** The same teaching, reopened during the lesson in a modal dialog (Escape or the button closes it). */
export function TeachReminder({ teach, lang }: { teach: TeachView; lang: string }) {
  const t = useTranslations("learning");
  const dialogRef = useRef<HTMLDialogElement>(null);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        title={t("teach.reminderLabel")}
        onClick={() => dialogRef.current?.showModal()}
      >
        <BookOpen aria-hidden />
        <span className="max-sm:sr-only">{t("teach.reminder")}</span>
      </Button>
      <dialog
        ref={dialogRef}
        aria-labelledby="teach-reminder-title"
        className="m-auto max-h-[85dvh] w-[min(40rem,calc(100%-2rem))] overflow-y-auto rounded-3xl border bg-background p-6 text-foreground shadow-xl backdrop:bg-black/50"
      >
        <div className="flex flex-col gap-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id="teach-reminder-title" className="font-display text-2xl font-semibold tracking-tight text-balance">
              {teach.title}
            </h2>
            <button
              type="button"
              aria-label={t("teach.close")}
              onClick={() => dialogRef.current?.close()}
              className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden className="size-6" />
            </button>
          </div>
          <TeachContent teach={teach} lang={lang} />
        </div>
      </dialog>
    </>
  );
}
