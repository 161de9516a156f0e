"use client";

import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";
import { Button } from "@/components/ui/button";
import { request } from "@/lib/request";

/** Withdraws or revokes one certificate after a confirmation that says it cannot be undone. */
export function RevokeButton({
  endpoint,
  text,
  label,
  confirm,
}: {
  endpoint: string;
  text: string;
  label: string;
  confirm: string;
}) {
  const { run, pending, message } = useMutation();
  return (
    <div className="flex flex-col items-start">
      <Button
        variant="ghost"
        size="sm"
        disabled={pending}
        aria-label={label}
        onClick={() => window.confirm(confirm) && void run(() => request("POST", endpoint))}
      >
        {text}
      </Button>
      <FormMessage message={message} className="min-h-0 text-xs" />
    </div>
  );
}
