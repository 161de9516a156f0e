export {
  onboardingInput,
  canonicalTimeZone,
  timeZoneInput,
  nativeLanguages,
  targetLanguages,
  variants,
  variantsByTarget,
  industries,
  goals,
  dailyMinuteChoices,
  type OnboardingInput,
  type NativeLanguage,
  type TargetLanguage,
  type Variant,
  type Industry,
  type Goal,
  type DailyMinutes,
} from "./schemas";
export { getLearnerProfile, hasLearnerProfile, saveLearnerProfile, type LearnerProfile } from "./queries";
export { requireOnboardedViewer, isOnboarded } from "./guard";
export { ONBOARDING_PATH, AFTER_ONBOARDING_PATH } from "./paths";
export { nativeLanguageOptions, timeZoneOptions, DEFAULT_TIME_ZONE, type Option } from "./options";
export { localizedTimeZoneOptions } from "./time-zone-options";
