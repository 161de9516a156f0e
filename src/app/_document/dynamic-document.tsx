import "@fontsource-variable/inter";
import "@fontsource-variable/fraunces";
import "../globals.css";
import { cookies, headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { CONSENT_COOKIE, parseConsent } from "@/features/analytics";
import { Analytics } from "@/features/analytics/components";
import { sessionCookieOf } from "@/features/auth";
import { requestPreferences, systemThemeScript } from "@/features/preferences";
import { ThemeController } from "@/features/preferences/components";
import { ClientMessages } from "@/i18n/client-messages";
import { pageCsrfTokenForRequest } from "@/lib/csrf-page";
import { webFontsScript } from "@/lib/web-fonts";
import { SkipLink } from "./skip-link";

/**
 * The document of a page rendered for its request: language, theme, consent and CSRF token come
 * from the request, inline scripts carry the proxy's nonce. Each route group's root layout wraps
 * its content in it; the prerendered public pages have their own (static-document.tsx).
 */
export async function DynamicDocument({ children }: { children: ReactNode }) {
  const [locale, preferences, csrfToken, cookieStore, requestHeaders] = await Promise.all([
    getLocale(),
    requestPreferences(),
    pageCsrfTokenForRequest(),
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
        <SkipLink label={(await getTranslations("shell"))("skipToContent")} />
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
