import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { NavLinks } from "@/components/shell/nav-link";

export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("shell.settingsNav");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 lg:flex-row">
      <nav aria-label={t("label")} className="lg:w-60 lg:shrink-0">
        <NavLinks set="settings" />
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
