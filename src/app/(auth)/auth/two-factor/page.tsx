import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { authDeps, pendingSignIn, safeRedirectPath } from "@/features/auth";
import { TwoFactorSignInForm } from "@/features/auth/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("security.signInCode");
  return { title: t("title") };
}

/** Second step of a sign-in for people with two-factor on; without a pending sign-in, back to the first. */
export default async function TwoFactorPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const [{ next }, t] = await Promise.all([searchParams, getTranslations("security.signInCode")]);
  const pending = await pendingSignIn(await authDeps(), await headers()).catch(() => null);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} />
      {pending ? (
        <TwoFactorSignInForm next={safeRedirectPath(typeof next === "string" ? next : undefined)} />
      ) : (
        <>
          <p className="text-muted-foreground">{t("expired")}</p>
          <Link href="/auth/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("backToSignIn")}
          </Link>
        </>
      )}
    </section>
  );
}
