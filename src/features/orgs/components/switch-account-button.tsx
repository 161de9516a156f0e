"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { request } from "@/lib/request";

/** Signs out of the current account and comes back to `returnTo`, to continue as someone else. */
export function SwitchAccountButton({ returnTo }: { returnTo: string }) {
  const t = useTranslations("orgs.invitation");
  const [pending, setPending] = useState(false);

  async function switchAccount() {
    setPending(true);
    try {
      await request("POST", "/api/session/sign-out");
    } catch {
      // Even if the server cannot be reached, reloading shows the page as it now stands.
    }
    window.location.assign(returnTo);
  }

  return (
    <Button variant="secondary" onClick={() => void switchAccount()} disabled={pending}>
      {t("switchAccount")}
    </Button>
  );
}
