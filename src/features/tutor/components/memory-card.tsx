"use client";

import { Brain, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { failureText, request } from "@/lib/request";
import type { MemoryView } from "../types";

/** What Madame remembers of the learner between conversations, and the way to erase it. */
export function MemoryCard({ memory }: { memory: MemoryView | null }) {
  const t = useTranslations("tutor.home.memory");
  const format = useFormatter();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const groups = memory
    ? (
        [
          ["interests", memory.interests],
          ["recurringMistakes", memory.recurringMistakes],
          ["goals", memory.goals],
        ] as const
      ).filter(([, items]) => items.length > 0)
    : [];
  const erase = async () => {
    setPending(true);
    setError(null);
    try {
      await request("DELETE", "/api/tutor/memory");
      router.refresh();
    } catch (failure) {
      setError(failureText(failure, t("eraseFailed")));
    } finally {
      setPending(false);
    }
  };
  return (
    <section
      aria-labelledby="memory-title"
      className="flex max-w-3xl flex-col gap-3 rounded-[var(--radius-card)] border bg-card p-5 shadow-sm"
    >
      <h2 id="memory-title" className="flex items-center gap-2 font-display text-xl font-semibold">
        <Brain aria-hidden className="size-5 text-primary" />
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("lead")}</p>
      {groups.length === 0 ? (
        <p className="text-sm">{t("empty")}</p>
      ) : (
        <>
          <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr]">
            {groups.map(([kind, items]) => (
              <div key={kind} className="contents">
                <dt className="font-semibold">{t(kind)}</dt>
                <dd>{items.join(" · ")}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-muted-foreground">
            {t("updated", { date: format.dateTime(new Date(memory!.updatedAt), { dateStyle: "medium" }) })}
          </p>
          <Button variant="outline" size="sm" className="w-fit" disabled={pending} onClick={() => void erase()}>
            <Trash2 aria-hidden />
            {t("erase")}
          </Button>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </section>
  );
}
