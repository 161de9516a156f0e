import { getFormatter, getTranslations } from "next-intl/server";
import { levelBand } from "../band";
import { courseKey, sourceKey } from "../document";
import type { CertificateSummary } from "../queries";
import { RevokeButton } from "./revoke-button";

/** The learner's certificates, newest first, each with its PDF and its public verification page. */
export async function CertificateList({ certificates }: { certificates: CertificateSummary[] }) {
  const [t, format] = await Promise.all([getTranslations("certificates"), getFormatter()]);
  return (
    <section aria-labelledby="certificates-title" className="flex flex-col gap-3">
      <h2 id="certificates-title" className="font-display text-xl font-semibold">
        {t("list.title")}
      </h2>
      <p className="max-w-2xl text-sm text-muted-foreground">{t("list.description")}</p>
      {certificates.length === 0 ? (
        <p className="max-w-2xl rounded-2xl border bg-card p-5">{t("list.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {certificates.map((certificate) => {
            const course = t(courseKey(certificate.courseId));
            return (
              <li
                key={certificate.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border bg-card p-4"
              >
                <div className="flex flex-col gap-1">
                  <span className="font-semibold">
                    {t("list.item", {
                      level: certificate.level,
                      course,
                      band: levelBand(certificate.level, certificate.courseId),
                    })}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {t("list.issued", {
                      source: t(sourceKey[certificate.source]),
                      date: format.dateTime(certificate.issuedAt, { dateStyle: "long" }),
                    })}
                  </span>
                </div>
                {certificate.revokedAt ? (
                  <p className="text-sm text-muted-foreground">
                    {t("list.withdrawn", { date: format.dateTime(certificate.revokedAt, { dateStyle: "long" }) })}
                  </p>
                ) : (
                  <div className="flex flex-wrap items-center gap-3 text-sm">
                    <a
                      href={`/api/certificates/${certificate.id}/pdf`}
                      download
                      aria-label={t("list.downloadLabel", { level: certificate.level, course })}
                      className="font-medium text-primary underline underline-offset-4"
                    >
                      {t("list.download")}
                    </a>
                    <a
                      href={`/verify/${certificate.code}`}
                      className="font-medium text-primary underline underline-offset-4"
                    >
                      {t("list.verify")}
                    </a>
                    <RevokeButton
                      endpoint={`/api/certificates/${certificate.id}/revoke`}
                      text={t("list.withdraw")}
                      label={t("list.withdrawLabel", { level: certificate.level, course })}
                      confirm={t("list.withdrawConfirm")}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
