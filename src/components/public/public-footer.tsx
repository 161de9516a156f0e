import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Logo } from "@/components/brand/logo";
import { externalLinks } from "@/config/links";

/** `consentSettings`: the button that shows the analytics choice again (from the analytics feature). */
export async function PublicFooter({ consentSettings }: { consentSettings?: ReactNode }) {
  const t = await getTranslations("shell.footer");
  // The external companion apps, when configured, each told it was opened from the footer.
  const { companions } = externalLinks("footer");
  const links = [
    { href: "/privacy", label: t("privacy") },
    { href: "/terms", label: t("terms") },
    { href: "/contact", label: t("contact") },
    { href: "/blog", label: t("blog") },
  ];
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-start md:justify-between md:px-8">
        <div className="flex max-w-sm flex-col gap-3">
          <Logo />
          <p className="text-sm text-muted-foreground">{t("tagline")}</p>
        </div>
        <nav aria-label={t("label")}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-muted-foreground hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
            {consentSettings && <li>{consentSettings}</li>}
          </ul>
        </nav>
      </div>
      {companions.length > 0 && (
        <nav aria-label={t("companionsLabel")} className="mx-auto max-w-6xl px-4 pb-6 md:px-8">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {companions.map((companion) => (
              <li key={companion.id}>
                <a href={companion.href} target="_blank" rel="noopener noreferrer" className="text-muted-foreground hover:text-foreground">
                  {t(`companions.${companion.id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="mx-auto max-w-6xl px-4 pb-8 text-xs text-muted-foreground md:px-8">{t("copyright", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
