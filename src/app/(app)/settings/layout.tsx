import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { NavLinks } from "@/components/shell/nav-link";
import { APP_CLIENT_NAMESPACES, ClientMessages } from "@/i18n/client-messages";

export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("shell.settingsNav");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 lg:flex-row">
      <nav aria-label={t("label")} className="lg:w-60 lg:shrink-0">
        <NavLinks set="settings" />
      </nav>
      {/* Settings hold a bit of everything (account, learning, organization, billing): every app text. */}
      <div className="min-w-0 flex-1">
        <ClientMessages namespaces={APP_CLIENT_NAMESPACES}>{children}</ClientMessages>
      </div>
    </div>
  );
}
