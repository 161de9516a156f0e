"use client";

import { TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { RetryButton } from "@/components/feedback/retry-button";
import { buttonVariants } from "@/components/ui/button";

/** Any unexpected failure while rendering a page: said plainly, with a way to try again. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errors.page");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-4 px-4 outline-none"
    >
      <TriangleAlert aria-hidden className="size-10 text-danger" />
      <h1 className="font-display text-3xl font-semibold tracking-tight">{t("title")}</h1>
      <p className="text-lg text-muted-foreground">{t("description")}</p>
      {error.digest && <p className="text-sm text-muted-foreground">{t("reference", { digest: error.digest })}</p>}
      <div className="flex flex-wrap gap-3">
        <RetryButton label={t("retry")} onRetry={reset} />
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          {t("home")}
        </Link>
      </div>
    </main>
  );
}
