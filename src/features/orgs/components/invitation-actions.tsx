"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { request } from "@/lib/request";
import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";

/** Send again (a new link, the old one stops working) or withdraw a pending invitation. */
export function InvitationActions({ invitationId, email }: { invitationId: string; email: string }) {
  const t = useTranslations("orgs.invitations");
  const { run, pending, message } = useMutation();
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={pending}
          aria-label={t("resendLabel", { email })}
          onClick={() =>
            void run(() => request("POST", "/api/orgs/invitations/resend", { invitationId }), t("resent", { email }))
          }
        >
          {t("resend")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={pending}
          aria-label={t("revokeLabel", { email })}
          onClick={() => void run(() => request("POST", "/api/orgs/invitations/revoke", { invitationId }))}
        >
          {t("revoke")}
        </Button>
      </div>
      <FormMessage message={message} className="min-h-0 text-xs" />
    </div>
  );
}
