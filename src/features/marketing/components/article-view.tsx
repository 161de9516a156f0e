import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { relatedArticles, type Article } from "../content";
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
      after={<ArticleEnd article={article} />}
    />
  );
}

/** After the last paragraph: practice (the trial, or our team for a company), then more to read. */
async function ArticleEnd({ article }: { article: Article }) {
  const t = await getTranslations({ locale: article.locale, namespace: "public.blog" });
  const related = relatedArticles(article);
  return (
    <div className="mt-12 flex flex-col gap-10 border-t pt-10">
      <section
        aria-labelledby="article-cta-title"
        className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-primary-soft/60 p-6"
      >
        <h2 id="article-cta-title" className="font-display text-2xl font-semibold tracking-tight">
          {t("ctaTitle")}
        </h2>
        <p className="leading-relaxed text-muted-foreground">{t("ctaText")}</p>
        <div className="flex flex-wrap gap-3">
          <Link href="/try" className={buttonVariants()}>
            {t("ctaTry")}
          </Link>
          <Link href="/contact?topic=sales" className={buttonVariants({ variant: "outline" })}>
            {t("ctaSales")}
          </Link>
        </div>
      </section>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="flex flex-col gap-4">
          <h2 id="related-title" className="font-display text-2xl font-semibold tracking-tight">
            {t("relatedTitle")}
          </h2>
          <ul className="flex flex-col gap-4">
            {related.map((other) => (
              <li key={other.slug} className="flex flex-col gap-1">
                <Link
                  href={articlePath(other.slug, other.locale)}
                  className="font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {other.title}
                </Link>
                <p className="text-sm leading-relaxed text-muted-foreground">{other.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
