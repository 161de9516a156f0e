"use client";

import { createContext, useContext, type ReactNode } from "react";

/** Who the navigation is for: admin-only items (the team area) are hidden from everyone else. */
const AdminContext = createContext(false);

export function NavigationAudience({ admin, children }: { admin: boolean; children: ReactNode }) {
  return <AdminContext value={admin}>{children}</AdminContext>;
}

export function useIsAdminAudience(): boolean {
  return useContext(AdminContext);
}
