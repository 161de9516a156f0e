import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { defaultFlags, flagsFromEnv } from "./flags";

describe("flags", () => {
  it("has the defaults README.md lists when nothing is set", () => {
    expect(flagsFromEnv(parseEnv({}))).toEqual({
      allowSignup: false,
      multiFactorAuth: false,
      emailVerification: false,
      passwordSignInOnly: true,
      accountDeletion: false,
      organizationDeletion: false,
      organizationCreation: false,
      themeSwitcher: true,
      checkoutDisplay: "popup",
      embeddedCheckout: false,
      navigationStyle: "sidebar",
    });
  });

  it("lets each environment variable override its flag", () => {
    const flags = flagsFromEnv(
      parseEnv({
        FLAG_ALLOW_SIGNUP: "true",
        FLAG_MULTI_FACTOR_AUTH: "true",
        FLAG_EMAIL_VERIFICATION: "true",
        FLAG_ACCOUNT_DELETION: "true",
        FLAG_ORGANIZATION_DELETION: "true",
        FLAG_ORGANIZATION_CREATION: "true",
        FLAG_THEME_SWITCHER: "false",
        FLAG_EMBEDDED_CHECKOUT: "true",
        CHECKOUT_DISPLAY: "redirect",
        NAVIGATION_STYLE: "header",
      }),
    );
    for (const [name, value] of Object.entries(flags)) {
      if (name === "passwordSignInOnly") continue;
      expect(value, name).not.toEqual(defaultFlags[name as keyof typeof defaultFlags]);
    }
  });
});
