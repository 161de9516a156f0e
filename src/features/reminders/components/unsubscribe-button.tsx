"use client";

import { useTranslations } from "next-intl";
import { PostAndGoButton } from "@/components/forms/post-and-go-button";

/** Turns the reminders off on a deliberate click: opening the e-mailed link alone does nothing. */
export function UnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations("onboarding.unsubscribe");
  return (
    <PostAndGoButton
      url={`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`}
      body={{}}
      label={t("submit")}
      pendingLabel={t("submitting")}
      networkError={t("network")}
    />
  );
}
