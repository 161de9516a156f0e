import "@fontsource-variable/inter";
import "@fontsource-variable/fraunces";
import "./globals.css";
import type { Metadata, Viewport } from "next";
import { cookies, headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { env } from "@/env";
import { SITE_NAME, TITLE_TEMPLATE } from "@/features/marketing";
import { CONSENT_COOKIE, parseConsent } from "@/features/analytics";
import { Analytics } from "@/features/analytics/components";
import { sessionCookieOf } from "@/features/auth";
import { requestPreferences, systemThemeScript } from "@/features/preferences";
import { ThemeController } from "@/features/preferences/components";
import { ClientMessages } from "@/i18n/client-messages";
import { pageCsrfTokenForRequest } from "@/lib/csrf-page";
import { webFontsScript } from "@/lib/web-fonts";

export async function generateMetadata(): Promise<Metadata> {
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
export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, preferences, csrfToken, t, cookieStore, requestHeaders] = await Promise.all([
    getLocale(),
    requestPreferences(),
    pageCsrfTokenForRequest(),
    getTranslations("shell"),
    cookies(),
    headers(),
  ]);
  return (
    <html
      lang={locale}
      className={preferences.dark ? "dark" : undefined}
      style={{ colorScheme: preferences.dark ? "dark" : "light" }}
      data-theme={preferences.theme}
      suppressHydrationWarning
    >
      <head>
        {csrfToken && <meta name="csrf-token" content={csrfToken} />}
        {preferences.theme === "system" && (
          <script nonce={preferences.nonce} dangerouslySetInnerHTML={{ __html: systemThemeScript }} />
        )}
        <script nonce={preferences.nonce} dangerouslySetInnerHTML={{ __html: webFontsScript }} />
      </head>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t("skipToContent")}
        </a>
        <ClientMessages>
          <Analytics
            initialConsent={parseConsent(cookieStore.get(CONSENT_COOKIE)?.value)}
            signedIn={sessionCookieOf(requestHeaders) !== null}
          />
          <ThemeController initialTheme={preferences.theme}>{children}</ThemeController>
        </ClientMessages>
      </body>
    </html>
  );
}
