import { createTranslator, type Messages } from "next-intl";
import { type Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { DEFAULT_TIME_ZONE } from "@/lib/days";
import { levelBand } from "./band";
import type { IssuedCertificate } from "./issue";

/*
 * What the certificate says, in one language: the PDF draws one of these in French, then one in
 * the learner's language when it is not French.
 */

export type CertificateSection = {
  locale: Locale;
  title: string;
  statement: string;
  rows: { label: string; value: string }[];
  notOfficial: string;
};

export type CertificateDocument = {
  sections: CertificateSection[];
  footer: string;
  filename: string;
  verificationUrl: string;
};

/** The message naming the course's language (keys written out whole: the message files' test looks for them). */
export const courseKey = (courseId: string) => (courseId === "fr" ? "course.fr" : "course.en");

/** The message naming what confirmed the level. */
export const sourceKey = { placement: "source.placement", unitTest: "source.unitTest" } as const;

export const LANGUAGE_TAG: Record<Locale, string> = { fr: "fr-CA", en: "en-CA", es: "es" };

export function verificationUrl(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/$/, "")}/verify/${code}`;
}

/** Dated in Quebec time, where the certificate is issued, whatever the reader's zone. */
export function formatIssueDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { dateStyle: "long", timeZone: DEFAULT_TIME_ZONE }).format(date);
}

async function sectionIn(locale: Locale, issued: IssuedCertificate, url: string) {
  const t = createTranslator({
    locale,
    messages: (await loadMessages(locale)) as Messages,
    namespace: "certificates",
  });
  const course = t(courseKey(issued.courseId));
  const band = levelBand(issued.level, issued.courseId);
  const section: CertificateSection = {
    locale,
    title: t("pdf.title"),
    statement: t("pdf.statement", { name: issued.holderName, level: issued.level, band, course }),
    rows: [
      { label: t("pdf.name"), value: issued.holderName },
      { label: t("pdf.level"), value: `${issued.level} (${band})` },
      { label: t("pdf.course"), value: course },
      { label: t("pdf.date"), value: formatIssueDate(issued.issuedAt, locale) },
      ...(issued.organizationName ? [{ label: t("pdf.organization"), value: issued.organizationName }] : []),
      { label: t("pdf.confirmedBy"), value: t(sourceKey[issued.source]) },
      { label: t("pdf.code"), value: issued.code },
      { label: t("pdf.verifyAt"), value: url },
    ],
    notOfficial: t("pdf.notOfficial"),
  };
  return {
    section,
    footer: t("pdf.footer", { code: issued.code }),
    filename: t("pdf.filename", { level: issued.level }),
  };
}

/** The certificate in French, then in `locale` unless it is French. */
export async function certificateDocument(
  issued: IssuedCertificate,
  { locale, appUrl }: { locale: Locale; appUrl: string },
): Promise<CertificateDocument> {
  const url = verificationUrl(appUrl, issued.code);
  const french = await sectionIn("fr", issued, url);
  const other = locale === "fr" ? null : await sectionIn(locale, issued, url);
  return {
    sections: other ? [french.section, other.section] : [french.section],
    footer: french.footer,
    filename: `${(other ?? french).filename}.pdf`,
    verificationUrl: url,
  };
}
