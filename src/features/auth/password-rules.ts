/** At least 8 characters, and room for long passphrases: length protects better than forced symbols. */
export const passwordRules = { minLength: 8, maxLength: 128 } as const;

/** Why a new password can be refused; each has its message in messages/<locale>/auth.json. */
export const passwordProblems = [
  "too_short",
  "too_long",
  "too_common",
  "contains_identity",
  "contains_app_name",
  "too_weak",
] as const;
export type PasswordProblem = (typeof passwordProblems)[number];
