import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { isLocale, locales } from "@/i18n/config";
import { articleSlugs, findArticle, pageMetadata } from "@/features/marketing";
import { ArticleView, articlePath } from "@/features/marketing/components";

type Params = { params: Promise<{ lang: string; slug: string }> };

async function articleOf({ params }: Params) {
  const { lang, slug } = await params;
  return isLocale(lang) ? findArticle(slug, lang) : null;
}

export function generateStaticParams() {
  return articleSlugs().flatMap((slug) => locales.map((lang) => ({ lang, slug })));
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  const article = await articleOf(props);
  if (!article) return {};
  const t = await getTranslations({ locale: article.locale, namespace: "public.blog" });
  return pageMetadata({
    title: article.title,
    searchTitle: article.seoTitle,
    description: article.description,
    path: articlePath(article.slug, article.locale),
    locale: article.locale,
    languages: (locale) => articlePath(article.slug, locale),
    image: "colocated",
    article: { publishedTime: article.date, tags: article.tags.map((tag) => t(`tags.${tag}`)) },
  });
}

export default async function ArticlePage(props: Params) {
  const article = await articleOf(props);
  if (!article) notFound();
  return <ArticleView article={article} />;
}
