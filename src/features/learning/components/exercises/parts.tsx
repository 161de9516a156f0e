import { useTranslations } from "next-intl";
import { Fragment } from "react";
import { cn } from "@/lib/cn";

/** A sentence whose blank (written ___) shows as a line, read out as "blank". */
export function WithBlanks({ text }: { text: string }) {
  const t = useTranslations("learning");
  const parts = text.split("___");
  return parts.map((part, position) => (
    <Fragment key={position}>
      {part}
      {position < parts.length - 1 && (
        <span className="mx-1 inline-block w-14 border-b-2 border-current align-baseline opacity-60">
          <span className="sr-only">{t("exercises.blank")}</span>
        </span>
      )}
    </Fragment>
  ));
}

/**
 * The meaning of a sentence, in the interface language, under it. There is none when the
 * interface is in the language learned; the element stays (hidden) for aria-describedby.
 */
export function Translation({ children, id, className }: { children?: string; id?: string; className?: string }) {
  return (
    <p id={id} hidden={!children} className={cn("text-base text-muted-foreground", className)}>
      {children}
    </p>
  );
}

/** Border and background of an answer once judged: green when right, red when wrong. */
export function verdictClass(correct: boolean | undefined): string | undefined {
  if (correct === undefined) return undefined;
  return correct
    ? "border-emerald-600 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950/40"
    : "border-danger bg-danger-soft";
}
