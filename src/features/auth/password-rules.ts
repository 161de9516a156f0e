/** ENGINEERING.md §6: at least 8 characters, and long passphrases welcome. */
export const passwordRules = { minLength: 8, maxLength: 128 } as const;
