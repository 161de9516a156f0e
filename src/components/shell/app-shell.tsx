import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Logo } from "@/components/brand/logo";
import type { NavigationStyle } from "@/config/flags";
import { cn } from "@/lib/cn";
import { BottomTabs } from "./bottom-tabs";
import { MobileDrawer } from "./mobile-drawer";
import { NavLinks } from "./nav-link";
import { NavigationAudience } from "./navigation-audience";
import { Sidebar, type SidebarState } from "./sidebar";

type AppShellProps = {
  navigationStyle: NavigationStyle;
  sidebarState: SidebarState;
  /** The account menu (from the auth feature). */
  userMenu: ReactNode;
  /** Theme and language switchers (from the preferences feature). */
  preferences: ReactNode;
  /** The active organization and its switcher (from the orgs feature), when the person has one. */
  organization?: ReactNode;
  /** Whether admin-only navigation (the team area) is shown. */
  admin?: boolean;
  /** The button that shows the analytics choice again (from the analytics feature), in the footer. */
  consentSettings?: ReactNode;
  children: ReactNode;
};

/** The signed-in frame: navigation in the configured style, a top bar, and the page in <main id="main">. */
export async function AppShell({
  navigationStyle,
  sidebarState,
  userMenu,
  preferences,
  organization,
  admin = false,
  consentSettings,
  children,
}: AppShellProps) {
  const t = await getTranslations("shell");
  return (
    <NavigationAudience admin={admin}>
      <div className="flex min-h-dvh" data-navigation-style={navigationStyle}>
        {navigationStyle === "sidebar" && <Sidebar initialState={sidebarState} />}
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b bg-background/90 px-4 backdrop-blur md:px-8">
            {navigationStyle !== "custom" && (
              <MobileDrawer footer={<div className="flex flex-wrap items-center gap-2">{preferences}</div>} />
            )}
            <Link href="/dashboard" className={cn("rounded-xl", navigationStyle === "sidebar" && "md:hidden")}>
              <Logo />
            </Link>
            {navigationStyle === "header" && (
              <nav aria-label={t("nav.label")} className="ml-4 hidden md:block">
                <NavLinks set="app" orientation="horizontal" />
              </nav>
            )}
            <div className="ml-auto flex items-center gap-2">
              <div className={cn("items-center gap-2", navigationStyle === "custom" ? "flex" : "hidden md:flex")}>
                {preferences}
              </div>
              {organization}
              {userMenu}
            </div>
          </header>
          {/* data-amp-mask: autocaptured clicks in the app carry no text (people's names, answers). */}
          <main id="main" tabIndex={-1} data-amp-mask="" className="flex-1 px-4 py-8 outline-none md:px-8">
            {children}
          </main>
          <footer
            className={cn(
              "flex flex-wrap gap-x-5 gap-y-1 border-t px-4 py-4 text-xs text-muted-foreground md:px-8",
              navigationStyle === "custom" && "pb-24",
            )}
          >
            <Link href="/privacy" className="hover:text-foreground">
              {t("footer.privacy")}
            </Link>
            <Link href="/terms" className="hover:text-foreground">
              {t("footer.terms")}
            </Link>
            {consentSettings}
          </footer>
        </div>
        {navigationStyle === "custom" && <BottomTabs />}
      </div>
    </NavigationAudience>
  );
}
