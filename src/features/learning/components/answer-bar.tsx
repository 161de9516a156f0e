"use client";

import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode, Ref } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/*
 * The foot of the player, kept in reach at the bottom of the screen: the verdict once the item is
 * answered (a wrong one is announced at once, a right one politely), else a failed send and Check.
 */
export function AnswerBar({
  feedback,
  wrong,
  answered,
  sendError,
  sending,
  canCheck,
  spoken,
  checkLabel,
  onCheck,
  checkRef,
}: {
  /** The verdict's panel, once the item is answered. */
  feedback: ReactNode;
  wrong: boolean;
  answered: boolean;
  sendError: string | null;
  sending: boolean;
  /** An answer is given and the page is ready to send it. */
  canCheck: boolean;
  /** The item is a sentence to say aloud: the button says it was said. */
  spoken: boolean;
  /** The Check button's own words for this item (an e-mail: « Vérifier mon courriel »). */
  checkLabel?: string;
  onCheck: () => void;
  checkRef: Ref<HTMLButtonElement>;
}) {
  const t = useTranslations("learning");
  return (
    <div className="sticky bottom-0 -mx-1 mt-auto flex flex-col gap-3 bg-linear-to-t from-background from-80% to-transparent px-1 pt-6 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <div role="status">{!wrong && feedback}</div>
      <div role="alert">{wrong && feedback}</div>
      {!answered && (
        <>
          {sendError && (
            <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
              {sendError}
            </p>
          )}
          <Button
            ref={checkRef}
            type="button"
            size="lg"
            onClick={onCheck}
            disabled={!canCheck || sending}
            aria-keyshortcuts="Enter"
            className={cn("w-full sm:ml-auto sm:w-auto sm:min-w-44", sending && "disabled:opacity-80")}
          >
            {sending
              ? t("actions.checking")
              : sendError
                ? t("actions.retrySend")
                : spoken
                  ? t("actions.saidIt")
                  : (checkLabel ?? t("actions.check"))}
            {!sending && <ArrowRight aria-hidden />}
          </Button>
        </>
      )}
    </div>
  );
}
