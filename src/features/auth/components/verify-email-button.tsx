"use client";

import { useTranslations } from "next-intl";
import { PostAndGoButton } from "@/components/forms/post-and-go-button";

/** Confirms the address (and signs in) on a deliberate click, so a mail scanner opening the link does nothing. */
export function VerifyEmailButton({ token }: { token: string }) {
  const t = useTranslations("security");
  return (
    <PostAndGoButton
      url="/api/session/verify-email"
      body={{ token }}
      label={t("verifyEmail.submit")}
      pendingLabel={t("verifyEmail.submitting")}
      networkError={t("networkError")}
    />
  );
}
