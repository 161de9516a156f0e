"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { failureText, request } from "@/lib/request";
import type { MissingUnits as Missing } from "../staff-import";

/**
 * The departments and positions an import file names that the organization lacks, with one button
 * that creates them all; `onCreated` then checks the file again. Without it, the preview could only
 * say "unknown" and send the admin elsewhere, losing the file they chose.
 */
export function MissingUnits({
  missing,
  onCreated,
}: {
  missing: Missing;
  onCreated: (count: number) => Promise<void>;
}) {
  const t = useTranslations("team.import");
  const errorsT = useTranslations("errors");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = missing.department.length + missing.position.length;
  if (count === 0) return null;

  async function create() {
    setBusy(true);
    setError(null);
    try {
      // One after the other: a refused name (too long…) stops here with its reason, the rest kept.
      for (const name of missing.department) await request("POST", "/api/team/departments", { name });
      for (const name of missing.position) await request("POST", "/api/team/positions", { name });
      await onCreated(count);
    } catch (failure) {
      setError(failureText(failure, errorsT("network")));
    } finally {
      setBusy(false);
    }
  }

  const names = (list: string[]) => list.join(", ");
  return (
    <section aria-labelledby="missing-units-title" className="flex flex-col gap-2 rounded-xl border bg-muted/40 p-4">
      <h3 id="missing-units-title" className="font-semibold">
        {t("missingTitle")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("missingText")}</p>
      <ul className="text-sm">
        {missing.department.length > 0 && <li>{t("missingDepartments", { names: names(missing.department) })}</li>}
        {missing.position.length > 0 && <li>{t("missingPositions", { names: names(missing.position) })}</li>}
      </ul>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <Button variant="outline" className="self-start" disabled={busy} onClick={() => void create()}>
        {t("createMissing")}
      </Button>
    </section>
  );
}
