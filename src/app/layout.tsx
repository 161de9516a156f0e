import "@fontsource-variable/inter";
import "@fontsource-variable/fraunces";
import "./globals.css";
import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { requestPreferences, systemThemeScript } from "@/features/preferences";
import { ThemeController } from "@/features/preferences/components";
import { pageCsrfTokenForRequest } from "@/lib/csrf-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return {
    title: { default: t("meta.title"), template: `%s · MadameAI` },
    description: t("meta.description"),
    applicationName: "MadameAI",
    icons: { icon: "/icon.svg" },
  };
}

// The theme-color metas come from <ThemeController>, so that they change with the theme without a reload.
export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, messages, preferences, csrfToken, t] = await Promise.all([
    getLocale(),
    getMessages(),
    requestPreferences(),
    pageCsrfTokenForRequest(),
    getTranslations("shell"),
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
        {preferences.theme === "system" && <script nonce={preferences.nonce} dangerouslySetInnerHTML={{ __html: systemThemeScript }} />}
      </head>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t("skipToContent")}
        </a>
        {/* Client components translate only these namespaces (forms and the shell); the rest stays on the server. */}
        <NextIntlClientProvider messages={{ shell: messages.shell, errors: messages.errors, auth: messages.auth, onboarding: messages.onboarding, security: messages.security, orgs: messages.orgs, learning: messages.learning, practice: messages.practice, tutor: messages.tutor, pronunciation: messages.pronunciation, team: messages.team, cockpit: messages.cockpit, billing: { checkout: messages.billing.checkout }, public: { contact: messages.public.contact } }}>
          <ThemeController initialTheme={preferences.theme}>{children}</ThemeController>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
