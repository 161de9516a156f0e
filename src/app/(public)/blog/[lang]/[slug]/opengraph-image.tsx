import { getTranslations } from "next-intl/server";
import { articleSlugs, findArticle, OG_IMAGE_SIZE, SITE_NAME } from "@/features/marketing";
import { pieceCard } from "@/features/marketing";
import { isLocale, locales } from "@/i18n/config";

// One alt text for every article: Next.js reads it as a constant (the card's title is the page's og:title).
export const alt = SITE_NAME;
export const size = OG_IMAGE_SIZE;
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return articleSlugs().flatMap((slug) => locales.map((lang) => ({ lang, slug })));
}

/** The article's card: its first tag, its title and the blog's name, all in the article's language. */
export default async function Image({ params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, slug } = await params;
  const article = isLocale(lang) ? findArticle(slug, lang) : null;
  if (!article) return new Response(null, { status: 404 });
  const t = await getTranslations({ locale: article.locale, namespace: "public.blog" });
  return pieceCard({ label: t(`tags.${article.tags[0]!}`), title: article.title, section: t("title") });
}
