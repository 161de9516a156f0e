import type { ReactNode } from "react";
import { ClientMessages, TEAM_CLIENT_NAMESPACES } from "@/i18n/client-messages";

/** The team area's pages get the texts their client components translate (tables, forms, invitations). */
export default function TeamLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={TEAM_CLIENT_NAMESPACES}>{children}</ClientMessages>;
}
