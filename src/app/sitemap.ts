import type { MetadataRoute } from "next";
import { env } from "@/env";
import { articleSlugs, findArticle, findResource, languageAlternates, resourceSlugs } from "@/features/marketing";
import { articlePath } from "@/features/marketing/components";
import { resourcePath } from "@/features/marketing/components";
import { locales, type Locale } from "@/i18n/config";

// Read at request time: APP_URL is the running server's address, which the build may not know.
export const dynamic = "force-dynamic";

/**
 * The public site for search engines: the pages served in the visitor's language (one URL each)
 * and every article and resource in each language, each with its other-language versions. The
 * app, the API and the sign-in pages are left out (robots.ts keeps crawlers away from them).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = env().APP_URL.replace(/\/$/, "");
  const url = (path: string) => `${origin}${path}`;
  const absolute = (pathFor: (locale: Locale) => string) => ({
    languages: Object.fromEntries(
      Object.entries(languageAlternates(pathFor)).map(([hreflang, path]) => [hreflang, url(path)]),
    ),
  });

  const articles = articleSlugs().flatMap((slug) =>
    locales.map((locale) => ({
      url: url(articlePath(slug, locale)),
      lastModified: findArticle(slug, locale)!.date,
      alternates: absolute((other) => articlePath(slug, other)),
    })),
  );
  const resources = resourceSlugs().flatMap((slug) =>
    locales.map((locale) => ({
      url: url(resourcePath(slug, locale)),
      lastModified: findResource(slug, locale)!.reviewedOn,
      alternates: absolute((other) => resourcePath(slug, other)),
    })),
  );
  const newest = (dates: string[]) =>
    dates.reduce<string | undefined>((latest, date) => (latest && latest > date ? latest : date), undefined);

  return [
    { url: url("/") },
    { url: url("/blog"), lastModified: newest(articles.map((entry) => entry.lastModified)) },
    { url: url("/blog/resources"), lastModified: newest(resources.map((entry) => entry.lastModified)) },
    { url: url("/try") },
    { url: url("/contact") },
    { url: url("/privacy") },
    { url: url("/terms") },
    ...articles,
    ...resources,
  ];
}
