import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { DEFAULT_TIME_ZONE, localDay, longDay } from "@/lib/days";
import { cn } from "@/lib/cn";
import type { Standing } from "../entitlements";

export async function formatBillingDate(date: Date): Promise<string> {
  return longDay(localDay(date, DEFAULT_TIME_ZONE), await getLocale());
}

const TONE: Record<string, string> = {
  active: "bg-primary-soft text-primary",
  trialing: "bg-primary-soft text-primary",
  grant: "bg-primary-soft text-primary",
  ending: "bg-accent-soft text-accent",
  grace: "bg-danger-soft text-danger",
  denied: "bg-danger-soft text-danger",
};

/** A subscription's state in a word, and what happens next in a sentence (renews, ends, grace, why it stopped). */
export async function SubscriptionStatus({ standing, periodEnd }: { standing: Standing; periodEnd: Date | null }) {
  const t = await getTranslations("billing");
  const key = standing.grants ? standing.state : "denied";
  let sentence = "";
  if (!standing.grants) sentence = t(`denied.reasons.${standing.reason}`);
  else if (standing.state === "active")
    sentence = periodEnd ? t("dates.renews", { date: await formatBillingDate(periodEnd) }) : "";
  else if (standing.until)
    sentence = t(`dates.${({ trialing: "trial", ending: "ends", grace: "grace" } as const)[standing.state]}`, {
      date: await formatBillingDate(standing.until),
    });
  return (
    <div className="flex flex-col gap-2">
      <Badge className={cn("self-start", TONE[key])}>{t(`status.${key}`)}</Badge>
      {sentence && <p className="text-sm leading-relaxed">{sentence}</p>}
    </div>
  );
}
