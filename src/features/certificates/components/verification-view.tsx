import { getFormatter, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { levelBand } from "../band";
import { courseKey } from "../document";
import type { VerifiedCertificate } from "../verify";

/** What a verification shows, and nothing more: name, level with its band, date, organization. */
export async function VerificationView({ certificate }: { certificate: VerifiedCertificate }) {
  const [t, format] = await Promise.all([getTranslations("certificates"), getFormatter()]);
  const rows = [
    [t("verify.name"), certificate.holderName],
    [
      t("verify.level"),
      t("verify.levelValue", {
        level: certificate.level,
        course: t(courseKey(certificate.courseId)),
        band: levelBand(certificate.level, certificate.courseId),
      }),
    ],
    [t("verify.date"), format.dateTime(certificate.issuedAt, { dateStyle: "long" })],
    [t("verify.organization"), certificate.organizationName ?? t("verify.noOrganization")],
  ] as const;
  return (
    <Card className="flex max-w-xl flex-col gap-4">
      <h1 className="font-display text-2xl font-semibold">{t("verify.title")}</h1>
      <p>{t("verify.intro")}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">{t("verify.notOfficial")}</p>
    </Card>
  );
}

/** A revoked certificate: the date it was revoked, and nothing else about it. */
export async function VerificationRevoked({ revokedAt }: { revokedAt: Date }) {
  const [t, format] = await Promise.all([getTranslations("certificates"), getFormatter()]);
  return (
    <Card className="flex max-w-xl flex-col gap-3">
      <h1 className="font-display text-2xl font-semibold">{t("verify.revokedTitle")}</h1>
      <p>{t("verify.revoked", { date: format.dateTime(revokedAt, { dateStyle: "long" }) })}</p>
    </Card>
  );
}

/** No certificate with this code, or too many codes tried: said plainly, with what to do. */
export async function VerificationMissing({ reason }: { reason: "unknown" | "limited" }) {
  const t = await getTranslations("certificates");
  return (
    <Card className="flex max-w-xl flex-col gap-3">
      <h1 className="font-display text-2xl font-semibold">
        {t(reason === "limited" ? "verify.limitedTitle" : "verify.unknownTitle")}
      </h1>
      <p>{t(reason === "limited" ? "verify.limited" : "verify.unknown")}</p>
    </Card>
  );
}
