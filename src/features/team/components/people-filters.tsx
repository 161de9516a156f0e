"use client";

import { useTranslations } from "next-intl";
import { useUrlFilters } from "@/components/browser/use-url-filters";
import { inputClass } from "@/components/ui/text-field";
import type { Role } from "@/features/orgs";
import { cn } from "@/lib/cn";
import { LEVELS, levelLabel } from "@/lib/levels";
import type { PeopleQuery } from "../schemas";
import { peopleHref } from "./people-href";

const selectClass = cn(inputClass, "h-10 w-auto py-0 text-sm");

type Unit = { id: string; name: string };

/**
 * Search and filters of the people list, applied as they change and written to the URL (shareable,
 * kept on reload). Still a GET form: without script, Enter in the search box applies them.
 */
export function PeopleFilters({
  query,
  departments,
  positions,
  roles,
  named,
}: {
  query: PeopleQuery;
  departments: Unit[];
  positions: Unit[];
  roles: readonly Role[];
  named: boolean;
}) {
  const t = useTranslations("team.people");
  const orgs = useTranslations("orgs");
  // A new search starts from the first page, with the sort the table headers chose.
  const { form, pathname, pending, apply, applySoon, submit } = useUrlFilters((path, values) =>
    peopleHref(path, { ...values, sort: query.sort, dir: query.dir }),
  );

  return (
    <form
      ref={form}
      method="get"
      action={pathname}
      role="search"
      aria-label={t("filters.label")}
      aria-busy={pending}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
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
          onChange={applySoon}
          className={cn(inputClass, "h-10 text-sm")}
        />
      </div>
      <Filter
        id="people-role"
        name="role"
        label={t("filters.role")}
        value={query.role}
        all={t("filters.all")}
        options={roles.map((role) => [role, orgs(`roles.${role}`)] as const)}
        onChange={apply}
      />
      <Filter
        id="people-department"
        name="department"
        label={t("filters.department")}
        value={query.department}
        all={t("filters.all")}
        options={[...departments.map((unit) => [unit.id, unit.name] as const), ["none", t("filters.none")]]}
        onChange={apply}
      />
      <Filter
        id="people-position"
        name="position"
        label={t("filters.position")}
        value={query.position}
        all={t("filters.all")}
        options={[...positions.map((unit) => [unit.id, unit.name] as const), ["none", t("filters.none")]]}
        onChange={apply}
      />
      {named && (
        <Filter
          id="people-level"
          name="level"
          label={t("filters.level")}
          value={query.level}
          all={t("filters.all")}
          options={[...LEVELS.map((level) => [level, levelLabel(level, t("preA1"))] as const), ["none", t("noLevel")]]}
          onChange={apply}
        />
      )}
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
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  all: string;
  options: readonly (readonly [string, string])[];
  onChange: () => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} onChange={onChange} className={selectClass}>
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
