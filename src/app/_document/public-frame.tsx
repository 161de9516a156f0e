import type { ReactNode } from "react";
import { PublicFooter } from "@/components/public/public-footer";
import { PublicHeader } from "@/components/public/public-header";
import { ConsentSettingsButton } from "@/features/analytics/components";
import { PreferenceSwitchers } from "@/features/preferences/components";

/** The public site's header, main and footer, shared by the pages rendered per request and the prerendered ones. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader preferences={<PreferenceSwitchers />} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PublicFooter
        consentSettings={<ConsentSettingsButton className="text-muted-foreground hover:text-foreground" />}
      />
    </div>
  );
}
