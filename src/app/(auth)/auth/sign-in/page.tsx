import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { currentViewer, safeRedirectPath } from "@/features/auth";
import { SignInForm } from "@/features/auth/components";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.signIn");
  return { title: t("title") };
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  const target = safeRedirectPath(typeof next === "string" ? next : undefined);
  if (await currentViewer().catch(() => null)) redirect(target);
  const t = await getTranslations("auth.signIn");
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <SignInForm next={target} />
      <div className="flex flex-col gap-2 border-t pt-4 text-sm">
        <Link href="/auth/link" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("withLink")}
        </Link>
        <p className="text-muted-foreground">
          {t("noAccount")}{" "}
          <Link href="/auth/sign-up" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("signUp")}
          </Link>
        </p>
      </div>
    </section>
  );
}
