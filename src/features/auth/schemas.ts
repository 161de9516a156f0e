import { z } from "zod";
import { passwordRules } from "./password-rules";

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export const signInInput = z.strictObject({
  email: emailSchema,
  // Length is checked on sign-in only as a bound: the rules apply when a password is chosen.
  password: z.string().min(1).max(passwordRules.maxLength),
  next: z.string().max(2048).optional(),
});
export type SignInInput = z.infer<typeof signInInput>;

export const signInLinkRequest = z.strictObject({ email: emailSchema, next: z.string().max(2048).optional() });
export type SignInLinkRequest = z.infer<typeof signInLinkRequest>;

export const signInLinkConfirmation = z.strictObject({
  token: z.string().min(1).max(256),
  next: z.string().max(2048).optional(),
});
export type SignInLinkConfirmation = z.infer<typeof signInLinkConfirmation>;

export const signUpInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  email: emailSchema,
  // The policy (length, common passwords, the person's own name) is checked by the service.
  password: z.string().max(512),
  /** The secret of an invitation link: lets the invited address create its account even while sign-up is closed. */
  invitation: z.string().min(16).max(128).optional(),
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const passwordChangeInput = z.strictObject({
  currentPassword: z.string().min(1).max(512),
  newPassword: z.string().max(512),
  signOutOtherSessions: z.boolean(),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

export const sessionRevocationInput = z.strictObject({ sessionId: z.string().min(1).max(128) });
