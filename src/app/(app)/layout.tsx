import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { DatabaseUnavailable } from "@/components/feedback/database-unavailable";
import { AppShell } from "@/components/shell/app-shell";
import { flags } from "@/config/flags";
import { RecognitionPolicy } from "@/components/speech/recognition-policy";
import { databaseStatus, getDb } from "@/db";
import { AnalyticsIdentity, ConsentSettingsButton } from "@/features/analytics/components";
import { analyticsIdentity, requireViewer } from "@/features/auth";
import { SessionWatcher } from "@/features/auth/components";
import { currentAccess } from "@/features/billing";
import { AccessBanner } from "@/features/billing/components";
import { UserMenu } from "@/features/auth/components";
import { requireOnboardedViewer } from "@/features/onboarding";
import { requestPreferences } from "@/features/preferences";
import { PreferenceSwitchers } from "@/features/preferences/components";
import { ClientMessages, SHELL_CLIENT_NAMESPACES } from "@/i18n/client-messages";
import { browserRecognitionAllowed, currentMembership, isAdminRole } from "@/features/orgs";
import { OrganizationSwitcher } from "@/features/orgs/components";
import { DynamicDocument } from "../_document/dynamic-document";

export { rootMetadata as generateMetadata, rootViewport as viewport } from "../_document/root-metadata";

// Rendered for each request (language, theme, session and nonce come from it).
export const dynamic = "force-dynamic";

/**
 * Every app page needs the database and a session: when the database does not answer, the shell
 * says so instead of the page; a signed-out visitor goes to sign-in and comes back after. A person
 * without access keeps the settings and team pages (the learning pages send them to Subscription),
 * so onboarding waits until they have access.
 */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const [preferences, database] = await Promise.all([requestPreferences(), databaseStatus()]);
  const signedIn = database.ok ? await requireViewer() : null;
  const access = signedIn ? await currentAccess() : null;
  const viewer = signedIn && access?.allowed ? await requireOnboardedViewer() : signedIn;
  const membership = viewer ? await currentMembership() : null;
  const recognitionAllowed = viewer ? await browserRecognitionAllowed(await getDb(), viewer) : true;
  return (
    <DynamicDocument>
      <ClientMessages namespaces={SHELL_CLIENT_NAMESPACES}>
        <AppShell
          navigationStyle={flags().navigationStyle}
          sidebarState={preferences.sidebarState}
          userMenu={<UserMenu person={viewer && { name: viewer.name, email: viewer.email }} />}
          preferences={<PreferenceSwitchers />}
          organization={
            membership && (
              // Only ids and names cross to the browser (logos can be large).
              <OrganizationSwitcher
                active={{ organizationId: membership.organizationId, organizationName: membership.organizationName }}
                options={membership.all.map(({ organizationId, organizationName }) => ({
                  organizationId,
                  organizationName,
                }))}
              />
            )
          }
          admin={membership ? isAdminRole(membership.role) : false}
          consentSettings={<ConsentSettingsButton className="hover:text-foreground" />}
        >
          {database.ok ? (
            <>
              <AccessBanner access={access} />
              <RecognitionPolicy allowed={recognitionAllowed}>{children}</RecognitionPolicy>
            </>
          ) : (
            <DatabaseUnavailable />
          )}
          {viewer && <SessionWatcher />}
          {viewer && <AnalyticsIdentity identity={analyticsIdentity(viewer, await getLocale())} />}
        </AppShell>
      </ClientMessages>
    </DynamicDocument>
  );
}
