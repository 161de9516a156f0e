import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { actKey, describeChange } from "../change";
import { auditLabels } from "../labels";
import type { AuditEntry } from "../queries";

/** The trail's entries, newest first: when (in the organization's zone), who, what, whom, before → after. */
export async function AuditTable({ entries, timeZone }: { entries: AuditEntry[]; timeZone: string }) {
  const [t, format, labels] = await Promise.all([
    getTranslations("audit"),
    getFormatter(),
    getLocale().then(auditLabels),
  ]);
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t("none")}</p>;
  return (
    <ScrollRegion label={t("title")}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("title")}</caption>
        <thead>
          <tr className="border-b">
            {(["columns.when", "columns.who", "columns.what", "columns.whom", "columns.change"] as const).map((key) => (
              <th key={key} scope="col" className="py-1 pr-3">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b align-top last:border-0">
              <td className="py-1 pr-3 whitespace-nowrap">
                <time dateTime={entry.occurredAt.toISOString()}>
                  {format.dateTime(entry.occurredAt, { dateStyle: "medium", timeStyle: "short", timeZone })}
                </time>
              </td>
              <td className="py-1 pr-3">{entry.actorName}</td>
              <td className="py-1 pr-3">{t(`acts.${actKey(entry.act)}`)}</td>
              <td className="py-1 pr-3">{entry.subjectName ?? "—"}</td>
              <td className="py-1 break-words">{describeChange(entry.before, entry.after, labels)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
