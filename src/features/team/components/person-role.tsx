"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/text-field";
import type { Role } from "@/features/orgs";
import { cn } from "@/lib/cn";
import { failureText } from "@/lib/request";
import type { Person } from "../people";
import { PeopleBulkDialog } from "./people-bulk-dialog";
import { SELECT_PAGE_ID } from "./people-table";
import { useUndoToast } from "./undo-toast";
import { useBulkMembers } from "./use-bulk-members";

type Member = Pick<Person, "userId" | "name" | "role" | "departmentName" | "positionName">;

/**
 * A member's role, saved only with « Enregistrer » through the bulk route (one code path, and its
 * answer is the undo), and their removal behind the same confirmation as a bulk removal.
 */
export function PersonRole({
  person,
  assignable,
  removable,
}: {
  person: Member;
  assignable: Role[];
  removable: boolean;
}) {
  const t = useTranslations("team.people");
  const orgs = useTranslations("orgs");
  const errors = useTranslations("errors");
  const id = useId();
  const showToast = useUndoToast();
  const { send, refreshing } = useBulkMembers();
  const [role, setRole] = useState(person.role as Role);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  async function save() {
    setPending(true);
    setError(null);
    try {
      const undo = await send({ action: "role", changes: [{ userId: person.userId, role }] });
      showToast({ text: t("toast.role", { count: 1 }), undo: undo ? async () => void (await send(undo)) : undefined });
    } catch (failure) {
      setError(failureText(failure, errors("network")));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex flex-wrap items-center gap-2">
        {assignable.length > 1 ? (
          <>
            <label htmlFor={id} className="sr-only">
              {orgs("members.roleOf", { name: person.name })}
            </label>
            <select
              id={id}
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
              className={cn(inputClass, "h-9 w-auto py-0 text-sm")}
            >
              {assignable.map((option) => (
                <option key={option} value={option}>
                  {orgs(`roles.${option}`)}
                </option>
              ))}
            </select>
            <Button
              size="sm"
              variant="outline"
              disabled={role === person.role || pending || refreshing}
              onClick={() => void save()}
              aria-label={t("saveOf", { name: person.name })}
            >
              {t("save")}
            </Button>
          </>
        ) : (
          <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold">
            {orgs(`roles.${person.role as Role}`)}
          </span>
        )}
        {removable && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setRemoving(true)}
            aria-label={orgs("members.removeLabel", { name: person.name })}
            className="text-danger"
          >
            {orgs("members.remove")}
          </Button>
        )}
      </div>
      <FormMessage message={error ? { kind: "error", text: error } : null} className="min-h-0 text-xs" />
      {removing && (
        <PeopleBulkDialog
          action="remove"
          people={[person]}
          departments={[]}
          positions={[]}
          roles={[]}
          focusAfter={SELECT_PAGE_ID}
          onClose={() => setRemoving(false)}
          onDone={() => {}}
        />
      )}
    </div>
  );
}
