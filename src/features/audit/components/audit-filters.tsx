"use client";

import { useUrlFilters } from "@/components/browser/use-url-filters";
import { inputClass } from "@/components/ui/text-field";
import { cn } from "@/lib/cn";

const fieldClass = cn(inputClass, "h-10 text-sm");

export type AuditFilterLabels = {
  label: string;
  person: string;
  personHint: string;
  act: string;
  allActs: string;
  from: string;
  to: string;
  apply: string;
};

/** Only the filters filled in, trimmed: an empty one is no filter. */
function auditHref(pathname: string, values: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value.trim() !== "") params.set(name, value.trim());
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The trail's filters, applied as they change and written to the URL (shareable, kept on reload).
 * Still a GET form: without script, the button applies them.
 */
export function AuditFilters({
  values,
  acts,
  labels,
}: {
  values: { person?: string; act?: string; from?: string; to?: string };
  /** Each act's code and its name in the viewer's language. */
  acts: [string, string][];
  labels: AuditFilterLabels;
}) {
  const { form, pathname, pending, apply, applySoon, submit } = useUrlFilters(auditHref);

  return (
    <form
      ref={form}
      method="get"
      action={pathname}
      role="search"
      aria-label={labels.label}
      aria-busy={pending}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor="audit-person" className="text-sm font-medium">
          {labels.person}
        </label>
        <input
          id="audit-person"
          name="person"
          type="search"
          defaultValue={values.person ?? ""}
          placeholder={labels.personHint}
          onChange={applySoon}
          className={fieldClass}
        />
      </div>
      <div className="flex max-w-full min-w-0 flex-col gap-1">
        <label htmlFor="audit-act" className="text-sm font-medium">
          {labels.act}
        </label>
        <select
          id="audit-act"
          name="act"
          defaultValue={values.act ?? ""}
          onChange={apply}
          className={cn(fieldClass, "w-full max-w-full py-0 sm:w-auto")}
        >
          <option value="">{labels.allActs}</option>
          {acts.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {(["from", "to"] as const).map((edge) => (
        <div key={edge} className="flex flex-col gap-1">
          <label htmlFor={`audit-${edge}`} className="text-sm font-medium">
            {labels[edge]}
          </label>
          <input
            id={`audit-${edge}`}
            name={edge}
            type="date"
            defaultValue={values[edge] ?? ""}
            onChange={apply}
            className={cn(fieldClass, "w-auto")}
          />
        </div>
      ))}
      <button type="submit" className="h-10 rounded-xl border px-4 text-sm font-medium">
        {labels.apply}
      </button>
    </form>
  );
}
