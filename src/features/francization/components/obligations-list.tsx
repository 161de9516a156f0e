import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { longDay } from "@/lib/days";
import { sectionParts, type Obligation, type ObligationStatus } from "../obligations";

const statusClass: Record<ObligationStatus, string> = {
  done: "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50",
  due: "bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-50",
  overdue: "bg-danger-soft text-danger",
  waiting: "bg-muted text-foreground",
  notApplicable: "bg-muted text-muted-foreground",
};

/** The Charter's steps at the organization's size: status, due date, what it is, and where the law says so. */
export async function ObligationsList({ obligations }: { obligations: Obligation[] }) {
  const [t, own, locale] = await Promise.all([
    getTranslations("cockpit"),
    getTranslations("team.cockpit"),
    getLocale(),
  ]);
  const date = (iso: string) => longDay(iso, locale);
  const applicable = obligations.filter((obligation) => obligation.status !== "notApplicable");
  const others = obligations.filter((obligation) => obligation.status === "notApplicable");
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {applicable.map((obligation) => (
          <li
            key={obligation.id}
            className="flex flex-col gap-2 rounded-2xl border p-4"
            data-obligation={obligation.id}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">{t(`obligations.${obligation.id}.title`)}</h3>
              <Badge className={statusClass[obligation.status]}>{t(`status.${obligation.status}`)}</Badge>
            </div>
            <p className="text-sm">{t(`obligations.${obligation.id}.explanation`)}</p>
            <p className="text-sm text-muted-foreground">
              {obligation.dueOn ? own("dueOn", { date: date(obligation.dueOn) }) : null}{" "}
              {t(`basis.${obligation.basis}` as never)} ·{" "}
              {own(`section.${sectionParts(obligation.section).law}`, {
                article: sectionParts(obligation.section).article,
              })}
            </p>
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {own("notApplicableList", {
            list: others.map((obligation) => t(`obligations.${obligation.id}.title`)).join(", "),
          })}
        </p>
      )}
    </div>
  );
}
