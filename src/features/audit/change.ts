import type { AuditAct } from "@/config/audit";

/*
 * An entry's before → after as one line of text, for the screen and the CSV: "role: member → admin".
 * Field names and values are shown as stored, so the trail reads the same in every language.
 */

type Fields = Record<string, unknown> | null;

const shown = (value: unknown): string =>
  value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);

export function describeFields(fields: Fields): string {
  return Object.entries(fields ?? {})
    .map(([name, value]) => `${name}: ${shown(value)}`)
    .join("; ");
}

export function describeChange(before: Fields, after: Fields): string {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names
    .map((name) => {
      const from = before && name in before ? shown(before[name]) : null;
      const to = after && name in after ? shown(after[name]) : null;
      if (from === null) return `${name}: ${to}`;
      if (to === null) return `${name}: ${from}`;
      return `${name}: ${from} → ${to}`;
    })
    .join("; ");
}

type ActKey<Act extends string> = Act extends `${infer Group}.${infer Rest}` ? `${Group}_${Rest}` : never;

/** The message key of an act (next-intl reads dots as nesting). */
export const actKey = <Act extends AuditAct>(act: Act): ActKey<Act> => act.replace(".", "_") as ActKey<Act>;
