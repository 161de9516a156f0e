import { getTranslations } from "next-intl/server";
import type { Role } from "@/features/orgs";
import type { Person } from "../people";
import type { OrgUnit } from "../structure";
import { PersonRole } from "./person-role";
import { PlacementSelect } from "./placement-select";

/**
 * A person's department, position and role behind a disclosure, each saved only with « Enregistrer »:
 * nothing changes by a stray pass over the list.
 */
export async function PersonEdit({
  person,
  departments,
  positions,
  assignable,
  removable,
}: {
  person: Person;
  departments: OrgUnit[];
  positions: OrgUnit[];
  assignable: Role[];
  removable: boolean;
}) {
  const t = await getTranslations("team.people");
  return (
    <details className="group">
      <summary
        aria-label={t("editOf", { name: person.name })}
        className="cursor-pointer rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t("actions")}
      </summary>
      <div className="mt-2 flex flex-col items-start gap-2">
        <PlacementSelect
          key={`${person.departmentId}/${person.positionId}`}
          person={person}
          departments={departments}
          positions={positions}
        />
        <PersonRole key={person.role} person={person} assignable={assignable} removable={removable} />
      </div>
    </details>
  );
}
