export { ProfileForm } from "./profile-form";
// The vocabulary is client-safe: other features' forms check their answers in the browser with it.
export {
  targetLanguages,
  variantsByTarget,
  industries,
  goals,
  dailyMinuteChoices,
  learnerProfileFields,
  isTaughtVariant,
  formsOfAddress,
  type FormOfAddress,
  type NativeLanguage,
  type TargetLanguage,
  type Variant,
  type Industry,
  type Goal,
  type DailyMinutes,
} from "../schemas";
export type { Option, TimeZoneOptions } from "../options";
