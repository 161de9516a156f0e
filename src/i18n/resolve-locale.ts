import { defaultLocale, isLocale, locales, type Locale } from "./config";

export type LocaleSources = {
  /** The signed-in user's saved preference, when there is a signed-in user. */
  saved?: string | null;
  /** The NEXT_LOCALE cookie. */
  cookie?: string | null;
  /** The raw Accept-Language header. */
  acceptLanguage?: string | null;
};

/** The user's saved preference, then the cookie, then Accept-Language, then French. */
export function resolveLocale({ saved, cookie, acceptLanguage }: LocaleSources): Locale {
  if (isLocale(saved)) return saved;
  if (isLocale(cookie)) return cookie;
  return negotiateAcceptLanguage(acceptLanguage) ?? defaultLocale;
}

/**
 * Picks the best supported language from an Accept-Language header (RFC 9110 §12.5.4):
 * highest q first, header order breaking ties; "fr-CA" matches "fr"; q=0 means "not this one".
 */
export function negotiateAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.q > 0 && range.language !== "")
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    if (range.language === "*") return defaultLocale;
    const match = locales.find((locale) => locale === range.language);
    if (match) return match;
  }
  return null;
}
