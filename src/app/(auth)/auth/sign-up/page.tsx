import { MailCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { flags } from "@/config/flags";
import { externalLinks } from "@/config/links";
import { SignUpForm } from "@/features/auth/components";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.signUp");
  return { title: t("title") };
}

/** While sign-up is closed (the default) this page leads to the waitlist; invitations still get people in. */
export default async function SignUpPage() {
  if (flags().allowSignup) return <OpenSignUp />;
  const t = await getTranslations("auth.signUp");
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-5">
      <h1 id="page-title" className="font-display text-3xl font-semibold tracking-tight">
        {t("title")}
      </h1>
      <p className="leading-relaxed text-muted-foreground">{t("closed")}</p>
      <Link href={externalLinks("sign-up").waitlist} className={buttonVariants({ size: "lg" })}>
        {t("waitlist")}
      </Link>
      <div className="flex gap-3 rounded-2xl bg-muted p-4 text-sm leading-relaxed">
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <p>{t("invited")}</p>
      </div>
      <p className="text-sm text-muted-foreground">
        {t("haveAccount")}{" "}
        <Link href="/auth/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("signIn")}
        </Link>
      </p>
    </section>
  );
}

async function OpenSignUp() {
  const t = await getTranslations("auth");
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("signUpForm.title")} description={t("signUpForm.description")} />
      <SignUpForm />
      <p className="border-t pt-4 text-sm text-muted-foreground">
        {t("signUp.haveAccount")}{" "}
        <Link href="/auth/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("signUp.signIn")}
        </Link>
      </p>
    </section>
  );
}
