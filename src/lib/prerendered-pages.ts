// Relative: next.config.ts loads this file, without the "@/" alias.
import { locales, type Locale } from "../i18n/config";
import { resolveLocale } from "../i18n/resolve-locale";

/**
 * The public pages built once per language, theme and analytics choice (src/app/prerendered),
 * which the proxy serves at their public addresses. Their internal addresses are never public:
 * the proxy answers them 404, and robots.txt keeps crawlers out in case one leaks.
 */
export const PRERENDERED_SEGMENT = "prerendered";

/** The analytics choice as a variant: not asked yet (the banner shows) or the answer given. */
export const consentVariants = ["unset", "granted", "denied"] as const;
export type ConsentVariant = (typeof consentVariants)[number];

export type Variant = { locale: Locale; theme: "light" | "dark" | "system"; consent: ConsentVariant };

const localePattern = locales.join("|");
const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";
const PRERENDERED_PATHS = [
  /^\/$/,
  /^\/blog$/,
  /^\/blog\/resources$/,
  /^\/privacy$/,
  /^\/terms$/,
  new RegExp(`^/blog/(?:${localePattern})/${SLUG}$`),
  new RegExp(`^/blog/resources/(?:${localePattern})/${SLUG}$`),
];

/** Whether a public address has prerendered variants. /try, /contact and older legal versions stay rendered per request. */
export function isPrerenderedPath(pathname: string): boolean {
  return PRERENDERED_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The request header by which the proxy names the visitor's variant, `en/dark/unset`; the
 * rewrites of next.config.ts (prerenderedRewrites) send the page to it. The proxy removes it
 * from every request it does not set it on.
 */
export const PRERENDERED_VARIANT_HEADER = "x-prerendered-variant";

/** Shared caches keep a prerendered page a little while and serve it stale while they check its ETag again. */
export const PRERENDERED_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

/** What a prerendered page's answer varies by: language, theme and analytics choice come from cookies, or the language from Accept-Language. */
export const PRERENDERED_VARY = "Cookie, Accept-Language";

export function variantHeaderValue({ locale, theme, consent }: Variant): string {
  return `${locale}/${theme}/${consent}`;
}

type Rewrite = {
  source: string;
  destination: string;
  has?: { type: "header"; key: string; value: string }[];
};

/**
 * For next.config.ts: the internal segment asked from outside is an unknown address, and each
 * prerendered address goes to the variant the proxy named (the same list as isPrerenderedPath).
 */
export function prerenderedRewrites(): Rewrite[] {
  const has = [
    {
      type: "header" as const,
      key: PRERENDERED_VARIANT_HEADER,
      value: `(?<locale>${localePattern})/(?<theme>light|dark|system)/(?<consent>${consentVariants.join("|")})`,
    },
  ];
  const variant = `/${PRERENDERED_SEGMENT}/:locale/:theme/:consent`;
  const lang = `:lang(${localePattern})`;
  return [
    { source: `/${PRERENDERED_SEGMENT}/:path*`, destination: "/not-found" },
    { source: "/", has, destination: variant },
    ...["/blog", "/blog/resources", "/privacy", "/terms", `/blog/${lang}/:slug`, `/blog/resources/${lang}/:slug`].map(
      (source) => ({ source, has, destination: `${variant}${source.replace(`:lang(${localePattern})`, ":lang")}` }),
    ),
  ];
}

/** The prerendered HTML file of a variant, relative to the build's server/app folder: `/` in English and dark, not asked → prerendered/en/dark/unset.html. */
export function variantHtmlFile(pathname: string, variant: Variant): string {
  const rest = pathname === "/" ? "" : pathname;
  return `${PRERENDERED_SEGMENT}/${variantHeaderValue(variant)}${rest}.html`;
}

/** Cookie names owned by the preferences, analytics and auth features (prerendered-pages.test.ts keeps them equal). */
export const THEME_COOKIE_NAME = "theme";
export const CONSENT_COOKIE_NAME = "madameai_consent";
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?madameai\.session_token=/;

/** A signed-in visitor gets pages rendered for them (their language saved with their account, analytics tied to them). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}

/** The variant a visitor without a session sees: what the pages rendered per request would choose from the same cookies and headers. */
export function chooseVariant({
  localeCookie,
  themeCookie,
  consentCookie,
  acceptLanguage,
  themeSwitcher,
}: {
  localeCookie?: string;
  themeCookie?: string;
  consentCookie?: string;
  acceptLanguage: string | null;
  themeSwitcher: boolean;
}): Variant {
  const theme = themeSwitcher && (themeCookie === "light" || themeCookie === "dark") ? themeCookie : "system";
  const consent = consentCookie === "granted" || consentCookie === "denied" ? consentCookie : "unset";
  return { locale: resolveLocale({ cookie: localeCookie, acceptLanguage }), theme, consent };
}
