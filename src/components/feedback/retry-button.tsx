"use client";

import { RotateCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";

/** Renders the page again from the server, without a full reload. */
export function RetryButton({ label, onRetry }: { label: string; onRetry?: () => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      disabled={pending}
      onClick={() =>
        startTransition(() => {
          onRetry?.();
          router.refresh();
        })
      }
    >
      <RotateCw aria-hidden className={pending ? "animate-spin" : undefined} />
      {label}
    </Button>
  );
}
