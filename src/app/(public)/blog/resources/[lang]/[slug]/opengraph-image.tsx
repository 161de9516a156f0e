import { getTranslations } from "next-intl/server";
import { findResource, OG_IMAGE_SIZE, SITE_NAME, resourceSlugs } from "@/features/marketing";
import { pieceCard } from "@/features/marketing";
import { isLocale, locales } from "@/i18n/config";

// One alt text for every resource: Next.js reads it as a constant (the card's title is the page's og:title).
export const alt = SITE_NAME;
export const size = OG_IMAGE_SIZE;
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return resourceSlugs().flatMap((slug) => locales.map((lang) => ({ lang, slug })));
}

/** The resource's card: its kind (guide or report), its title and the resources' name, in its language. */
export default async function Image({ params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, slug } = await params;
  const resource = isLocale(lang) ? findResource(slug, lang) : null;
  if (!resource) return new Response(null, { status: 404 });
  const t = await getTranslations({ locale: resource.locale, namespace: "public.resources" });
  return pieceCard({ label: t(`kinds.${resource.kind}`), title: resource.title, section: t("title") });
}
