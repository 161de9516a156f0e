"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { Role } from "@/features/orgs";
import { PeopleBulkDialog, type BulkAction } from "./people-bulk-dialog";
import type { PeopleRow } from "./people-table";

type Unit = { id: string; name: string };
const CHANGES = [
  ["department", "bulk.open.department"],
  ["position", "bulk.open.position"],
  ["role", "bulk.open.role"],
] as const;

/**
 * What can be done to the selected people, kept in view at the bottom of the screen while they are
 * selected. Each action opens a confirmation; resending invitations lives with the pending
 * invitations, which are not rows of this table.
 */
export function PeopleBulkBar({
  selected,
  departments,
  positions,
  roles,
  focusAfter,
  onClear,
}: {
  selected: PeopleRow[];
  departments: Unit[];
  positions: Unit[];
  roles: Role[];
  focusAfter: string;
  onClear: () => void;
}) {
  const t = useTranslations("team.people");
  const [action, setAction] = useState<BulkAction | null>(null);
  const removeBlocked = selected.some((person) => !person.removable);

  return (
    <div
      role="group"
      aria-label={t("bulk.bar")}
      className="sticky bottom-0 z-20 flex flex-wrap items-center gap-2 rounded-[var(--radius-card)] border bg-card p-3 shadow-lg"
    >
      <p className="mr-auto text-sm font-semibold">{t("bulk.selected", { count: selected.length })}</p>
      {CHANGES.map(([change, label]) => (
        <Button key={change} size="sm" variant="outline" onClick={() => setAction(change)}>
          {t(label)}
        </Button>
      ))}
      <Button
        size="sm"
        variant="outline"
        disabled={removeBlocked}
        aria-describedby={removeBlocked ? "people-remove-blocked" : undefined}
        onClick={() => setAction("remove")}
        className="text-danger"
      >
        {t("bulk.open.remove")}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t("bulk.clear")}
      </Button>
      {removeBlocked && (
        <p id="people-remove-blocked" className="w-full text-xs text-muted-foreground">
          {t("bulk.removeBlocked")}
        </p>
      )}
      {action && (
        <PeopleBulkDialog
          action={action}
          people={selected}
          departments={departments}
          positions={positions}
          roles={roles}
          focusAfter={focusAfter}
          onClose={() => setAction(null)}
          onDone={(done) => done === "remove" && onClear()}
        />
      )}
    </div>
  );
}
