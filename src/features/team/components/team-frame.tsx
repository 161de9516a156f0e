import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { cn } from "@/lib/cn";

export type TeamTab = "people" | "progress" | "cockpit" | "audit";
const tabs: { id: TeamTab; href: string; ownersOnly?: boolean }[] = [
  { id: "people", href: "/team" },
  { id: "progress", href: "/team/progress" },
  { id: "cockpit", href: "/team/cockpit" },
  { id: "audit", href: "/team/audit", ownersOnly: true },
];

/** The team area's frame: the page title, the tabs between its screens, and its notices. */
export async function TeamFrame({
  current,
  organizationName,
  isOwner,
  title,
  description,
  children,
}: {
  current: TeamTab;
  organizationName: string;
  isOwner: boolean;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const t = await getTranslations("team");
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={title} description={description} />
      <nav aria-label={t("nav.label", { organization: organizationName })} className="-mt-2 overflow-x-auto">
        <ul className="flex min-w-max gap-1 border-b">
          {tabs
            .filter((tab) => !tab.ownersOnly || isOwner)
            .map((tab) => (
              <li key={tab.id}>
                <Link
                  href={tab.href}
                  aria-current={tab.id === current ? "page" : undefined}
                  className={cn(
                    "-mb-px inline-flex h-11 items-center border-b-2 px-4 text-sm font-medium transition-colors",
                    tab.id === current
                      ? "border-primary text-foreground"
                      : "border-transparent text-muted-foreground hover:text-foreground",
                  )}
                >
                  {t(`nav.${tab.id}`)}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      {children}
      <p className="border-t pt-4 text-xs text-muted-foreground">{t("notLegalAdvice")}</p>
    </section>
  );
}
