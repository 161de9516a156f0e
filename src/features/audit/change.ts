import type { AuditAct } from "@/config/audit";
import { subscriptionStatuses } from "@/db/schema/billing";

/*
 * An entry's before → after, two ways: as stored ("role: member"), the CSV's stable columns; and
 * in the reader's language ("Rôle : Membre → Administrateur"), for the screen and the CSV's
 * readable column, where each field has its label and each coded value its name.
 */

type Fields = Record<string, unknown> | null;

/** The codes a field can hold, each named in every language (`audit.values.<field>.<code>`). */
export const CODED_VALUES = {
  role: ["owner", "admin", "member"],
  // A unit's kind and a training entry's kind share the field name, never a code.
  kind: ["department", "position", "class", "francisationQuebec", "other"],
  report: ["francization"],
  format: ["csv", "pdf"],
  export: ["auditTrail", "teamProgress"],
  dataSharing: ["aggregates", "named"],
  status: subscriptionStatuses,
} as const satisfies Record<string, readonly string[]>;

/** What the readable text is made of, in one language (see `auditLabels`). */
export type AuditLabels = {
  acts: Record<string, string>;
  fields: Record<string, string>;
  values: Record<string, Record<string, string>>;
  yes: string;
  no: string;
  /** "Rôle : Membre": the punctuation differs between languages. */
  pair: (field: string, value: string) => string;
};

const NOTHING = "—";

const stored = (value: unknown): string =>
  value === null || value === undefined ? NOTHING : typeof value === "string" ? value : JSON.stringify(value);

function readable(field: string, value: unknown, labels: AuditLabels): string {
  if (value === null || value === undefined) return NOTHING;
  if (typeof value === "boolean") return value ? labels.yes : labels.no;
  if (typeof value !== "string") return stored(value);
  if (field === "act") return labels.acts[value.replace(".", "_")] ?? value;
  return labels.values[field]?.[value] ?? value;
}

/** One side's fields as stored: "role: member; department: Production". */
export function describeFields(fields: Fields): string {
  return Object.entries(fields ?? {})
    .map(([name, value]) => `${name}: ${stored(value)}`)
    .join("; ");
}

/** Each field's label with its value before → after; a side alone when the other has nothing. */
export function describeChange(before: Fields, after: Fields, labels: AuditLabels): string {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names
    .map((name) => {
      const from = before && name in before ? readable(name, before[name], labels) : null;
      const to = after && name in after ? readable(name, after[name], labels) : null;
      const value = from === null ? to! : to === null ? from : `${from} → ${to}`;
      return labels.pair(labels.fields[name] ?? name, value);
    })
    .join("; ");
}

type ActKey<Act extends string> = Act extends `${infer Group}.${infer Rest}` ? `${Group}_${Rest}` : never;

/** The message key of an act (next-intl reads dots as nesting). */
export const actKey = <Act extends AuditAct>(act: Act): ActKey<Act> => act.replace(".", "_") as ActKey<Act>;
