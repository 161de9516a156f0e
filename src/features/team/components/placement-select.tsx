"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/text-field";
import { cn } from "@/lib/cn";
import { request } from "@/lib/request";
import { useUndoToast } from "./undo-toast";

type Unit = { id: string; name: string };

/**
 * A member's department and position, saved only with « Enregistrer », then the undo toast. The
 * server's values are the starting point: the list gives this a new key when they change.
 */
export function PlacementSelect({
  person,
  departments,
  positions,
}: {
  person: { userId: string; name: string; departmentId: string | null; positionId: string | null };
  departments: Unit[];
  positions: Unit[];
}) {
  const t = useTranslations("team.people");
  const router = useRouter();
  const [, startTransition] = useTransition();
  const showToast = useUndoToast();
  const { run, pending, message } = useMutation();
  const saved = { departmentId: person.departmentId, positionId: person.positionId };
  const [placement, setPlacement] = useState(saved);
  const changed = placement.departmentId !== saved.departmentId || placement.positionId !== saved.positionId;
  const place = (values: typeof placement) =>
    request("PUT", "/api/team/placement", { userId: person.userId, ...values });

  async function save() {
    if (!(await run(() => place(placement)))) return;
    showToast({
      text: t("toast.placement", { name: person.name }),
      undo: async () => {
        await place(saved);
        startTransition(() => router.refresh());
      },
    });
  }

  const select = (kind: "departmentId" | "positionId", units: Unit[], label: string) => (
    <select
      aria-label={label}
      value={placement[kind] ?? ""}
      disabled={pending}
      onChange={(event) => setPlacement({ ...placement, [kind]: event.target.value || null })}
      className={cn(inputClass, "h-9 w-full min-w-32 py-0 text-sm")}
    >
      <option value="">{t(kind === "departmentId" ? "noDepartment" : "noPosition")}</option>
      {units.map((unit) => (
        <option key={unit.id} value={unit.id}>
          {unit.name}
        </option>
      ))}
    </select>
  );

  return (
    <div className="flex flex-col gap-1">
      <div className="grid w-full gap-1">
        {select("departmentId", departments, t("departmentOf", { name: person.name }))}
        {select("positionId", positions, t("positionOf", { name: person.name }))}
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={!changed || pending}
        onClick={() => void save()}
        aria-label={t("saveOf", { name: person.name })}
        className="self-start"
      >
        {t("save")}
      </Button>
      <FormMessage message={message} className="min-h-0 text-xs" />
    </div>
  );
}
