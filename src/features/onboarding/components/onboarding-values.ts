import type {
  DailyMinutes,
  Goal,
  Industry,
  NativeLanguage,
  TargetLanguage,
  Variant,
} from "@/features/learners/components";
import { onboardingInput, type OnboardingField } from "../schemas";

/*
 * The onboarding form's answers and their checking: the steps group the fields, and the server's
 * own schema says which ones to fix, in the browser as on the server.
 */

export type Values = {
  name: string;
  nativeLanguage: NativeLanguage | "";
  industry: Industry | "";
  jobTitle: string;
  targetLanguage: TargetLanguage;
  variant: Variant;
  goals: Goal[];
  dailyMinutes: DailyMinutes;
  timeZone: string;
};
export type Errors = Partial<Record<OnboardingField, true>>;

export const steps = [
  { id: "about", fields: ["name", "nativeLanguage", "industry", "jobTitle"] },
  { id: "learning", fields: ["targetLanguage", "variant", "goals"] },
  { id: "rhythm", fields: ["dailyMinutes", "timeZone"] },
] as const satisfies readonly { id: string; fields: readonly OnboardingField[] }[];

const fieldNames = new Set<string>(steps.flatMap((step) => step.fields));
export const isField = (name: string): name is OnboardingField => fieldNames.has(name);

/** The fields of `values` that the shared schema refuses. */
export function invalidFields(values: Values): Errors {
  const result = onboardingInput.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (isField(field)) errors[field] = true;
  }
  return errors;
}
