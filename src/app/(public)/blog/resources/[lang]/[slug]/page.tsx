import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale, locales } from "@/i18n/config";
import { findResource, pageMetadata, resourceSlugs } from "@/features/marketing";
import { ResourceView, resourcePath } from "@/features/marketing/components";

type Params = { params: Promise<{ lang: string; slug: string }> };

async function resourceOf({ params }: Params) {
  const { lang, slug } = await params;
  return isLocale(lang) ? findResource(slug, lang) : null;
}

export function generateStaticParams() {
  return resourceSlugs().flatMap((slug) => locales.map((lang) => ({ lang, slug })));
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  const resource = await resourceOf(props);
  if (!resource) return {};
  return pageMetadata({
    title: resource.title,
    searchTitle: resource.seoTitle,
    description: resource.description,
    path: resourcePath(resource.slug, resource.locale),
    locale: resource.locale,
    languages: (locale) => resourcePath(resource.slug, locale),
    image: "colocated",
    // A guide revised over time: its review date is when it last changed.
    article: { modifiedTime: resource.reviewedOn },
  });
}

export default async function ResourcePage(props: Params) {
  const resource = await resourceOf(props);
  if (!resource) notFound();
  return <ResourceView resource={resource} />;
}
