import { Check } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatPrice, pricing, type Plan } from "@/config/plans";
import type { Locale } from "@/i18n/config";
import { cn } from "@/lib/cn";

/**
 * The plans from configuration, in the reader's language with prices written their way. Each
 * plan's button is its link by default; the subscription page passes checkout buttons instead
 * (`undefined` keeps the link, `null` shows nothing).
 */
export async function PricingSection({
  headingLevel = 2,
  action,
}: {
  headingLevel?: 2 | 3;
  action?: (plan: Plan) => ReactNode;
}) {
  const [t, locale] = await Promise.all([getTranslations("billing.pricing"), getLocale() as Promise<Locale>]);
  const Heading = `h${headingLevel}` as const;
  const Title = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <section aria-labelledby="pricing-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Heading id="pricing-title" className="font-display text-2xl font-semibold tracking-tight md:text-3xl">
          {t("title")}
        </Heading>
        <p className="text-muted-foreground">{t("lead")}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {pricing().map((product) => (
          <li key={product.id}>
            <Card
              className={cn("flex h-full flex-col gap-4", product.recommended && "border-primary ring-1 ring-primary")}
            >
              <div className="flex flex-wrap items-center gap-2">
                <Title className="font-display text-xl font-semibold">{product.name[locale]}</Title>
                {product.badge && <Badge>{product.badge[locale]}</Badge>}
                {product.recommended && <Badge className="bg-primary-soft text-primary">{t("recommended")}</Badge>}
              </div>
              <p className="text-sm leading-relaxed text-muted-foreground">{product.description[locale]}</p>
              {product.plans.map((plan) => (
                <div key={plan.id} className="flex flex-col gap-3">
                  <p className="flex items-baseline gap-2">
                    <span className="font-display text-4xl font-semibold">
                      {plan.price ? formatPrice(plan.price.amount, plan.price.currency, locale) : t("custom")}
                    </span>
                    {plan.price && (
                      <span className="text-sm text-muted-foreground">
                        {t(plan.price.per === "seat" ? "perSeat" : "perYear")}
                      </span>
                    )}
                  </p>
                  <PlanAction custom={action?.(plan)}>
                    <Link
                      href={plan.href}
                      className={buttonVariants({ variant: product.recommended ? "primary" : "outline" })}
                    >
                      {plan.label[locale]}
                    </Link>
                  </PlanAction>
                </div>
              ))}
              <ul className="flex flex-col gap-2 text-sm">
                {product.features.map((feature) => (
                  <li key={feature.en} className="flex gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                    {feature[locale]}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{t("taxes")}</p>
    </section>
  );
}

function PlanAction({ custom, children }: { custom: ReactNode | undefined; children: ReactNode }) {
  if (custom === null) return null;
  return <div>{custom === undefined ? children : custom}</div>;
}
