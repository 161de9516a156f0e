import "@fontsource-variable/inter";
import "@fontsource-variable/fraunces";
import "../globals.css";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Analytics } from "@/features/analytics/components";
import { systemThemeScript } from "@/features/preferences";
import { ThemeController } from "@/features/preferences/components";
import { ClientMessages } from "@/i18n/client-messages";
import type { Variant } from "@/lib/prerendered-pages";
import { webFontsScript } from "@/lib/web-fonts";
import { SkipLink } from "./skip-link";

/**
 * The document of a prerendered public page: the variant's language, theme and analytics choice
 * are fixed at build time, its inline scripts carry no nonce (the proxy allows them by hash), and
 * it has no CSRF token (the browser asks for one before its first change, src/lib/request.ts).
 */
export async function StaticDocument({ variant, children }: { variant: Variant; children: ReactNode }) {
  const { locale, theme, consent } = variant;
  const t = await getTranslations("shell");
  return (
    <html
      lang={locale}
      className={theme === "dark" ? "dark" : undefined}
      style={{ colorScheme: theme === "dark" ? "dark" : "light" }}
      data-theme={theme}
      suppressHydrationWarning
    >
      <head>
        {theme === "system" && <script dangerouslySetInnerHTML={{ __html: systemThemeScript }} />}
        <script dangerouslySetInnerHTML={{ __html: webFontsScript }} />
      </head>
      <body className="min-h-dvh">
        <SkipLink label={t("skipToContent")} />
        <ClientMessages>
          {/* The proxy sends a visitor with a session to the pages rendered per request. */}
          <Analytics initialConsent={consent === "unset" ? null : consent} signedIn={false} />
          <ThemeController initialTheme={theme}>{children}</ThemeController>
        </ClientMessages>
      </body>
    </html>
  );
}
