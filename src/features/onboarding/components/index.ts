export { OnboardingForm } from "./onboarding-form";
