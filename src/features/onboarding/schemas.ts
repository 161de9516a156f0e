import { z } from "zod";

/** First languages common among Quebec newcomers and workers (ISO 639-1), then "other". */
export const nativeLanguages = ["fr", "en", "es", "ar", "zh", "pt", "vi", "tl", "fa", "ru", "uk", "hi", "pa", "ht", "it", "de", "ro", "ta", "bn", "ko", "ja", "tr", "pl", "other"] as const;
export type NativeLanguage = (typeof nativeLanguages)[number];

export const targetLanguages = ["fr", "en"] as const;
export type TargetLanguage = (typeof targetLanguages)[number];

export const variants = ["fr-CA", "fr-FR", "en-CA", "en-US"] as const;
export type Variant = (typeof variants)[number];

/** The variants taught for each target; the first is the default (Quebec French, Canadian English). */
export const variantsByTarget = { fr: ["fr-CA", "fr-FR"], en: ["en-CA", "en-US"] } as const satisfies Record<TargetLanguage, readonly Variant[]>;

export const industries = ["manufacturing", "retail", "food", "health", "construction", "transport", "hospitality", "office", "technology", "education", "public", "other"] as const;
export type Industry = (typeof industries)[number];

export const goals = ["meetings", "calls", "emails", "customers", "presentations", "reports", "safety", "smallTalk"] as const;
export type Goal = (typeof goals)[number];

export const dailyMinuteChoices = [5, 10, 15, 20, 30] as const;
export type DailyMinutes = (typeof dailyMinuteChoices)[number];

// A region-style name (America/Toronto, UTC, Etc/GMT+5); excludes bare offsets like "+05:00",
// which some engines accept as a time zone but which ignore daylight saving time.
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * The IANA time zone as we store it, or null when the engine does not know the name. A name of
 * the engine's own list is kept as sent; an alias or a different casing is replaced by the
 * engine's canonical name (america/montreal → America/Toronto).
 */
export function canonicalTimeZone(value: string): string | null {
  if (value.length > 64 || !TIME_ZONE_NAME.test(value)) return null;
  if (Intl.supportedValuesOf("timeZone").includes(value)) return value;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** An IANA time zone the engine knows, stored under its canonical name. */
export const timeZoneInput = z.string().transform((value, context) => {
  const zone = canonicalTimeZone(value);
  if (zone === null) context.addIssue({ code: "custom", message: "unknown time zone" });
  return zone ?? value;
});

/** What onboarding asks; the same schema checks the form in the browser and the body on the server. */
export const onboardingInput = z
  .strictObject({
    name: z.string().trim().min(1).max(80),
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
  })
  .refine((input) => (variantsByTarget[input.targetLanguage] as readonly Variant[]).includes(input.variant), {
    path: ["variant"],
    message: "variant does not match the target language",
  });

export type OnboardingInput = z.infer<typeof onboardingInput>;
export type OnboardingFormValues = z.input<typeof onboardingInput>;
export type OnboardingField = keyof OnboardingInput;
