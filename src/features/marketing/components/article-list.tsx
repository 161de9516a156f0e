import { BookOpen } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import type { Article } from "../content";
import { ArticleMeta } from "./article-meta";
import { articlePath } from "./article-view";

/** The articles of one language, newest first, each with its date, reading time and tags; then the way to the resources. */
export async function ArticleList({ articles }: { articles: Article[] }) {
  const t = await getTranslations("public.blog");
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="articles-title" className="flex flex-col gap-4">
        <h2 id="articles-title" className="sr-only">
          {t("listTitle")}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {articles.map((article) => (
            <li key={article.slug}>
              <Card className="flex h-full flex-col gap-3">
                <h3 className="font-display text-xl leading-snug font-semibold">
                  <Link href={articlePath(article.slug, article.locale)} className="hover:text-primary hover:underline">
                    {article.title}
                  </Link>
                </h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{article.description}</p>
                <div className="mt-auto pt-2">
                  <ArticleMeta article={article} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <Card className="flex flex-col gap-3 bg-primary-soft/40">
        <h2 className="flex items-center gap-2 font-display text-xl font-semibold">
          <BookOpen aria-hidden className="size-5 text-primary" />
          {t("resourcesTitle")}
        </h2>
        <p className="text-sm leading-relaxed">{t("resourcesText")}</p>
        <Link href="/blog/resources" className="self-start font-medium text-primary underline underline-offset-4">
          {t("resourcesLink")}
        </Link>
      </Card>
    </div>
  );
}
