import { getFormatter, getTranslations } from "next-intl/server";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { TrainingLedger } from "../training";
import { DeleteEntryButton } from "./delete-entry-button";

/** The year's training hours: counted from the app and entered by hand, per month, and each entry. */
export async function TrainingLedgerView({ ledger }: { ledger: TrainingLedger }) {
  const [t, format] = await Promise.all([getTranslations("team.cockpit.training"), getFormatter()]);
  const hours = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  const month = (index: number) =>
    format.dateTime(new Date(Date.UTC(ledger.year, index - 1, 15)), { month: "long", timeZone: "UTC" });
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-3 sm:grid-cols-3">
        {(
          [
            ["appHours", ledger.appHours],
            ["enteredHours", ledger.enteredHours],
            ["paidHours", ledger.paidHours],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-xl border p-3">
            <dt className="text-sm text-muted-foreground">{t(key)}</dt>
            <dd className="font-display text-2xl font-semibold tabular-nums">
              {t("hoursValue", { hours: hours(value) })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">{t("appHoursNote")}</p>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-primary">{t("byMonth")}</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{t("byMonth")}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-3">
                {t("month")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t("appHours")}
              </th>
              <th scope="col" className="py-1 text-right">
                {t("enteredHours")}
              </th>
            </tr>
          </thead>
          <tbody>
            {ledger.months.map((row) => (
              <tr key={row.month} className="border-b last:border-0">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {month(row.month)}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{hours(row.appHours)}</td>
                <td className="py-1 text-right tabular-nums">{hours(row.enteredHours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <ScrollRegion label={t("entries", { year: ledger.year })}>
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold">{t("entries", { year: ledger.year })}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-3">
                {t("heldOn")}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t("kind")}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t("provider")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t("hours")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t("participants")}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t("paidTime")}
              </th>
              <th scope="col" className="py-1">
                <span className="sr-only">{t("actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {ledger.entries.length === 0 && (
              <tr>
                <td colSpan={7} className="py-2 text-muted-foreground">
                  {t("none")}
                </td>
              </tr>
            )}
            {ledger.entries.map((entry) => (
              <tr key={entry.id} className="border-b last:border-0">
                <td className="py-1 pr-3 whitespace-nowrap">
                  {format.dateTime(new Date(`${entry.heldOn}T12:00:00Z`), { dateStyle: "medium", timeZone: "UTC" })}
                </td>
                <td className="py-1 pr-3">{t(`kinds.${entry.kind}`)}</td>
                <td className="py-1 pr-3">
                  {entry.provider}
                  {entry.note && <span className="block text-muted-foreground">{entry.note}</span>}
                </td>
                <td className="py-1 pr-3 text-right tabular-nums">{hours(entry.hours)}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{entry.participants}</td>
                <td className="py-1 pr-3">{entry.paidTime ? t("yes") : t("no")}</td>
                <td className="py-1">
                  <DeleteEntryButton
                    endpoint="/api/team/cockpit/training"
                    id={entry.id}
                    label={t("deleteLabel", { provider: entry.provider })}
                    confirm={t("confirmDelete", { provider: entry.provider })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
