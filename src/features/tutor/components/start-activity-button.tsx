"use client";

import { MessageCircle } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { failureText, request } from "@/lib/request";

/** Starts the activity (or free talk, without one) on the server, then opens its conversation. */
export function StartActivityButton({
  activityId,
  label,
  accessibleName,
  variant = "primary",
}: {
  activityId?: string;
  label: string;
  accessibleName?: string;
  variant?: "primary" | "outline";
}) {
  const t = useTranslations("tutor.home");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setPending(true);
    setError(null);
    try {
      const { sessionId } = await request<{ sessionId: string }>(
        "POST",
        "/api/tutor/sessions",
        activityId ? { activityId } : {},
      );
      router.push(`/madameai/${sessionId}`);
    } catch (failure) {
      setError(failureText(failure, t("startFailed")));
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant={variant}
        disabled={pending}
        onClick={() => void start()}
        aria-label={accessibleName}
        className="w-fit"
      >
        <MessageCircle aria-hidden />
        {label}
      </Button>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
