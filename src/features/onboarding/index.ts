export { onboardingInput } from "./schemas";
export { requireOnboardedViewer, isOnboarded } from "./guard";
export { AFTER_ONBOARDING_PATH } from "./paths";
