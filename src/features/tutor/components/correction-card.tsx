"use client";

import { PenLine } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { CorrectionView } from "../types";

/** Madame's correction of a learner's turn: what was said, the corrected sentence, why in one line, and more on demand. */
export function CorrectionCard({
  said,
  correction,
  onExplain,
}: {
  said: string;
  correction: CorrectionView;
  onExplain: () => Promise<void>;
}) {
  const t = useTranslations("tutor.session.correction");
  const [explaining, setExplaining] = useState(false);
  return (
    <aside
      aria-label={t("title")}
      data-testid="correction"
      className="flex max-w-[85%] flex-col gap-1 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="flex items-center gap-2 font-semibold">
        <PenLine aria-hidden className="size-4" />
        {t("title")} · {t(`kind.${correction.kind}`)}
      </p>
      <p>
        <span className="sr-only">{t("said")} </span>
        <s className="opacity-75">{said}</s>
      </p>
      <p className="font-semibold">
        <span className="sr-only">{t("corrected")} </span>
        {correction.corrected}
      </p>
      {correction.explanation && <p>{correction.explanation}</p>}
      {correction.more ? (
        <p className="mt-1 border-t border-amber-300 pt-2 whitespace-pre-wrap dark:border-amber-800">
          {correction.more}
        </p>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className="w-fit px-2 text-amber-950 dark:text-amber-50"
          disabled={explaining}
          onClick={() => {
            setExplaining(true);
            void onExplain().finally(() => setExplaining(false));
          }}
        >
          {explaining ? t("explaining") : t("explain")}
        </Button>
      )}
    </aside>
  );
}
