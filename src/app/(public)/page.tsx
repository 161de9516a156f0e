import { BarChart3, BookOpenCheck, MessageCircle, Mic } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { externalLinks } from "@/config/links";
import { PricingSection } from "@/features/billing/components/pricing-section";

export default async function HomePage() {
  const t = await getTranslations("public.home");
  const pillars = [
    { icon: BookOpenCheck, title: t("pillars.lessons.title"), text: t("pillars.lessons.text") },
    { icon: MessageCircle, title: t("pillars.tutor.title"), text: t("pillars.tutor.text") },
    { icon: Mic, title: t("pillars.pronunciation.title"), text: t("pillars.pronunciation.text") },
    { icon: BarChart3, title: t("pillars.cockpit.title"), text: t("pillars.cockpit.text") },
  ];
  return (
    <>
      <section className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pt-16 pb-12 md:px-8 md:pt-24">
        <Badge className="self-start">{t("badge")}</Badge>
        <h1 className="max-w-3xl font-display text-4xl leading-tight font-semibold tracking-tight text-balance md:text-6xl">{t("title")}</h1>
        <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground md:text-xl">{t("lead")}</p>
        <div className="flex flex-wrap gap-3">
          <Link href={externalLinks().waitlist} className={buttonVariants({ size: "lg" })}>
            {t("ctaWaitlist")}
          </Link>
          <Link href="/contact?topic=sales" className={buttonVariants({ size: "lg", variant: "outline" })}>
            {t("ctaSales")}
          </Link>
          <Link href="/try" className={buttonVariants({ size: "lg", variant: "ghost" })}>
            {t("ctaTry")}
          </Link>
        </div>
      </section>
      <section aria-labelledby="pillars-title" className="mx-auto max-w-6xl px-4 pb-16 md:px-8">
        <h2 id="pillars-title" className="sr-only">
          {t("pillarsTitle")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {pillars.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="flex h-full flex-col gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="font-display text-lg font-semibold">{title}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-sm leading-relaxed text-muted-foreground">{t("progressNotice")}</p>
      </section>
      <div id="pricing" className="mx-auto max-w-6xl scroll-mt-20 px-4 pb-20 md:px-8">
        <PricingSection />
      </div>
    </>
  );
}
