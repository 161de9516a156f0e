import { getFormatter, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { levelBand } from "../band";
import { courseKey, sourceKey } from "../document";
import type { MemberCertificate } from "../queries";
import { RevokeButton } from "./revoke-button";

/** The certificates a member holds, for the team's person page under named sharing. */
export async function MemberCertificates({ certificates }: { certificates: MemberCertificate[] }) {
  const [t, format] = await Promise.all([getTranslations("certificates"), getFormatter()]);
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="font-display text-xl font-semibold">{t("team.title")}</h2>
      {certificates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("team.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {certificates.map((certificate) => {
            const course = t(courseKey(certificate.courseId));
            return (
              <li
                key={certificate.id}
                className="flex flex-wrap items-center justify-between gap-2 border-b pb-2 last:border-0"
              >
                <span className="font-medium">
                  {t("team.item", {
                    level: certificate.level,
                    course,
                    band: levelBand(certificate.level, certificate.courseId),
                  })}
                </span>
                <span className="text-muted-foreground">
                  {t(sourceKey[certificate.source])} · {format.dateTime(certificate.issuedAt, { dateStyle: "medium" })}
                  {certificate.revokedAt &&
                    ` · ${t("team.revoked", { date: format.dateTime(certificate.revokedAt, { dateStyle: "medium" }) })}`}
                </span>
                {certificate.revocable && !certificate.revokedAt && (
                  <RevokeButton
                    endpoint={`/api/team/certificates/${certificate.id}/revoke`}
                    text={t("team.revoke")}
                    label={t("team.revokeLabel", { level: certificate.level, course })}
                    confirm={t("team.revokeConfirm")}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
