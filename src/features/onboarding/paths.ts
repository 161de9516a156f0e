export const ONBOARDING_PATH = "/onboarding";

/** Where a learner goes once onboarding is saved: the placement test, when it exists. */
export const AFTER_ONBOARDING_PATH = "/dashboard";
