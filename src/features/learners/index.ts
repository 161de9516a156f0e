export { industries, timeZoneInput, profileInput } from "./schemas";
export { getLearnerProfile, hasLearnerProfile, saveLearnerProfile, getProfile, updateProfile } from "./queries";
export { canadianTimeZones, nativeLanguageOptions } from "./options";
export { localizedTimeZoneOptions } from "./time-zone-options";
