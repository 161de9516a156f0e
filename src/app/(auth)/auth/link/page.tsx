import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { safeRedirectPath } from "@/features/auth";
import { LinkRequestForm } from "@/features/auth/components";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.link");
  return { title: t("title") };
}

export default async function SignInLinkPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const { next } = await searchParams;
  const t = await getTranslations("auth");
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("link.title")} description={t("link.description")} />
      <LinkRequestForm next={typeof next === "string" ? safeRedirectPath(next) : undefined} />
      <Link
        href="/auth/sign-in"
        className="border-t pt-4 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("link.withPassword")}
      </Link>
    </section>
  );
}
