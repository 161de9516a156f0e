export const locales = ["fr", "en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "fr";
/** next-intl's usual cookie name, listed on /privacy (decision 003). */
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** One message file per feature, in messages/<locale>/<namespace>.json. */
export const namespaces = [
  "common",
  "shell",
  "errors",
  "public",
  "auth",
  "app",
  "email",
  "onboarding",
  "security",
  "orgs",
  "learning",
  "practice",
  "tutor",
  "pronunciation",
  "team",
  "cockpit",
  "billing",
  "certificates",
  "audit",
  "level4",
] as const;
export type Namespace = (typeof namespaces)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Names of the languages in their own language, for the switcher. */
export const localeNames: Record<Locale, string> = { fr: "Français", en: "English", es: "Español" };
