import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { flags } from "@/config/flags";
import { externalLinks } from "@/config/links";
import { PricingSection } from "@/features/billing/components";
import { pageMetadata } from "@/features/marketing";
import { HomeActions, LawSection, OfferSection } from "@/features/marketing/components";
import { ProductPreviews } from "@/features/marketing/components";
import type { Locale } from "@/i18n/config";

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("public.seo"), getLocale() as Promise<Locale>]);
  return pageMetadata({ title: t("home.title"), description: t("home.description"), path: "/", locale });
}

/**
 * The offer, why now (Bill 96), the product as it looks, pricing and the ways in; rendered on the
 * server, no script of its own. Prerendered: the sign-up flag is the one the build saw.
 */
export default async function HomePage() {
  const [t, locale] = await Promise.all([getTranslations("public.home"), getLocale() as Promise<Locale>]);
  const { waitlist } = externalLinks("home");
  const signupOpen = flags().allowSignup;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-20 px-4 pt-16 pb-20 md:px-8 md:pt-24">
      <section aria-labelledby="page-title" className="flex flex-col gap-8">
        <Badge className="self-start">{t("badge")}</Badge>
        <h1
          id="page-title"
          className="max-w-3xl font-display text-4xl leading-tight font-semibold tracking-tight text-balance md:text-6xl"
        >
          {t("title")}
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground md:text-xl">{t("lead")}</p>
        <HomeActions waitlistHref={waitlist} signupOpen={signupOpen} />
      </section>
      <LawSection locale={locale} />
      <OfferSection />
      <ProductPreviews locale={locale} />
      <div id="pricing" className="scroll-mt-20">
        <PricingSection
          action={(plan) =>
            // A visitor needs an account before subscribing: while sign-up is closed, the personal
            // plan leads to the waitlist and says so.
            plan.href === "/settings/subscription" ? (
              <Link href={signupOpen ? "/auth/sign-up" : waitlist} className={buttonVariants({ variant: "outline" })}>
                {signupOpen ? plan.label[locale] : t("ctaWaitlist")}
              </Link>
            ) : undefined
          }
        />
      </div>
      <section
        aria-labelledby="closing-title"
        className="flex flex-col items-start gap-5 rounded-[var(--radius-card)] border bg-muted/50 p-6 md:p-10"
      >
        <h2 id="closing-title" className="font-display text-3xl font-semibold tracking-tight">
          {t("closing.title")}
        </h2>
        <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">{t("closing.text")}</p>
        <HomeActions waitlistHref={waitlist} signupOpen={signupOpen} />
      </section>
    </div>
  );
}
