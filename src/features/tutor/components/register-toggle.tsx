"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { failureText, request } from "@/lib/request";
import type { Register } from "../content-schema";

const REGISTERS: readonly Register[] = ["tu", "vous"];

/**
 * « Tutoiement / Vouvoiement » for a conversation with a model: saved with the session, so it
 * holds after a reload, and read by Madame from her next answer.
 */
export function RegisterToggle({ sessionId, initial }: { sessionId: string; initial: Register }) {
  const t = useTranslations("tutor.session.register");
  const helpId = useId();
  const [register, setRegister] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (next: Register) => {
    if (next === register || saving) return;
    const previous = register;
    setRegister(next);
    setSaving(true);
    setError(null);
    try {
      await request("POST", "/api/tutor/sessions/register", { sessionId, register: next });
    } catch (failure) {
      setRegister(previous);
      setError(failureText(failure, t("failed")));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <div role="group" aria-label={t("label")} aria-describedby={helpId} className="flex flex-wrap gap-1">
        {REGISTERS.map((option) => (
          <Button
            key={option}
            variant={option === register ? "secondary" : "ghost"}
            size="sm"
            aria-pressed={option === register}
            disabled={saving}
            onClick={() => void choose(option)}
          >
            {t(option)}
          </Button>
        ))}
      </div>
      <p id={helpId} className="text-xs text-muted-foreground">
        {t("help")}
      </p>
      <ErrorNote>{error}</ErrorNote>
    </div>
  );
}
