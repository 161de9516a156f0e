"use client";

import { useTranslations } from "next-intl";
import { PostAndGoButton } from "@/components/forms/post-and-go-button";

/** Signs in with the link's token on a deliberate click (a POST), never on merely opening the page. */
export function LinkConfirmButton({ token, next }: { token: string; next?: string }) {
  const t = useTranslations("auth");
  return (
    <PostAndGoButton
      url="/api/session/link/confirm"
      body={{ token, next }}
      label={t("linkConfirm.submit")}
      pendingLabel={t("signIn.submitting")}
      networkError={t("signIn.networkError")}
    />
  );
}
