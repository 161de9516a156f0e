"use client";

import { VolumeX } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Said plainly when the browser cannot speak the language; with a way past the exercise when it needs audio. */
export function AudioUnavailable({
  onSkip,
  disabled,
  hint,
}: {
  onSkip?: () => void;
  disabled: boolean;
  hint?: string;
}) {
  const t = useTranslations("learning");
  if (!onSkip && !hint) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <VolumeX aria-hidden className="size-4 shrink-0" />
        {t("exercises.audio.unavailable")}
      </p>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-2xl border bg-muted p-4 sm:px-5">
      <VolumeX aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="font-semibold">{t("exercises.audio.unavailable")}</p>
          {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
        </div>
        {onSkip && (
          <Button
            type="button"
            variant="outline"
            onClick={onSkip}
            disabled={disabled}
            className="self-start sm:self-auto"
            data-autofocus
          >
            {t("actions.skip")}
          </Button>
        )}
      </div>
    </div>
  );
}
