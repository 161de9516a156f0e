import { getTranslations } from "next-intl/server";
import { OG_IMAGE_SIZE, siteImage } from "@/features/marketing";
import { siteCard } from "@/features/marketing";
import { defaultLocale, locales } from "@/i18n/config";

// Every page without its own image shares this one, so it speaks French first, as the site does.
export const alt = siteImage.alt;
export const size = OG_IMAGE_SIZE;
export const contentType = "image/png";

export default async function Image() {
  const [tagline, ...others] = await Promise.all(
    [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)].map(async (locale) =>
      (await getTranslations({ locale, namespace: "public.seo" }))("tagline"),
    ),
  );
  return siteCard({ tagline: tagline!, others });
}
