import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormMessage } from "@/components/forms/form-message";
import { PageHeader } from "@/components/ui/page-header";
import { flags } from "@/config/flags";
import { getDb } from "@/db";
import { requireViewer } from "@/features/auth";
import { accessOf, subscriptionOverview, syncCheckoutSession, type Payer } from "@/features/billing";
import { CheckoutReturn } from "@/features/billing/components";
import { SubscriptionView } from "@/features/billing/components";
import { currentMembership, isAdminRole } from "@/features/orgs";
import { stripeSettings } from "@/lib/stripe";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("billing");
  return { title: t("title") };
}

type Search = { checkout?: string | string[]; session_id?: string | string[] };

/**
 * Plan, status, seats and billing. Open to everyone signed in, with or without access: it is where
 * a person whose access stopped learns why. Checkout comes back here; the subscription is then read
 * from Stripe at once, so the page is right before the webhook arrives.
 */
export default async function SubscriptionSettingsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const [viewer, membership, search, t] = await Promise.all([
    requireViewer(),
    currentMembership(),
    searchParams,
    getTranslations("billing"),
  ]);
  const db = await getDb();
  const canManageOrganization = membership !== null && isAdminRole(membership.role);
  const returned = await checkoutReturn(search, [
    { kind: "user", userId: viewer.userId },
    ...(membership && canManageOrganization
      ? [{ kind: "organization", organizationId: membership.organizationId } as const]
      : []),
  ]);
  const [overview, access] = await Promise.all([
    subscriptionOverview(db, { userId: viewer.userId, organization: membership }),
    accessOf(db, viewer),
  ]);
  const { embeddedCheckout, checkoutDisplay } = flags();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      {returned && (
        <>
          <FormMessage
            message={{ kind: "done", text: t(`returned.${returned}`) }}
            className="rounded-xl bg-primary-soft px-4 py-3"
          />
          {returned !== "pending" && <CheckoutReturn outcome={returned} />}
        </>
      )}
      <SubscriptionView
        overview={overview}
        access={access}
        canManageOrganization={canManageOrganization}
        display={embeddedCheckout ? "embedded" : checkoutDisplay}
      />
    </section>
  );
}

async function checkoutReturn(search: Search, payers: Payer[]): Promise<"success" | "pending" | "canceled" | null> {
  if (search.checkout === "canceled") return "canceled";
  const settings = stripeSettings();
  if (search.checkout !== "success" || typeof search.session_id !== "string" || !settings) return null;
  const state = await syncCheckoutSession(await getDb(), settings, {
    sessionId: search.session_id.slice(0, 255),
    payers,
  });
  return state === "complete" ? "success" : state === "open" ? "pending" : null;
}
