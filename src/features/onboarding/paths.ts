export const ONBOARDING_PATH = "/onboarding";

/** Where a learner goes once onboarding is saved: the placement test, which can be skipped. */
export const AFTER_ONBOARDING_PATH = "/placement";
