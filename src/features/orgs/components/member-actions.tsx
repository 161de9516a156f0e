"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/text-field";
import { cn } from "@/lib/cn";
import { request } from "@/lib/request";
import type { Role } from "../roles";
import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";

/** A member's role (a select when the admin may change it) and, when allowed, a remove button. */
export function MemberActions({
  person,
  assignable,
  removable,
}: {
  person: { userId: string; name: string; role: Role };
  assignable: Role[];
  removable: boolean;
}) {
  const t = useTranslations("orgs");
  const id = useId();
  const { run, pending, message } = useMutation();
  const [role, setRole] = useState(person.role);

  async function changeRole(next: Role) {
    setRole(next);
    const changed = await run(
      () => request("POST", "/api/orgs/members/role", { userId: person.userId, role: next }),
      t("members.roleChanged", { name: person.name }),
    );
    if (!changed) setRole(person.role);
  }

  function remove() {
    if (!window.confirm(t("members.confirmRemove", { name: person.name }))) return;
    void run(() => request("POST", "/api/orgs/members/remove", { userId: person.userId }));
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex items-center gap-2">
        {assignable.length > 1 ? (
          <>
            <label htmlFor={id} className="sr-only">
              {t("members.roleOf", { name: person.name })}
            </label>
            <select
              id={id}
              value={role}
              disabled={pending}
              onChange={(event) => void changeRole(event.target.value as Role)}
              className={cn(inputClass, "h-9 w-auto py-0")}
            >
              {assignable.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          </>
        ) : (
          <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold">{t(`roles.${person.role}`)}</span>
        )}
        {removable && (
          <Button
            variant="ghost"
            size="sm"
            onClick={remove}
            disabled={pending}
            aria-label={t("members.removeLabel", { name: person.name })}
          >
            {t("members.remove")}
          </Button>
        )}
      </div>
      <FormMessage message={message} className="min-h-0 text-xs" />
    </div>
  );
}
