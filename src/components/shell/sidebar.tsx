"use client";

import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Logo } from "@/components/brand/logo";
import { cn } from "@/lib/cn";
import { request } from "@/lib/request";
import { NavLinks } from "./nav-link";

export type SidebarState = "expanded" | "collapsed";

/** Desktop sidebar. Its state comes from the cookie on the server, so the first HTML is already right. */
export function Sidebar({ initialState }: { initialState: SidebarState }) {
  const t = useTranslations("shell");
  const [state, setState] = useState<SidebarState>(initialState);
  const collapsed = state === "collapsed";

  function toggle() {
    const next: SidebarState = collapsed ? "expanded" : "collapsed";
    setState(next);
    void request("POST", "/api/preferences", { sidebarState: next }).catch(() => undefined);
  }

  return (
    <aside
      data-sidebar-state={state}
      className={cn(
        "sticky top-0 z-30 hidden h-dvh shrink-0 flex-col border-r bg-card px-3 py-4 transition-[width] md:flex",
        collapsed ? "w-[4.5rem]" : "w-64",
      )}
    >
      <Link href="/dashboard" className={cn("mb-6 flex rounded-xl px-2 py-1", collapsed && "justify-center px-0")}>
        <Logo collapsed={collapsed} />
      </Link>
      <nav aria-label={t("nav.label")} className="flex-1">
        <NavLinks set="app" collapsed={collapsed} />
      </nav>
      <button
        type="button"
        onClick={toggle}
        aria-expanded={!collapsed}
        className={cn(
          "flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground",
          collapsed && "justify-center px-0",
        )}
      >
        {collapsed ? (
          <PanelLeftOpen aria-hidden className="size-5" />
        ) : (
          <PanelLeftClose aria-hidden className="size-5" />
        )}
        <span className={cn(collapsed && "sr-only")}>{collapsed ? t("sidebar.expand") : t("sidebar.collapse")}</span>
      </button>
    </aside>
  );
}
