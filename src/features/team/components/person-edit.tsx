"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { Role } from "@/features/orgs";
import type { Person } from "../people";
import { PersonRole } from "./person-role";
import { PlacementSelect } from "./placement-select";

/**
 * A person's department, position and role behind a disclosure, each saved only with « Enregistrer »:
 * nothing changes by a stray pass over the list. The controls are rendered the first time the
 * disclosure opens, then kept (a choice not yet saved survives closing it): closed, they are
 * neither seen nor heard, and fifty rows of them were most of the people page's HTML and render time.
 */
export function PersonEdit({
  person,
  departments,
  positions,
}: {
  /** With the roles the viewer may give them, and whether the viewer may remove them. */
  person: Person & { assignable: Role[]; removable: boolean };
  departments: { id: string; name: string }[];
  positions: { id: string; name: string }[];
}) {
  const t = useTranslations("team.people");
  const disclosure = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // Opened before the page was interactive: the browser has opened it, the controls follow now.
  useEffect(() => {
    if (disclosure.current?.open) setOpened(true);
  }, []);
  return (
    <details ref={disclosure} className="group" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary
        aria-label={t("editOf", { name: person.name })}
        className="cursor-pointer rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t("actions")}
      </summary>
      {opened && (
        <div className="mt-2 flex flex-col items-start gap-2">
          <PlacementSelect
            key={`${person.departmentId}/${person.positionId}`}
            person={person}
            departments={departments}
            positions={positions}
          />
          <PersonRole key={person.role} person={person} assignable={person.assignable} removable={person.removable} />
        </div>
      )}
    </details>
  );
}
