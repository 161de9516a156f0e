import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { actKey, describeChange } from "../change";
import { auditLabels } from "../labels";
import type { AuditEntryAboutMe } from "../queries";

/** For the privacy page: the administrative acts about the signed-in person, newest first. */
export async function AuditAboutMe({ entries }: { entries: AuditEntryAboutMe[] }) {
  const [t, format, labels] = await Promise.all([
    getTranslations("audit"),
    getFormatter(),
    getLocale().then(auditLabels),
  ]);
  return (
    <section aria-labelledby="audit-about-me" className="flex flex-col gap-2">
      <h2 id="audit-about-me" className="font-display text-xl font-semibold">
        {t("privacy.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("privacy.description")}</p>
      {entries.length === 0 ? (
        <p className="text-sm">{t("privacy.none")}</p>
      ) : (
        <ul className="flex flex-col divide-y text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 py-2">
              <span className="font-medium">{t(`acts.${actKey(entry.act)}`)}</span>
              <span className="text-muted-foreground">
                <time dateTime={entry.occurredAt.toISOString()}>
                  {format.dateTime(entry.occurredAt, { dateStyle: "medium", timeStyle: "short" })}
                </time>
                {" · "}
                {t("privacy.by", { name: entry.actorName, organization: entry.organizationName })}
              </span>
              {(entry.before || entry.after) && <span>{describeChange(entry.before, entry.after, labels)}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
