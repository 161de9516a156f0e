import { Building2 } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { getDb } from "@/db";
import { currentViewer } from "@/features/auth";
import { SignUpForm } from "@/features/auth/components";
import { findInvitation } from "@/features/orgs";
import { AcceptInvitationButton } from "@/features/orgs/components";
import { SwitchAccountButton } from "@/features/orgs/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orgs.invitation");
  return { title: t("title") };
}

/**
 * Where the invitation e-mail leads. Opening it changes nothing (mail scanners open links):
 * the invitee creates an account, or signs in, then accepts with a click.
 */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [t, format, viewer] = await Promise.all([getTranslations("orgs"), getFormatter(), currentViewer()]);
  const found = token.length <= 128 ? await findInvitation(await getDb(), { token }) : null;

  if (!found) {
    return (
      <section aria-labelledby="page-title" className="flex flex-col gap-6">
        <PageHeader title={t("invitation.invalidTitle")} description={t("invitation.invalid")} />
        <Link href="/auth/sign-in" className={buttonVariants({ variant: "secondary" })}>
          {t("invitation.goToSignIn")}
        </Link>
      </section>
    );
  }

  const here = `/auth/invitation/${token}`;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader
        title={t("invitation.title")}
        description={t("invitation.description", {
          inviter: found.inviterName,
          organization: found.organizationName,
          role: found.role,
        })}
      />
      <div className="flex items-center gap-3 rounded-2xl bg-muted p-4 text-sm">
        <Building2 aria-hidden className="size-5 shrink-0 text-primary" />
        <p>
          <span className="font-semibold">{found.organizationName}</span>
          <br />
          {t("invitation.details", {
            email: found.email,
            date: format.dateTime(found.expiresAt, { dateStyle: "long" }),
          })}
        </p>
      </div>
      {viewer && viewer.email === found.email ? (
        <AcceptInvitationButton token={token} />
      ) : viewer ? (
        <>
          <p role="status" className="text-sm leading-relaxed">
            {t("invitation.otherAccount", { current: viewer.email, invited: found.email })}
          </p>
          <SwitchAccountButton returnTo={here} />
        </>
      ) : found.accountExists ? (
        <>
          <p className="text-sm leading-relaxed text-muted-foreground">{t("invitation.signInToAccept")}</p>
          <Link href={`/auth/sign-in?next=${encodeURIComponent(here)}`} className={buttonVariants({ size: "lg" })}>
            {t("invitation.signIn")}
          </Link>
        </>
      ) : (
        <>
          <h2 className="font-display text-xl font-semibold">{t("invitation.createAccount")}</h2>
          <SignUpForm invitation={{ token, email: found.email }} />
        </>
      )}
    </section>
  );
}
