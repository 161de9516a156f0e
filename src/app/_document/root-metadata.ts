import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { env } from "@/env";
import { SITE_NAME, TITLE_TEMPLATE } from "@/features/marketing";

/** What every page's <head> starts from, whichever root layout renders it. */
export async function rootMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return {
    // Canonical, hreflang and Open Graph paths become absolute URLs on the public address.
    metadataBase: new URL(env().APP_URL),
    title: { default: t("meta.title"), template: TITLE_TEMPLATE },
    description: t("meta.description"),
    applicationName: SITE_NAME,
    icons: { icon: "/icon.svg" },
    openGraph: { siteName: SITE_NAME, type: "website" },
    twitter: { card: "summary_large_image" },
  };
}

// The theme-color metas come from <ThemeController>, so that they change with the theme without a reload.
export const rootViewport: Viewport = { width: "device-width", initialScale: 1 };
