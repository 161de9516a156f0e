import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { flags } from "@/config/flags";
import { VerifyEmailButton } from "@/features/auth/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("security.verifyEmail");
  return { title: t("title") };
}

/** Where the address confirmation link lands (emailVerification flag). Opening it changes nothing; the button confirms. */
export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  if (!flags().emailVerification) notFound();
  const [{ token }, t, signIn] = await Promise.all([
    searchParams,
    getTranslations("security.verifyEmail"),
    getTranslations("security.signInCode"),
  ]);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={typeof token === "string" ? t("description") : t("missing")} />
      {typeof token === "string" && <VerifyEmailButton token={token} />}
      <Link
        href="/auth/sign-in"
        className="border-t pt-4 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {signIn("backToSignIn")}
      </Link>
    </section>
  );
}
