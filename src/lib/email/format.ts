import type { Locale } from "@/i18n/config";
import { DEFAULT_TIME_ZONE } from "@/lib/days";

// The regional variants write dates the way readers expect ("14 h 05" in Quebec French,
// "p.m." in Canadian English, Latin-American Spanish), which the bare language codes do not.
const formattingLocale: Record<Locale, string> = { fr: "fr-CA", en: "en-CA", es: "es-419" };

/** A date and time with its zone, e.g. "3 mars 2026 à 14 h 05 HNE"; our people work in Quebec, so its time unless told otherwise. */
export function formatEmailDateTime(date: Date, locale: Locale, timeZone: string = DEFAULT_TIME_ZONE): string {
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
