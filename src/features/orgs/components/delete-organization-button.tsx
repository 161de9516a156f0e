"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { request } from "@/lib/request";
import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";

/** Behind its flag, for owners: deletes the organization after an explicit confirmation. */
export function DeleteOrganizationButton({ organizationName }: { organizationName: string }) {
  const t = useTranslations("orgs.delete");
  const { run, pending, message } = useMutation();

  async function remove() {
    if (window.prompt(t("confirm", { organization: organizationName })) !== organizationName) return;
    const deleted = await run(() => request("POST", "/api/orgs/delete"));
    // A full page load, not the router: the shell, its organization switcher and the cached pages
    // still show the deleted organization.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a document load is the point here
    if (deleted) window.location.assign("/dashboard");
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        className="self-start border-danger text-danger"
        disabled={pending}
        onClick={() => void remove()}
      >
        {t("submit")}
      </Button>
      <FormMessage message={message} />
    </div>
  );
}
