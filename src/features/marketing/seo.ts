import type { Metadata } from "next";
import { defaultLocale, locales, type Locale } from "@/i18n/config";

/*
 * One way to describe a public page to search engines and link previews: its title within the
 * length results show, its description, canonical URL, other-language versions (hreflang, with
 * French as x-default), Open Graph and a large Twitter card. Paths stay relative: the root
 * layout's metadataBase (APP_URL) makes them absolute.
 */

export const SITE_NAME = "MadameAI";
/** What the root layout's title template adds after a page's title. */
export const TITLE_SUFFIX = ` · ${SITE_NAME}`;
export const TITLE_TEMPLATE = `%s${TITLE_SUFFIX}`;
/** Beyond this, result pages cut the title off. */
export const MAX_TITLE_LENGTH = 60;

/**
 * og:locale wants language_TERRITORY. French and English are Quebec's (Canada); the Spanish pages
 * are neutral Spanish ("usted", no regional vocabulary), for which es_ES is the tag crawlers know.
 */
export const openGraphLocales: Record<Locale, string> = { fr: "fr_CA", en: "en_CA", es: "es_ES" };

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export type OgImage = { url: string; alt: string };
/** src/app/opengraph-image.tsx: the brand card used by every page without its own image. */
export const siteImage: OgImage = { url: "/opengraph-image", alt: SITE_NAME };

export type PageSeo = {
  /** The page's own title, without the site's name (the template adds it when it fits). */
  title: string;
  /** A shorter title for <title> (results pages) when `title` is over 60 characters; link previews keep `title`. */
  searchTitle?: string;
  description: string;
  /** The canonical path, e.g. "/blog" or "/blog/fr/some-article". */
  path: string;
  /** The language of the page as served (for one-URL pages: the visitor's). */
  locale: Locale;
  /** For pieces with one URL per language: the path of each language's version. One-URL pages have none. */
  languages?: (locale: Locale) => string;
  /**
   * The preview image; the site's card by default. "colocated": an opengraph-image.tsx beside the
   * page draws it, and Next.js names it (inside a route group its URL gets a hash suffix).
   */
  image?: OgImage | "colocated";
  /** Marks the page as an article (og:type article) with its dates (YYYY-MM-DD) and topics. */
  article?: { publishedTime?: string; modifiedTime?: string; tags?: string[] };
};

/** The title with the site's name after it when the two fit in 60 characters, else the title alone. */
export function documentTitle(title: string): string | { absolute: string } {
  if (title.includes(SITE_NAME) || title.length + TITLE_SUFFIX.length > MAX_TITLE_LENGTH) return { absolute: title };
  return title;
}

/** The text of <title> as browsers and search results show it. */
export function renderedTitle(title: string): string {
  const resolved = documentTitle(title);
  return typeof resolved === "string" ? TITLE_TEMPLATE.replace("%s", resolved) : resolved.absolute;
}

/** hreflang links for a piece that exists in every language; x-default is the French version. */
export function languageAlternates(pathFor: (locale: Locale) => string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [locale, pathFor(locale)])),
    "x-default": pathFor(defaultLocale),
  };
}

export function pageMetadata(page: PageSeo): Metadata {
  const image = page.image ?? siteImage;
  // Left out, rather than empty, for a colocated image: Next.js adds it only where `images` is absent.
  const images =
    image === "colocated" ? {} : { images: [{ url: image.url, alt: image.alt, type: "image/png", ...OG_IMAGE_SIZE }] };
  const common = {
    title: page.title,
    description: page.description,
    url: page.path,
    siteName: SITE_NAME,
    locale: openGraphLocales[page.locale],
    ...images,
  };
  const alternateLocale = page.languages
    ? locales.filter((locale) => locale !== page.locale).map((locale) => openGraphLocales[locale])
    : undefined;
  const openGraph: Metadata["openGraph"] = page.article
    ? { ...common, type: "article", alternateLocale, ...page.article }
    : { ...common, type: "website", alternateLocale };
  return {
    title: documentTitle(page.searchTitle ?? page.title),
    description: page.description,
    alternates: { canonical: page.path, ...(page.languages && { languages: languageAlternates(page.languages) }) },
    openGraph,
    twitter: { card: "summary_large_image", title: page.title, description: page.description, ...images },
  };
}
