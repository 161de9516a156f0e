export { industries, timeZoneInput, profileInput, learningSettingsInput } from "./schemas";
export {
  getLearnerProfile,
  hasLearnerProfile,
  saveLearnerProfile,
  updateLearningSettings,
  getProfile,
  updateProfile,
} from "./queries";
export { canadianTimeZones, nativeLanguageOptions } from "./options";
export { localizedTimeZoneOptions } from "./time-zone-options";
