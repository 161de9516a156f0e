import { localeNames, locales, type Locale } from "@/i18n/config";

/** Links to the same piece in the other languages, each marked with its language for screen readers and search engines. */
export function LanguageLinks({
  current,
  hrefFor,
  label,
}: {
  current: Locale;
  hrefFor: (locale: Locale) => string;
  label: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2 text-sm">
      {locales
        .filter((locale) => locale !== current)
        .map((locale) => (
          <a
            key={locale}
            href={hrefFor(locale)}
            hrefLang={locale}
            lang={locale}
            className="rounded-full border px-3 py-1 font-medium hover:bg-muted"
          >
            {localeNames[locale]}
          </a>
        ))}
    </nav>
  );
}
