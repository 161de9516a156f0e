"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { failureText, request } from "@/lib/request";

type PostAndGoButtonProps = {
  /** The endpoint, which answers `{ redirect }`: a path of this site. */
  url: string;
  body: unknown;
  label: string;
  pendingLabel: string;
  /** Said when the server cannot be reached (its own refusals come localized). */
  networkError: string;
};

/**
 * The button of an e-mailed link's page: it POSTs on a deliberate click, never on merely opening
 * the link (mail scanners open links), then goes where the server says; a refusal is announced.
 */
export function PostAndGoButton({ url, body, label, pendingLabel, networkError }: PostAndGoButtonProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function go() {
    setPending(true);
    setError(null);
    try {
      const { redirect } = await request<{ redirect: string }>("POST", url, body);
      window.location.assign(redirect);
    } catch (failure) {
      setPending(false);
      setError(failureText(failure, networkError));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <Button size="lg" onClick={() => void go()} disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-danger">
        {error}
      </p>
    </div>
  );
}
