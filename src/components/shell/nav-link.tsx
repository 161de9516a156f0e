"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { activeHref, appNavigation, settingsNavigation } from "@/config/navigation";
import { cn } from "@/lib/cn";
import { useIsAdminAudience } from "./navigation-audience";

// Icons are components, which cannot cross from server to client: server code names the set.
const navigationSets = { app: appNavigation, settings: settingsNavigation };

/** A list of navigation links; the current page is marked with aria-current for assistive tech. */
export function NavLinks({
  set,
  collapsed = false,
  orientation = "vertical",
  onNavigate,
}: {
  set: keyof typeof navigationSets;
  collapsed?: boolean;
  orientation?: "vertical" | "horizontal";
  onNavigate?: () => void;
}) {
  const t = useTranslations();
  const admin = useIsAdminAudience();
  const items = navigationSets[set].filter((item) => admin || !item.adminsOnly);
  const current = activeHref(usePathname(), items);
  return (
    <ul className={cn("flex gap-1", orientation === "vertical" ? "flex-col" : "flex-row flex-wrap")}>
      {items.map((item) => {
        const Icon = item.icon;
        const label = t(item.labelKey as never);
        const active = item.href === current;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              className={cn(
                "group relative flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground",
                active && "bg-primary-soft text-primary hover:bg-primary-soft hover:text-primary",
                collapsed && "justify-center px-0",
              )}
            >
              <Icon aria-hidden className="size-5 shrink-0" />
              {/* Collapsed, the label is the link's name and shows beside it on hover and on keyboard focus. */}
              <span
                className={cn(
                  collapsed &&
                    "pointer-events-none absolute top-1/2 left-full z-50 ml-3 -translate-y-1/2 rounded-lg bg-foreground px-2.5 py-1.5 text-xs whitespace-nowrap text-background opacity-0 shadow-md transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100",
                )}
              >
                {label}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
