"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/text-field";
import type { Role } from "@/features/orgs";
import { cn } from "@/lib/cn";
import { failureText } from "@/lib/request";
import type { BulkMembersInput } from "../schemas";
import type { Person } from "../people";
import { useUndoToast } from "./undo-toast";
import { useBulkMembers } from "./use-bulk-members";

export type BulkAction = "department" | "position" | "role" | "remove";
type Unit = { id: string; name: string };
type Named = Pick<Person, "userId" | "name" | "role" | "departmentName" | "positionName">;
// Spelled out so that each message key appears whole in the code.
const TEXTS = {
  department: { title: "bulk.title.department", value: "bulk.newValue.department", toast: "toast.department" },
  position: { title: "bulk.title.position", value: "bulk.newValue.position", toast: "toast.position" },
  role: { title: "bulk.title.role", value: "bulk.newValue.role", toast: "toast.role" },
  remove: { title: "bulk.title.remove", value: "bulk.title.remove", toast: "toast.remove" },
} as const;
/** Past this many, the dialog names the first ones and counts the rest. */
const NAMED = 10;

/**
 * The confirmation of a bulk action: it names the people, shows the change (« Service : Ventes →
 * Entrepôt ») and changes nothing before Confirm. A modal <dialog>: the page behind is inert, Escape
 * cancels, and the focus goes back to the button that opened it.
 */
export function PeopleBulkDialog({
  action,
  people,
  departments,
  positions,
  roles,
  focusAfter,
  onClose,
  onDone,
}: {
  action: BulkAction;
  people: Named[];
  departments: Unit[];
  positions: Unit[];
  roles: Role[];
  focusAfter: string;
  onClose: () => void;
  onDone: (action: BulkAction) => void;
}) {
  const t = useTranslations("team.people");
  const orgs = useTranslations("orgs");
  const errors = useTranslations("errors");
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { send } = useBulkMembers();
  const showToast = useUndoToast();
  const [value, setValue] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.current?.open) dialog.current?.showModal();
    // After a removal the button that opened it is gone with the selection: the select-all box takes the focus.
    return () => (opener?.isConnected ? opener : document.getElementById(focusAfter))?.focus();
  }, [focusAfter]);

  const options: { value: string; label: string }[] =
    action === "role"
      ? roles.map((role) => ({ value: role, label: orgs(`roles.${role}`) }))
      : action === "remove"
        ? []
        : [
            { value: "", label: t(action === "department" ? "noDepartment" : "noPosition") },
            ...(action === "department" ? departments : positions).map((unit) => ({
              value: unit.id,
              label: unit.name,
            })),
          ];
  const chosen = value || options[0]?.value || "";
  const labelOf = (person: Named) =>
    action === "role"
      ? orgs(`roles.${person.role as Role}`)
      : action === "department"
        ? (person.departmentName ?? t("noDepartment"))
        : (person.positionName ?? t("noPosition"));
  const currents = new Set(people.map(labelOf));
  const from = currents.size === 1 ? [...currents][0]! : t("bulk.mixed");
  const to = options.find((option) => option.value === chosen)?.label ?? "";

  function input(): BulkMembersInput {
    const userIds = people.map((person) => person.userId);
    if (action === "remove") return { action, userIds };
    if (action === "role") return { action, changes: userIds.map((userId) => ({ userId, role: chosen as Role })) };
    return { action, changes: userIds.map((userId) => ({ userId, unitId: chosen || null })) };
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const undo = await send(input());
      onDone(action);
      showToast({
        text: t(TEXTS[action].toast, { count: people.length }),
        undo: undo ? async () => void (await send(undo)) : undefined,
      });
      dialog.current?.close();
    } catch (failure) {
      setError(failureText(failure, errors("network")));
    } finally {
      setPending(false);
    }
  }

  const named = people.slice(0, NAMED);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-[var(--radius-card)] border bg-card p-0 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <form onSubmit={(event) => void confirm(event)} className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="font-display text-xl font-semibold">
          {t(TEXTS[action].title, { count: people.length })}
        </h2>
        <div>
          <p className="text-sm font-medium">{t("bulk.people")}</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {named.map((person) => (
              <li key={person.userId}>{person.name}</li>
            ))}
          </ul>
          {people.length > NAMED && (
            <p className="mt-1 text-sm">{t("bulk.others", { count: people.length - NAMED })}</p>
          )}
        </div>
        {action === "remove" ? (
          <p className="rounded-md border border-danger/40 bg-danger-soft p-3 text-sm font-medium text-danger">
            {t("bulk.removeWarning")}
          </p>
        ) : (
          <>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t(TEXTS[action].value)}
              <select
                value={chosen}
                onChange={(event) => setValue(event.target.value)}
                className={cn(inputClass, "h-10 py-0")}
              >
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <p className="text-sm">{t("bulk.change", { field: t(`sort.${action}`), from, to })}</p>
          </>
        )}
        <p role="alert" className="min-h-5 text-sm font-medium text-danger">
          {error}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => dialog.current?.close()}>
            {t("bulk.cancel")}
          </Button>
          <Button
            type="submit"
            disabled={pending}
            className={cn(action === "remove" && "bg-danger text-background hover:bg-danger/90")}
          >
            {t(action === "remove" ? "bulk.confirmRemove" : "bulk.confirm")}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
