import type { ReactNode } from "react";
import { DatabaseUnavailable } from "@/components/feedback/database-unavailable";
import { AppShell } from "@/components/shell/app-shell";
import { flags } from "@/config/flags";
import { databaseStatus } from "@/db";
import { UserMenu } from "@/features/auth/components/user-menu";
import { requestPreferences } from "@/features/preferences";
import { PreferenceSwitchers } from "@/features/preferences/components";

/** Every app page needs the database; when it does not answer, the shell says so instead of the page. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const [preferences, database] = await Promise.all([requestPreferences(), databaseStatus()]);
  return (
    <AppShell
      navigationStyle={flags().navigationStyle}
      sidebarState={preferences.sidebarState}
      userMenu={<UserMenu />}
      preferences={<PreferenceSwitchers />}
    >
      {database.ok ? children : <DatabaseUnavailable />}
    </AppShell>
  );
}
