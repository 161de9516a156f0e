import { z } from "zod";
import { locales } from "@/i18n/config";
import { canonicalTimeZone } from "@/lib/days";
import { CEFR_LEVELS } from "@/lib/levels";

/*
 * The learner's vocabulary: who they are (first language, work), what they learn (language,
 * variant, goals) and their rhythm (minutes a day, time zone). Onboarding asks it, the profile
 * settings change the name and language, and every feature that adapts to the learner reads it.
 * The browser checks the forms with these same schemas.
 */

/** First languages common among Quebec newcomers and workers (ISO 639-1), then "other". */
export const nativeLanguages = [
  "fr",
  "en",
  "es",
  "ar",
  "zh",
  "pt",
  "vi",
  "tl",
  "fa",
  "ru",
  "uk",
  "hi",
  "pa",
  "ht",
  "it",
  "de",
  "ro",
  "ta",
  "bn",
  "ko",
  "ja",
  "tr",
  "pl",
  "other",
] as const;
export type NativeLanguage = (typeof nativeLanguages)[number];

export const targetLanguages = ["fr", "en"] as const;
export type TargetLanguage = (typeof targetLanguages)[number];

export const variants = ["fr-CA", "fr-FR", "en-CA", "en-US"] as const;
export type Variant = (typeof variants)[number];

/** The variants taught for each target; the first is the default (Quebec French, Canadian English). */
export const variantsByTarget = { fr: ["fr-CA", "fr-FR"], en: ["en-CA", "en-US"] } as const satisfies Record<
  TargetLanguage,
  readonly Variant[]
>;

export const industries = [
  "manufacturing",
  "retail",
  "food",
  "health",
  "construction",
  "transport",
  "hospitality",
  "office",
  "technology",
  "education",
  "public",
  "other",
] as const;
export type Industry = (typeof industries)[number];

export const goals = [
  "meetings",
  "calls",
  "emails",
  "customers",
  "presentations",
  "reports",
  "safety",
  "smallTalk",
] as const;
export type Goal = (typeof goals)[number];

export const dailyMinuteChoices = [5, 10, 15, 20, 30] as const;
export type DailyMinutes = (typeof dailyMinuteChoices)[number];

/** An IANA time zone the engine knows, stored under its canonical name. */
export const timeZoneInput = z.string().transform((value, context) => {
  const zone = canonicalTimeZone(value);
  if (zone === null) context.addIssue({ code: "custom", message: "unknown time zone" });
  return zone ?? value;
});

/** The learner profile's answers, field by field, for a form's schema to take whole. */
export const learnerProfileFields = {
  nativeLanguage: z.enum(nativeLanguages),
  targetLanguage: z.enum(targetLanguages),
  variant: z.enum(variants),
  industry: z.enum(industries),
  jobTitle: z.string().trim().min(1).max(80),
  // Stored once each, in the list's order, whatever order the client sent.
  goals: z
    .array(z.enum(goals))
    .min(1)
    .max(goals.length * 2)
    .transform((chosen) => goals.filter((goal) => chosen.includes(goal))),
  dailyMinutes: z.literal(dailyMinuteChoices),
  timeZone: timeZoneInput,
};
export type LearnerProfileAnswers = {
  [Field in keyof typeof learnerProfileFields]: z.output<(typeof learnerProfileFields)[Field]>;
};

export const formsOfAddress = ["tu", "vous"] as const;
export type FormOfAddress = (typeof formsOfAddress)[number];

/** A local time of day, "HH:MM" on 24 hours. */
export const reminderTimeInput = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);

/**
 * What only the learning settings ask, never onboarding: each may be left out of a request, which
 * keeps what is saved; null clears it (no level target, the activity's form of address, no reminder).
 */
export const learningPreferenceFields = {
  levelTarget: z.enum(CEFR_LEVELS).nullable().optional(),
  formOfAddress: z.enum(formsOfAddress).nullable().optional(),
  reminderTime: reminderTimeInput.nullable().optional(),
  weeklySummary: z.boolean().optional(),
};
export type LearningPreferences = {
  [Field in keyof typeof learningPreferenceFields]?: z.output<(typeof learningPreferenceFields)[Field]>;
};

/** Whether the variant is one taught for the target language (no Quebec French for a learner of English). */
export function isTaughtVariant({
  targetLanguage,
  variant,
}: {
  targetLanguage: TargetLanguage;
  variant: Variant;
}): boolean {
  return (variantsByTarget[targetLanguage] as readonly Variant[]).includes(variant);
}

/** The learning settings: the whole learner profile again, changed after onboarding, and the preferences. */
export const learningSettingsInput = z
  .strictObject({ ...learnerProfileFields, ...learningPreferenceFields })
  .refine(isTaughtVariant, { path: ["variant"], message: "variant does not match the target language" });

/** The profile settings: the display name and the interface language. */
export const profileInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  locale: z.enum(locales),
});
