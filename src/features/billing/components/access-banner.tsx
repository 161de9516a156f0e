import { AlertTriangle } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Access } from "../entitlements";
import { formatBillingDate } from "./subscription-status";

/** Across the app while a payment is overdue: access continues until the grace period ends, and it says until when. */
export async function AccessBanner({ access }: { access: Access | null }) {
  if (
    !access?.allowed ||
    (access.via !== "individual" && access.via !== "organization") ||
    access.standing.state !== "grace" ||
    !access.standing.until
  )
    return null;
  const t = await getTranslations("billing.banner");
  const date = await formatBillingDate(access.standing.until);
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-danger bg-danger-soft px-4 py-3 text-sm text-danger"
    >
      <AlertTriangle aria-hidden className="size-4 shrink-0" />
      <p className="flex-1 font-medium">
        {access.via === "individual"
          ? t("individual", { date })
          : t("organization", { organization: access.organizationName, date })}
      </p>
      <Link href="/settings/subscription" className="font-semibold underline underline-offset-4">
        {t("action")}
      </Link>
    </div>
  );
}
