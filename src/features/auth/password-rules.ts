/** ENGINEERING.md §6: at least 8 characters, and long passphrases welcome. */
export const passwordRules = { minLength: 8, maxLength: 128 } as const;

/** Why a new password can be refused; each has its message in messages/<locale>/auth.json. */
export const passwordProblems = ["too_short", "too_long", "too_common", "contains_identity"] as const;
export type PasswordProblem = (typeof passwordProblems)[number];
