import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/text-field";
import { roles } from "@/features/orgs";
import { cn } from "@/lib/cn";
import { LEVELS, levelLabel } from "@/lib/levels";
import type { OrgUnit } from "../structure";
import type { PeopleQuery } from "../schemas";

const selectClass = cn(inputClass, "h-10 w-auto py-0 text-sm");

/** Search, filters and sort of the people list: a plain GET form, so it works before any script and the URL can be shared. */
export async function PeopleFilters({
  query,
  departments,
  positions,
  named,
}: {
  query: PeopleQuery;
  departments: OrgUnit[];
  positions: OrgUnit[];
  named: boolean;
}) {
  const t = await getTranslations("team.people");
  const orgs = await getTranslations("orgs");
  const sorts = [
    "name",
    "role",
    "department",
    "joined",
    ...(named ? (["level", "minutes", "lastActive"] as const) : []),
  ] as const;
  return (
    <form
      method="get"
      action="/team"
      role="search"
      aria-label={t("filters.label")}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor="people-q" className="text-sm font-medium">
          {t("filters.search")}
        </label>
        <input
          id="people-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          placeholder={t("filters.searchHint")}
          className={cn(inputClass, "h-10 text-sm")}
        />
      </div>
      <Filter
        id="people-role"
        name="role"
        label={t("filters.role")}
        value={query.role}
        all={t("filters.all")}
        options={roles.map((role) => [role, orgs(`roles.${role}`)])}
      />
      <Filter
        id="people-department"
        name="department"
        label={t("filters.department")}
        value={query.department}
        all={t("filters.all")}
        options={[...departments.map((unit) => [unit.id, unit.name] as const), ["none", t("filters.none")]]}
      />
      <Filter
        id="people-position"
        name="position"
        label={t("filters.position")}
        value={query.position}
        all={t("filters.all")}
        options={[...positions.map((unit) => [unit.id, unit.name] as const), ["none", t("filters.none")]]}
      />
      {named && (
        <Filter
          id="people-level"
          name="level"
          label={t("filters.level")}
          value={query.level}
          all={t("filters.all")}
          options={[...LEVELS.map((level) => [level, levelLabel(level, t("preA1"))] as const), ["none", t("noLevel")]]}
        />
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor="people-sort" className="text-sm font-medium">
          {t("filters.sort")}
        </label>
        <div className="flex gap-2">
          <select id="people-sort" name="sort" defaultValue={query.sort} className={selectClass}>
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
          <select name="dir" aria-label={t("filters.direction")} defaultValue={query.dir} className={selectClass}>
            <option value="asc">{t("filters.asc")}</option>
            <option value="desc">{t("filters.desc")}</option>
          </select>
        </div>
      </div>
      <Button type="submit" size="sm" className="h-10">
        {t("filters.apply")}
      </Button>
    </form>
  );
}

function Filter({
  id,
  name,
  label,
  value,
  all,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  all: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={selectClass}>
        <option value="">{all}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
