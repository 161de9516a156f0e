import { getTranslations } from "next-intl/server";
import type { Article } from "../content";
import { ArticleMeta } from "./article-meta";
import { LanguageLinks } from "./language-links";
import { PieceFrame } from "./piece-frame";

export const articlePath = (slug: string, locale: string) => `/blog/${locale}/${slug}`;

/** One article, wholly in its own language (the page around it follows the visitor's). */
export async function ArticleView({ article }: { article: Article }) {
  const t = await getTranslations({ locale: article.locale, namespace: "public.blog" });
  return (
    <PieceFrame
      locale={article.locale}
      back={{ href: "/blog", label: t("back") }}
      title={article.title}
      description={article.description}
      body={article.body}
      tableLabel={t("tableLabel")}
      facts={
        <>
          <ArticleMeta article={article} />
          <p className="text-sm text-muted-foreground">{t("by", { author: article.author })}</p>
          <LanguageLinks
            current={article.locale}
            hrefFor={(locale) => articlePath(article.slug, locale)}
            label={t("otherLanguages")}
          />
        </>
      }
    />
  );
}
