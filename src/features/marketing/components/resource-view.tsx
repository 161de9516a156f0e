import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { longDay } from "@/lib/days";
import type { Resource } from "../content";
import { localeTag } from "./article-meta";
import { LanguageLinks } from "./language-links";
import { Markdown } from "./markdown";

export const resourcePath = (slug: string, locale: string) => `/blog/resources/${locale}/${slug}`;

/** Kind, review date and version, in the resource's language. */
export async function ResourceFacts({ resource }: { resource: Resource }) {
  const t = await getTranslations({ locale: resource.locale, namespace: "public.resources" });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
        <Badge>{t(`kinds.${resource.kind}`)}</Badge>
        <span>{t("reviewed", { date: longDay(resource.reviewedOn, localeTag(resource.locale)) })}</span>
        <span aria-hidden>·</span>
        <span>{t("version", { version: resource.version })}</span>
      </div>
    </div>
  );
}

export async function ResourceView({ resource }: { resource: Resource }) {
  const [t, blog] = await Promise.all([getTranslations({ locale: resource.locale, namespace: "public.resources" }), getTranslations({ locale: resource.locale, namespace: "public.blog" })]);
  return (
    <article lang={resource.locale} aria-labelledby="page-title" className="mx-auto flex max-w-3xl flex-col px-4 py-12 md:px-8 md:py-16">
      <Link href="/blog/resources" className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
        ← {t("back")}
      </Link>
      <h1 id="page-title" className="mt-6 font-display text-3xl leading-tight font-semibold tracking-tight text-balance md:text-5xl">
        {resource.title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{resource.description}</p>
      <div className="mt-6 flex flex-col gap-4 border-b pb-6">
        <ResourceFacts resource={resource} />
        <p role="note" className="rounded-xl bg-accent-soft px-4 py-3 text-sm">
          {t("notLegal")}
        </p>
        <LanguageLinks current={resource.locale} hrefFor={(locale) => resourcePath(resource.slug, locale)} label={t("otherLanguages")} />
      </div>
      <div className="text-base md:text-lg">
        <Markdown source={resource.body} tableLabel={blog("tableLabel")} />
      </div>
    </article>
  );
}
