import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { locales, isLocale } from "@/i18n/config";
import { themes } from "@/features/preferences";
import { consentVariants, type ConsentVariant, type Variant } from "@/lib/prerendered-pages";

export type VariantParams = { locale: string; theme: string; consent: string };

/** Every variant the build prerenders. */
export function allVariants(): VariantParams[] {
  return locales.flatMap((locale) =>
    themes.flatMap((theme) => consentVariants.map((consent) => ({ locale, theme, consent }))),
  );
}

/**
 * The variant of this render, its language set for next-intl. Every layout, page and metadata
 * function of the prerendered tree calls it: Next.js may render them in any order.
 */
export async function variantOf(params: Promise<VariantParams>): Promise<Variant> {
  const { locale, theme, consent } = await params;
  const knownTheme = themes.find((name) => name === theme);
  const knownConsent = consentVariants.find((name): name is ConsentVariant => name === consent);
  if (!isLocale(locale) || !knownTheme || !knownConsent) notFound();
  setRequestLocale(locale);
  return { locale, theme: knownTheme, consent: knownConsent };
}
