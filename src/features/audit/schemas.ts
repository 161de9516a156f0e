import { z } from "zod";
import { isLocalDay } from "@/lib/days";
import { AUDIT_ACTS } from "@/config/audit";

const day = z.string().refine(isLocalDay);

/** The trail's filters as the page's URL and the CSV route carry them. */
export type AuditFilters = {
  /** Part of the name of the person who acted or of the person concerned. */
  person?: string;
  act?: (typeof AUDIT_ACTS)[number];
  /** Local days (YYYY-MM-DD) in the organization's time zone, both included. */
  from?: string;
  to?: string;
};

export type AuditFilterError = "audit_act_invalid" | "audit_date_invalid" | "audit_range_invalid";

type Params = { get: (name: string) => string | null };

/**
 * Reads the filters from search parameters; a malformed one is an error with a stable code (the
 * CSV route answers 400 with it), never silently dropped, so a download holds what was asked.
 */
export function parseAuditFilters(
  params: Params,
): { ok: true; filters: AuditFilters } | { ok: false; code: AuditFilterError } {
  const filled = (name: string) => params.get(name)?.trim() || undefined;
  const [person, act, from, to] = [filled("person"), filled("act"), filled("from"), filled("to")];
  if (act !== undefined && !z.enum(AUDIT_ACTS).safeParse(act).success) return { ok: false, code: "audit_act_invalid" };
  for (const value of [from, to]) {
    if (value !== undefined && !day.safeParse(value).success) return { ok: false, code: "audit_date_invalid" };
  }
  if (from && to && from > to) return { ok: false, code: "audit_range_invalid" };
  return {
    ok: true,
    filters: { person: person?.slice(0, 100), act: act as AuditFilters["act"], from, to },
  };
}

/** The page number of the trail's URL: anything malformed is the first page. */
export const auditPage = z.coerce.number().int().min(1).max(10_000).catch(1);
