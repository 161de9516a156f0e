import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/i18n/config";
import { longDay } from "@/lib/days";
import type { Article } from "../content";

/** Date, reading time and tags of an article, in the article's language. */
export async function ArticleMeta({ article }: { article: Article }) {
  const t = await getTranslations({ locale: article.locale, namespace: "public.blog" });
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
      <time dateTime={article.date}>{longDay(article.date, localeTag(article.locale))}</time>
      <span aria-hidden>·</span>
      <span>{t("readingTime", { minutes: article.readingMinutes })}</span>
      <ul aria-label={t("tagsLabel")} className="flex flex-wrap gap-2">
        {article.tags.map((tag) => (
          <li key={tag}>
            <Badge>{t(`tags.${tag}`)}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const localeTag = (locale: Locale) => ({ fr: "fr-CA", en: "en-CA", es: "es" })[locale];
