import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { safeRedirectPath } from "@/features/auth";
import { LinkConfirmButton } from "@/features/auth/components/link-confirm-button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.linkConfirm");
  return { title: t("title") };
}

/** Where the e-mailed link lands. Opening it changes nothing; the button signs in. */
export default async function ConfirmSignInLinkPage({ searchParams }: { searchParams: Promise<{ token?: string | string[]; next?: string | string[] }> }) {
  const { token, next } = await searchParams;
  const t = await getTranslations("auth");
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="page-title" className="font-display text-3xl font-semibold tracking-tight">
          {t("linkConfirm.title")}
        </h1>
        <p className="text-muted-foreground">{typeof token === "string" ? t("linkConfirm.description") : t("linkConfirm.missing")}</p>
      </div>
      {typeof token === "string" && <LinkConfirmButton token={token} next={typeof next === "string" ? safeRedirectPath(next) : undefined} />}
      <Link href="/auth/link" className="border-t pt-4 text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t("linkConfirm.requestNew")}
      </Link>
    </section>
  );
}
