import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale, locales } from "@/i18n/config";
import { articleSlugs, findArticle } from "@/features/marketing";
import { ArticleView, articlePath } from "@/features/marketing/components/article-view";

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
  const languages = Object.fromEntries(locales.map((locale) => [locale, articlePath(article.slug, locale)]));
  return {
    title: article.title,
    description: article.description,
    alternates: { canonical: articlePath(article.slug, article.locale), languages: { ...languages, "x-default": articlePath(article.slug, "fr") } },
    openGraph: { type: "article", title: article.title, description: article.description, publishedTime: article.date, locale: article.locale },
  };
}

export default async function ArticlePage(props: Params) {
  const article = await articleOf(props);
  if (!article) notFound();
  return <ArticleView article={article} />;
}
