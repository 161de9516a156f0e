import { ArrowRight, Building2, Check, Scale, UserRound } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/i18n/config";
import { resourcePath } from "./resource-view";

/** The home page's calls to action: sign-up when it is open (the waitlist while closed), sales, the trial. */
export async function HomeActions({ waitlistHref, signupOpen }: { waitlistHref: string; signupOpen: boolean }) {
  const t = await getTranslations("public.home");
  return (
    <div className="flex flex-wrap gap-3">
      <Link href={signupOpen ? "/auth/sign-up" : waitlistHref} className={buttonVariants({ size: "lg" })}>
        {t(signupOpen ? "ctaSignup" : "ctaWaitlist")}
      </Link>
      <Link href="/contact?topic=sales" className={buttonVariants({ size: "lg", variant: "outline" })}>
        {t("ctaSales")}
      </Link>
      <Link href="/try" className={buttonVariants({ size: "lg", variant: "ghost" })}>
        {t("ctaTry")}
      </Link>
    </div>
  );
}

/** Bill 96 in plain words, each point as the guide states it (with its sources there). */
export async function LawSection({ locale }: { locale: Locale }) {
  const t = await getTranslations("public.home.law");
  return (
    <section aria-labelledby="law-title" className="rounded-[var(--radius-card)] border bg-primary-soft/40 p-6 md:p-10">
      <div className="flex flex-col gap-6 md:flex-row md:gap-10">
        <div className="flex flex-col gap-3 md:w-2/5">
          <span
            aria-hidden
            className="inline-flex size-11 items-center justify-center rounded-2xl bg-primary text-primary-foreground"
          >
            <Scale className="size-5" />
          </span>
          <h2 id="law-title" className="font-display text-3xl font-semibold tracking-tight">
            {t("title")}
          </h2>
          <p className="leading-relaxed text-muted-foreground">{t("lead")}</p>
          <Link
            href={resourcePath("bill-96-employer-guide", locale)}
            className="inline-flex w-fit items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t("guide")}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ol className="flex flex-1 flex-col gap-4">
          {(["registration", "rights", "program"] as const).map((point, index) => (
            <li key={point} className="flex gap-4">
              <span
                aria-hidden
                className="grid size-8 shrink-0 place-items-center rounded-full bg-background font-display font-semibold text-primary"
              >
                {index + 1}
              </span>
              <p className="leading-relaxed">{t(`points.${point}`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Who it is for: companies (seats, after a conversation) and individuals (yearly plan). */
export async function OfferSection() {
  const t = await getTranslations("public.home.offer");
  const offers = [
    { id: "companies", icon: Building2, href: "/contact?topic=sales" },
    { id: "individuals", icon: UserRound, href: "/try" },
  ] as const;
  return (
    <section aria-labelledby="offer-title" className="flex flex-col gap-6">
      <h2 id="offer-title" className="font-display text-3xl font-semibold tracking-tight md:text-4xl">
        {t("title")}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {offers.map(({ id, icon: Icon, href }) => (
          <Card key={id} className="flex flex-col gap-4">
            <span
              aria-hidden
              className="inline-flex size-11 items-center justify-center rounded-2xl bg-accent-soft text-accent"
            >
              <Icon className="size-5" />
            </span>
            <h3 className="font-display text-2xl font-semibold">{t(`${id}.title`)}</h3>
            <p className="text-muted-foreground">{t(`${id}.text`)}</p>
            <ul className="flex flex-col gap-2">
              {(["one", "two", "three"] as const).map((point) => (
                <li key={point} className="flex items-start gap-2 text-sm leading-relaxed">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  {t(`${id}.points.${point}`)}
                </li>
              ))}
            </ul>
            <Link href={href} className={buttonVariants({ variant: "outline", className: "mt-auto w-fit" })}>
              {t(`${id}.cta`)}
            </Link>
          </Card>
        ))}
      </div>
    </section>
  );
}
