import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Article } from "../content";
import { ArticleMeta } from "./article-meta";
import { LanguageLinks } from "./language-links";
import { Markdown } from "./markdown";

export const articlePath = (slug: string, locale: string) => `/blog/${locale}/${slug}`;

/** One article, wholly in its own language (the page around it follows the visitor's). */
export async function ArticleView({ article }: { article: Article }) {
  const t = await getTranslations({ locale: article.locale, namespace: "public.blog" });
  return (
    <article lang={article.locale} aria-labelledby="page-title" className="mx-auto flex max-w-3xl flex-col px-4 py-12 md:px-8 md:py-16">
      <Link href="/blog" className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
        ← {t("back")}
      </Link>
      <h1 id="page-title" className="mt-6 font-display text-3xl leading-tight font-semibold tracking-tight text-balance md:text-5xl">
        {article.title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{article.description}</p>
      <div className="mt-6 flex flex-col gap-4 border-b pb-6">
        <ArticleMeta article={article} />
        <p className="text-sm text-muted-foreground">{t("by", { author: article.author })}</p>
        <LanguageLinks current={article.locale} hrefFor={(locale) => articlePath(article.slug, locale)} label={t("otherLanguages")} />
      </div>
      <div className="text-base md:text-lg">
        <Markdown source={article.body} tableLabel={t("tableLabel")} />
      </div>
    </article>
  );
}
