"use client";

import { Cookie, X } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import type { Consent } from "../consent";

/** Dispatched by the footer's "Témoins" link to show the choice again. */
export const OPEN_CONSENT_EVENT = "madameai:consent-settings";

/**
 * The analytics choice (Law 25): what is measured and why, "Refuser" and "Accepter" side by side
 * with the same weight, nothing sent before a yes. At the top of the page, in the flow (as GOV.UK
 * does): read first by a screen reader, never covering what the visitor came for.
 */
export function ConsentBanner({
  current,
  onChoose,
  onClose,
}: {
  current: Consent | null;
  onChoose: (choice: Consent) => void;
  onClose: (() => void) | null;
}) {
  const t = useTranslations("shell.consent");
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened again from the footer: bring the reader to it.
  useEffect(() => {
    if (current) heading.current?.focus();
  }, [current]);

  return (
    <section aria-labelledby="consent-title" data-testid="consent-banner" className="border-b bg-muted/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 md:px-8">
        <div className="flex items-start gap-3">
          <span
            aria-hidden
            className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary"
          >
            <Cookie className="size-5" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h2
              id="consent-title"
              ref={heading}
              tabIndex={-1}
              className="font-display text-lg font-semibold outline-none"
            >
              {t("title")}
            </h2>
            <p className="text-sm leading-relaxed text-muted-foreground">
              {t("text")}{" "}
              <Link href="/privacy#cookies" className="font-medium text-primary underline underline-offset-4">
                {t("learnMore")}
              </Link>
            </p>
            {current && (
              <p className="text-sm font-medium">{t(current === "granted" ? "currentGranted" : "currentDenied")}</p>
            )}
          </div>
          {onClose && (
            <Button type="button" variant="ghost" size="icon" onClick={onClose} aria-label={t("close")}>
              <X aria-hidden />
            </Button>
          )}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex sm:pl-12">
          <Button type="button" variant="outline" className="sm:min-w-36" onClick={() => onChoose("denied")}>
            {t("refuse")}
          </Button>
          <Button type="button" variant="outline" className="sm:min-w-36" onClick={() => onChoose("granted")}>
            {t("accept")}
          </Button>
        </div>
      </div>
    </section>
  );
}
