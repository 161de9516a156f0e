"use client";

import { useTranslations } from "next-intl";
import { OPEN_CONSENT_EVENT } from "./consent-banner";

/** The footer's "Témoins": shows the analytics choice again, to change it at any time. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const t = useTranslations("shell.consent");
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      {t("settings")}
    </button>
  );
}
