import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { legalFacts, SESSION_DAYS, SIGN_IN_LINK_MINUTES, TRIAL_DAYS } from "./facts";

const source = (file: string) => readFileSync(path.resolve(__dirname, "..", file), "utf8");

describe("the facts the legal texts quote", () => {
  it("takes the recording days, the grace period and the switches from the configuration", () => {
    expect(legalFacts(parseEnv({}))).toMatchObject({
      recordingDays: 30,
      graceDays: 14,
      accountDeletion: false,
      billing: false,
      invitationDays: 7,
      preferenceCookieDays: 365,
      mailAttempts: 8,
    });
    const configured = legalFacts(
      parseEnv({
        PRONUNCIATION_RECORDING_DAYS: "7",
        BILLING_GRACE_DAYS: "3",
        FLAG_ACCOUNT_DELETION: "true",
        STRIPE_SECRET_KEY: "sk_test_abc",
        STRIPE_WEBHOOK_SECRET: "whsec_abc",
        STRIPE_PRICE_INDIVIDUAL: "price_abc",
      }),
    );
    expect(configured).toMatchObject({ recordingDays: 7, graceDays: 3, accountDeletion: true, billing: true });
  });

  // These modules keep the constants private: the copies in facts.ts must say what they say.
  it("repeats the session, sign-in link and trial lifetimes exactly as the code applies them", () => {
    expect(source("auth/server.ts")).toContain(`const SESSION_DAYS = ${SESSION_DAYS};`);
    expect(source("auth/server.ts")).toMatch(/expiresIn: 60 \* 60 \* 24 \* SESSION_DAYS/);
    expect(source("auth/sign-in-link.ts")).toContain(`export const SIGN_IN_LINK_MINUTES = ${SIGN_IN_LINK_MINUTES};`);
    expect(source("learning/trial/cookie.ts")).toContain(
      `export const TRIAL_MAX_AGE_SECONDS = ${TRIAL_DAYS} * 24 * 60 * 60;`,
    );
  });
});
