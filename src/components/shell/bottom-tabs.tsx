"use client";

import { useTranslations } from "next-intl";
import { NavLinks } from "./nav-link";

/**
 * The "custom" navigation style: the place for a project's own navigation. As shipped it is a
 * tab bar along the bottom, the pattern learners know from phone apps.
 */
export function BottomTabs() {
  const t = useTranslations("shell");
  return (
    <nav
      aria-label={t("nav.label")}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-card/95 px-2 py-1 backdrop-blur"
    >
      <div className="mx-auto max-w-3xl [&_ul]:justify-around">
        <NavLinks set="app" orientation="horizontal" collapsed />
      </div>
    </nav>
  );
}
