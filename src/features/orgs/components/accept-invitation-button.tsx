"use client";

import { useTranslations } from "next-intl";
import { PostAndGoButton } from "@/components/forms/post-and-go-button";

/** Joins the organization on a deliberate click (a POST), never on merely opening the link. */
export function AcceptInvitationButton({ token }: { token: string }) {
  const t = useTranslations("orgs.invitation");
  return (
    <PostAndGoButton
      url="/api/orgs/invitations/accept"
      body={{ token }}
      label={t("accept")}
      pendingLabel={t("accepting")}
      networkError={t("networkError")}
    />
  );
}
