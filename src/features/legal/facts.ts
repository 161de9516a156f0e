import { flagsFromEnv } from "@/config/flags";
import { env, type Env } from "@/env";
import { ANALYTICS_RETENTION_DAYS } from "@/features/analytics";
import { INVITATION_DAYS } from "@/features/orgs";
import { PREFERENCE_COOKIE_MAX_AGE } from "@/features/preferences";
import { MAX_MAIL_ATTEMPTS } from "@/lib/mailer";

/*
 * The figures and switches the legal texts quote (<Fact name="…" />, <When on="…">), taken from
 * the configuration and from the code that applies them, so the text cannot drift from what the
 * server does. The few constants other modules keep private are repeated here; facts.test.ts
 * reads their source to prove the copies still match.
 */

/** features/auth/server.ts: a session lasts 30 days and is renewed once a day of use. */
export const SESSION_DAYS = 30;
/** features/auth/sign-in-link.ts */
export const SIGN_IN_LINK_MINUTES = 10;
/** features/learning/trial/cookie.ts: the /try cookie's life, in days. */
export const TRIAL_DAYS = 7;

export type LegalFacts = {
  recordingDays: number;
  sessionDays: number;
  signInLinkMinutes: number;
  invitationDays: number;
  trialDays: number;
  analyticsDays: number;
  preferenceCookieDays: number;
  mailAttempts: number;
  graceDays: number;
  accountDeletion: boolean;
  billing: boolean;
};

export const factNames = [
  "recordingDays",
  "sessionDays",
  "signInLinkMinutes",
  "invitationDays",
  "trialDays",
  "analyticsDays",
  "preferenceCookieDays",
  "mailAttempts",
  "graceDays",
] as const;
export type FactName = (typeof factNames)[number];
export const switchNames = ["accountDeletion", "billing"] as const;
export type SwitchName = (typeof switchNames)[number];

export function legalFacts(settings: Env = env()): LegalFacts {
  return {
    recordingDays: settings.PRONUNCIATION_RECORDING_DAYS,
    sessionDays: SESSION_DAYS,
    signInLinkMinutes: SIGN_IN_LINK_MINUTES,
    invitationDays: INVITATION_DAYS,
    trialDays: TRIAL_DAYS,
    analyticsDays: ANALYTICS_RETENTION_DAYS,
    preferenceCookieDays: PREFERENCE_COOKIE_MAX_AGE / 86_400,
    mailAttempts: MAX_MAIL_ATTEMPTS,
    graceDays: settings.BILLING_GRACE_DAYS,
    accountDeletion: flagsFromEnv(settings).accountDeletion,
    billing: Boolean(settings.STRIPE_SECRET_KEY),
  };
}
