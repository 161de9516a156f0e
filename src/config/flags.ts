import { z } from "zod";
import { env, type Env } from "@/env";

/**
 * Product switches, with the defaults README.md lists. Each can be overridden by the environment
 * variable named beside it (see .env.example); nothing else changes them at run time.
 */
export const flagsSchema = z.object({
  /** FLAG_ALLOW_SIGNUP. Closed by default: sign-up shows the waitlist; invitations still work. */
  allowSignup: z.boolean(),
  /** FLAG_MULTI_FACTOR_AUTH. Two-factor authentication (TOTP). */
  multiFactorAuth: z.boolean(),
  /** FLAG_EMAIL_VERIFICATION. Require a verified e-mail before sign-in. */
  emailVerification: z.boolean(),
  /** E-mail and password is the only identity method: no social or third-party providers. */
  passwordSignInOnly: z.literal(true),
  /** FLAG_ACCOUNT_DELETION. Let a person delete their own account. */
  accountDeletion: z.boolean(),
  /** FLAG_ORGANIZATION_DELETION. Let an owner delete the organization. */
  organizationDeletion: z.boolean(),
  /** FLAG_ORGANIZATION_CREATION. Let an admin's first sign-in create an organization. */
  organizationCreation: z.boolean(),
  /** FLAG_THEME_SWITCHER. Show the light/dark/system switcher. */
  themeSwitcher: z.boolean(),
  /** CHECKOUT_DISPLAY. How Stripe Checkout opens. */
  checkoutDisplay: z.enum(["popup", "redirect"]),
  /** FLAG_EMBEDDED_CHECKOUT. Checkout embedded in the page. */
  embeddedCheckout: z.boolean(),
  /** NAVIGATION_STYLE. The app shell's navigation. */
  navigationStyle: z.enum(["sidebar", "header", "custom"]),
});

export type Flags = z.infer<typeof flagsSchema>;
export type NavigationStyle = Flags["navigationStyle"];

export const defaultFlags: Flags = {
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
};

export function flagsFromEnv(source: Env): Flags {
  return flagsSchema.parse({
    ...defaultFlags,
    allowSignup: source.FLAG_ALLOW_SIGNUP ?? defaultFlags.allowSignup,
    multiFactorAuth: source.FLAG_MULTI_FACTOR_AUTH ?? defaultFlags.multiFactorAuth,
    emailVerification: source.FLAG_EMAIL_VERIFICATION ?? defaultFlags.emailVerification,
    accountDeletion: source.FLAG_ACCOUNT_DELETION ?? defaultFlags.accountDeletion,
    organizationDeletion: source.FLAG_ORGANIZATION_DELETION ?? defaultFlags.organizationDeletion,
    organizationCreation: source.FLAG_ORGANIZATION_CREATION ?? defaultFlags.organizationCreation,
    themeSwitcher: source.FLAG_THEME_SWITCHER ?? defaultFlags.themeSwitcher,
    checkoutDisplay: source.CHECKOUT_DISPLAY ?? defaultFlags.checkoutDisplay,
    embeddedCheckout: source.FLAG_EMBEDDED_CHECKOUT ?? defaultFlags.embeddedCheckout,
    navigationStyle: source.NAVIGATION_STYLE,
  });
}

export function flags(): Flags {
  return flagsFromEnv(env());
}
