import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/i18n/config";
import { listResources, pageMetadata } from "@/features/marketing";
import { ResourceFacts, ResourcePdfLink, resourcePath } from "@/features/marketing/components";

export async function generateMetadata(): Promise<Metadata> {
  const [t, seo, locale] = await Promise.all([
    getTranslations("public.resources"),
    getTranslations("public.seo"),
    getLocale() as Promise<Locale>,
  ]);
  return pageMetadata({
    title: t("title"),
    description: seo("resources.description"),
    path: "/blog/resources",
    locale,
  });
}

/** The Bill 96 guide and the language-situation report, to read online or download as PDF. */
export default async function ResourcesPage() {
  const [t, locale] = await Promise.all([getTranslations("public.resources"), getLocale() as Promise<Locale>]);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-12 md:px-8 md:py-16">
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="font-display text-4xl font-semibold tracking-tight md:text-5xl">{t("title")}</h1>
        <p className="text-lg leading-relaxed text-muted-foreground">{t("description")}</p>
      </header>
      <ul className="grid gap-4 md:grid-cols-2">
        {listResources(locale).map((resource) => (
          <li key={resource.slug}>
            <Card className="flex h-full flex-col gap-4">
              <h2 className="font-display text-xl leading-snug font-semibold">
                <Link
                  href={resourcePath(resource.slug, resource.locale)}
                  className="hover:text-primary hover:underline"
                >
                  {resource.title}
                </Link>
              </h2>
              <p className="text-sm leading-relaxed text-muted-foreground">{resource.description}</p>
              <div className="mt-auto flex flex-col gap-3">
                <ResourceFacts resource={resource} />
                <ResourcePdfLink resource={resource} compact />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
