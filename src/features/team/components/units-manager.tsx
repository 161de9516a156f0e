"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/text-field";
import { cn } from "@/lib/cn";
import { request } from "@/lib/request";

type Unit = { id: string; name: string; people: number };
type Kind = "departments" | "positions";

/** The organization's departments or positions: add, rename, delete (the people in one stay, without it). */
export function UnitsManager({ kind, units }: { kind: Kind; units: Unit[] }) {
  const t = useTranslations("team.units");
  const id = useId();
  const { run, pending, message } = useMutation();
  const [name, setName] = useState("");
  const endpoint = `/api/team/${kind}`;

  async function add(event: FormEvent) {
    event.preventDefault();
    if (await run(() => request("POST", endpoint, { name }), t("added", { name }))) setName("");
  }

  return (
    <div className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {t(`${kind}.title`)}
      </h3>
      {units.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`${kind}.none`)}</p>
      ) : (
        <ul aria-labelledby={`${id}-title`} className="flex flex-col divide-y rounded-xl border">
          {units.map((unit) => (
            <UnitRow key={unit.id} unit={unit} endpoint={endpoint} run={run} pending={pending} />
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            {t(`${kind}.new`)}
          </label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            maxLength={100}
            className={cn(inputClass, "h-10 text-sm")}
          />
        </div>
        <Button type="submit" size="sm" className="h-10" disabled={pending}>
          {t("add")}
        </Button>
      </form>
      <FormMessage message={message} />
    </div>
  );
}

function UnitRow({
  unit,
  endpoint,
  run,
  pending,
}: {
  unit: Unit;
  endpoint: string;
  run: ReturnType<typeof useMutation>["run"];
  pending: boolean;
}) {
  const t = useTranslations("team.units");
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(unit.name);

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (await run(() => request("PATCH", endpoint, { id: unit.id, name }), t("renamed", { name }))) setEditing(false);
  }

  function remove() {
    if (!window.confirm(t("confirmDelete", { name: unit.name, count: unit.people }))) return;
    void run(() => request("DELETE", endpoint, { id: unit.id }), t("deleted", { name: unit.name }));
  }

  return (
    <li className="flex flex-wrap items-center gap-2 px-3 py-2">
      {editing ? (
        <form onSubmit={rename} className="flex flex-1 flex-wrap items-center gap-2">
          <input
            aria-label={t("renameLabel", { name: unit.name })}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            maxLength={100}
            className={cn(inputClass, "h-9 flex-1 text-sm")}
          />
          <Button type="submit" size="sm" disabled={pending}>
            {t("save")}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            {t("cancel")}
          </Button>
        </form>
      ) : (
        <>
          <span className="flex-1">
            {unit.name} <span className="text-sm text-muted-foreground">· {t("people", { count: unit.people })}</span>
          </span>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing(true)}
            aria-label={t("renameLabel", { name: unit.name })}
          >
            {t("rename")}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={remove}
            disabled={pending}
            aria-label={t("deleteLabel", { name: unit.name })}
          >
            {t("delete")}
          </Button>
        </>
      )}
    </li>
  );
}
