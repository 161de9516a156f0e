import type { Locale } from "@/i18n/config";

/** Our people work in Quebec: the e-mails say the time there unless told otherwise. */
export const DEFAULT_EMAIL_TIME_ZONE = "America/Toronto";

// The regional variants write dates the way readers expect ("14 h 05" in Quebec French,
// "p.m." in Canadian English, Latin-American Spanish), which the bare language codes do not.
const formattingLocale: Record<Locale, string> = { fr: "fr-CA", en: "en-CA", es: "es-419" };

/** A date and time with its zone, e.g. "3 mars 2026 à 14 h 05 HNE". */
export function formatEmailDateTime(date: Date, locale: Locale, timeZone: string = DEFAULT_EMAIL_TIME_ZONE): string {
  return new Intl.DateTimeFormat(formattingLocale[locale], {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(date);
}
