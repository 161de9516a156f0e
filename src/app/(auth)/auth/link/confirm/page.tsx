import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { safeRedirectPath } from "@/features/auth";
import { LinkConfirmButton } from "@/features/auth/components";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.linkConfirm");
  return { title: t("title") };
}

/** Where the e-mailed link lands. Opening it changes nothing; the button signs in. */
export default async function ConfirmSignInLinkPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[]; next?: string | string[] }>;
}) {
  const { token, next } = await searchParams;
  const t = await getTranslations("auth");
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader
        title={t("linkConfirm.title")}
        description={typeof token === "string" ? t("linkConfirm.description") : t("linkConfirm.missing")}
      />
      {typeof token === "string" && (
        <LinkConfirmButton token={token} next={typeof next === "string" ? safeRedirectPath(next) : undefined} />
      )}
      <Link
        href="/auth/link"
        className="border-t pt-4 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("linkConfirm.requestNew")}
      </Link>
    </section>
  );
}
