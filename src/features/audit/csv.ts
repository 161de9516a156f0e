import { createTranslator, type Messages } from "next-intl";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { csvFile } from "@/lib/csv";
import { actKey, describeChange, describeFields } from "./change";
import { auditLabels } from "./labels";
import type { AuditEntry } from "./queries";

/**
 * The filtered trail as a spreadsheet: one row per entry, the act both in words and as its stable
 * code, before and after as stored (stable codes, for filters and scripts) then as readable text,
 * dates in UTC (ISO 8601) so rows sort and compare whatever the reader's zone. Cells that look
 * like formulas are made inert by csvFile.
 */
export async function auditCsv(entries: AuditEntry[], locale: Locale): Promise<string> {
  const [messages, labels] = await Promise.all([loadMessages(locale), auditLabels(locale)]);
  const t = createTranslator({ locale, messages: messages as Messages, namespace: "audit" });
  const header = [
    t("csv.when"),
    t("csv.who"),
    t("csv.act"),
    t("csv.code"),
    t("csv.whom"),
    t("csv.before"),
    t("csv.after"),
    t("csv.change"),
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
      describeChange(entry.before, entry.after, labels),
    ]),
  ]);
}
