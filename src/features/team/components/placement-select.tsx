"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";
import { inputClass } from "@/components/ui/text-field";
import { cn } from "@/lib/cn";
import { request } from "@/lib/request";

type Unit = { id: string; name: string };

/** A member's department and position, saved as soon as one is changed. */
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
  const { run, pending, message } = useMutation();
  const [placement, setPlacement] = useState({ departmentId: person.departmentId, positionId: person.positionId });

  async function change(next: typeof placement) {
    const previous = placement;
    setPlacement(next);
    const saved = await run(
      () => request("PUT", "/api/team/placement", { userId: person.userId, ...next }),
      t("placementSaved", { name: person.name }),
    );
    if (!saved) setPlacement(previous);
  }

  const select = (kind: "departmentId" | "positionId", units: Unit[], label: string) => (
    <select
      aria-label={label}
      value={placement[kind] ?? ""}
      disabled={pending}
      onChange={(event) => void change({ ...placement, [kind]: event.target.value || null })}
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
      <FormMessage message={message} className="min-h-0 text-xs" />
    </div>
  );
}
