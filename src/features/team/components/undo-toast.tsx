"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { failureText } from "@/lib/request";

/** Long enough to read the line and reach the Undo button by keyboard. */
const SHOWN_MS = 10_000;

type Notice = { text: string; undo?: () => Promise<void> };
const ShowNotice = createContext<(notice: Notice) => void>(() => {});

/** Shows « Service changé pour 3 personnes · Annuler » after a change: what happened and how to take it back. */
export const useUndoToast = () => useContext(ShowNotice);

/**
 * The people table's toast: a polite status line that stays ten seconds (longer while the pointer
 * or the focus is on it), with an Undo button when the change can be taken back; Escape closes it.
 */
export function UndoToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("team.people.toast");
  const errors = useTranslations("errors");
  const [notice, setNotice] = useState<(Notice & { key: number }) | null>(null);
  const [undoing, setUndoing] = useState(false);
  const [held, setHeld] = useState(false);
  const counter = useRef(0);

  const show = useCallback((next: Notice) => {
    counter.current += 1;
    setNotice({ ...next, key: counter.current });
  }, []);

  useEffect(() => {
    if (!notice || held) return;
    const timer = window.setTimeout(() => setNotice(null), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [notice, held]);

  useEffect(() => {
    if (!notice) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) setNotice(null);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [notice]);

  async function undo(run: () => Promise<void>) {
    setUndoing(true);
    try {
      await run();
      show({ text: t("undone") });
    } catch (failure) {
      show({ text: failureText(failure, errors("network")) });
    } finally {
      setUndoing(false);
    }
  }

  return (
    <ShowNotice.Provider value={show}>
      {children}
      <div
        role="status"
        aria-live="polite"
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        className="pointer-events-none fixed inset-x-3 bottom-20 z-40 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6"
      >
        {notice && (
          <div
            key={notice.key}
            className="pointer-events-auto flex max-w-md items-center gap-3 rounded-[var(--radius-card)] border bg-foreground py-2 pr-2 pl-4 text-sm text-background shadow-lg"
          >
            <span>{notice.text}</span>
            {notice.undo && (
              <Button
                size="sm"
                variant="secondary"
                disabled={undoing}
                onClick={() => void undo(notice.undo!)}
                className="shrink-0"
              >
                {t("undo")}
              </Button>
            )}
            <button
              type="button"
              onClick={() => setNotice(null)}
              aria-label={t("dismiss")}
              className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-background/15 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        )}
      </div>
    </ShowNotice.Provider>
  );
}
