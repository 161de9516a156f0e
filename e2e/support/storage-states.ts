/**
 * Cookies of people signed in by e2e/auth.setup.ts before the tests run. Tests that sign out
 * or change a saved preference sign in on their own instead, so these sessions stay as they are.
 */
export const storageStates = {
  /** Tenant A's admin; saved interface language: French. */
  adminA: "test-results/.auth/admin-a.json",
  /** The individual learner, with no saved language, so the cookie chooses it. */
  individual: "test-results/.auth/individual.json",
} as const;
