"use client";

import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";
import { Button } from "@/components/ui/button";
import { request } from "@/lib/request";

/** Deletes one entry of a cockpit list (a training, a position) after a confirmation. */
export function DeleteEntryButton({
  endpoint,
  id,
  label,
  confirm,
}: {
  endpoint: string;
  id: string;
  label: string;
  confirm: string;
}) {
  const t = useTranslations("team.cockpit");
  const { run, pending, message } = useMutation();
  return (
    <div className="flex flex-col items-end">
      <Button
        variant="ghost"
        size="sm"
        disabled={pending}
        aria-label={label}
        onClick={() => window.confirm(confirm) && void run(() => request("DELETE", endpoint, { id }))}
      >
        {t("delete")}
      </Button>
      <FormMessage message={message} className="min-h-0 text-xs" />
    </div>
  );
}
