import Link from "next/link";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { DatabaseUnavailable } from "@/components/feedback/database-unavailable";
import { Logo } from "@/components/brand/logo";
import { RecognitionPolicy } from "@/components/speech/recognition-policy";
import { databaseStatus, getDb } from "@/db";
import { AnalyticsIdentity } from "@/features/analytics/components";
import { analyticsIdentity, requireViewer } from "@/features/auth";
import { requireAccess } from "@/features/billing";
import { SessionWatcher } from "@/features/auth/components";
import { UserMenu } from "@/features/auth/components";
import { PreferenceSwitchers } from "@/features/preferences/components";
import { browserRecognitionAllowed } from "@/features/orgs";
import { APP_CLIENT_NAMESPACES, ClientMessages } from "@/i18n/client-messages";
import { DynamicDocument } from "../_document/dynamic-document";

export { rootMetadata as generateMetadata, rootViewport as viewport } from "../_document/root-metadata";

// Rendered for each request (language, theme, session and nonce come from it).
export const dynamic = "force-dynamic";

/** A step-by-step flow (onboarding, a lesson, a test, a review): the app's header without its navigation. Learning needs access. */
export default async function FocusLayout({ children }: { children: ReactNode }) {
  const database = await databaseStatus();
  const viewer = database.ok ? await requireViewer() : null;
  if (viewer) await requireAccess();
  const recognitionAllowed = viewer ? await browserRecognitionAllowed(await getDb(), viewer) : true;
  return (
    <DynamicDocument>
      <ClientMessages namespaces={APP_CLIENT_NAMESPACES}>
        <div className="flex min-h-dvh flex-col">
          <header className="flex h-16 items-center gap-3 border-b px-4 md:px-8">
            <Link href="/dashboard" className="rounded-xl">
              <Logo />
            </Link>
            <div className="ml-auto flex items-center gap-2">
              <div className="hidden items-center gap-2 sm:flex">
                <PreferenceSwitchers />
              </div>
              <UserMenu person={viewer && { name: viewer.name, email: viewer.email }} />
            </div>
          </header>
          <main id="main" tabIndex={-1} className="flex-1 px-4 py-10 outline-none md:px-8">
            {database.ok ? (
              <RecognitionPolicy allowed={recognitionAllowed}>{children}</RecognitionPolicy>
            ) : (
              <DatabaseUnavailable />
            )}
            {viewer && <SessionWatcher />}
            {viewer && <AnalyticsIdentity identity={analyticsIdentity(viewer, await getLocale())} />}
          </main>
        </div>
      </ClientMessages>
    </DynamicDocument>
  );
}
