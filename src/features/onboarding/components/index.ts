export { OnboardingForm } from "./onboarding-form";
export { LearningSettingsForm } from "./learning-settings-form";
