import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/config";
import { listArticles, pageMetadata } from "@/features/marketing";
import { ArticleList } from "@/features/marketing/components";

export async function generateMetadata(): Promise<Metadata> {
  const [t, seo, locale] = await Promise.all([
    getTranslations("public.blog"),
    getTranslations("public.seo"),
    getLocale() as Promise<Locale>,
  ]);
  return pageMetadata({ title: seo("blog.title"), description: t("description"), path: "/blog", locale });
}

/** The blog in the visitor's language: every article exists in French, English and Spanish. */
export default async function BlogPage() {
  const [t, locale] = await Promise.all([getTranslations("public.blog"), getLocale() as Promise<Locale>]);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-12 md:px-8 md:py-16">
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="font-display text-4xl font-semibold tracking-tight md:text-5xl">{t("title")}</h1>
        <p className="text-lg leading-relaxed text-muted-foreground">{t("description")}</p>
      </header>
      <ArticleList articles={listArticles(locale)} />
    </div>
  );
}
