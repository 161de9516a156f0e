import { createTranslator, type Messages } from "next-intl";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { csvFile } from "@/lib/csv";
import { actKey, describeFields } from "./change";
import type { AuditEntry } from "./queries";

/**
 * The filtered trail as a spreadsheet: one row per entry, the act both in words and as its stable
 * code, dates in UTC (ISO 8601) so rows sort and compare whatever the reader's zone. Cells that
 * look like formulas are made inert by csvFile.
 */
export async function auditCsv(entries: AuditEntry[], locale: Locale): Promise<string> {
  const t = createTranslator({ locale, messages: (await loadMessages(locale)) as Messages, namespace: "audit" });
  const header = [
    t("csv.when"),
    t("csv.who"),
    t("csv.act"),
    t("csv.code"),
    t("csv.whom"),
    t("csv.before"),
    t("csv.after"),
  ];
  return csvFile([
    header,
    ...entries.map((entry) => [
      entry.occurredAt.toISOString(),
      entry.actorName,
      t(`acts.${actKey(entry.act)}`),
      entry.act,
      entry.subjectName,
      describeFields(entry.before),
      describeFields(entry.after),
    ]),
  ]);
}
