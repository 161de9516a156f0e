import { useTranslations } from "next-intl";
import type { DailyMinutes, Goal, Industry, TargetLanguage, Variant } from "@/features/learners/components";
import type { OnboardingField } from "../schemas";

type Described = { label: string; description: string };

/** The interface names of the fixed choices and the fields' errors, one literal key each so every message is checked. */
export function useOnboardingLabels() {
  const t = useTranslations("onboarding");
  const targets: Record<TargetLanguage, Described> = {
    fr: { label: t("targets.fr.label"), description: t("targets.fr.description") },
    en: { label: t("targets.en.label"), description: t("targets.en.description") },
  };
  const variants: Record<Variant, Described> = {
    "fr-CA": { label: t("variants.frCA.label"), description: t("variants.frCA.description") },
    "fr-FR": { label: t("variants.frFR.label"), description: t("variants.frFR.description") },
    "en-CA": { label: t("variants.enCA.label"), description: t("variants.enCA.description") },
    "en-US": { label: t("variants.enUS.label"), description: t("variants.enUS.description") },
  };
  const industries: Record<Industry, string> = {
    manufacturing: t("industries.manufacturing"),
    retail: t("industries.retail"),
    food: t("industries.food"),
    health: t("industries.health"),
    construction: t("industries.construction"),
    transport: t("industries.transport"),
    hospitality: t("industries.hospitality"),
    office: t("industries.office"),
    technology: t("industries.technology"),
    education: t("industries.education"),
    public: t("industries.public"),
    other: t("industries.other"),
  };
  const goals: Record<Goal, string> = {
    meetings: t("goals.meetings"),
    calls: t("goals.calls"),
    emails: t("goals.emails"),
    customers: t("goals.customers"),
    presentations: t("goals.presentations"),
    reports: t("goals.reports"),
    safety: t("goals.safety"),
    smallTalk: t("goals.smallTalk"),
  };
  const paces: Record<DailyMinutes, string> = {
    5: t("minutes.light"),
    10: t("minutes.regular"),
    15: t("minutes.steady"),
    20: t("minutes.serious"),
    30: t("minutes.intense"),
  };
  const errors: Record<OnboardingField, string> = {
    name: t("errors.name"),
    nativeLanguage: t("errors.nativeLanguage"),
    industry: t("errors.industry"),
    jobTitle: t("errors.jobTitle"),
    targetLanguage: t("errors.targetLanguage"),
    variant: t("errors.variant"),
    goals: t("errors.goals"),
    dailyMinutes: t("errors.dailyMinutes"),
    timeZone: t("errors.timeZone"),
  };
  return { targets, variants, industries, goals, paces, errors };
}
