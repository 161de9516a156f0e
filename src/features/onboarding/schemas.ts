import { z } from "zod";
import { isTaughtVariant, learnerProfileFields } from "@/features/learners/components";

/** What onboarding asks: the display name and the learner profile. The same schema checks the form in the browser and the body on the server. */
export const onboardingInput = z
  .strictObject({ name: z.string().trim().min(1).max(80), ...learnerProfileFields })
  .refine(isTaughtVariant, { path: ["variant"], message: "variant does not match the target language" });

export type OnboardingInput = z.infer<typeof onboardingInput>;
export type OnboardingField = keyof OnboardingInput;
