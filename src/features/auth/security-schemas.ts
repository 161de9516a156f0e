import { z } from "zod";
import { emailSchema } from "./schemas";

/** The current password, to confirm a sensitive change (bounded only: the policy applies when a password is chosen). */
const currentPassword = z.string().min(1).max(512);

export const passwordConfirmationInput = z.strictObject({ password: currentPassword });
export type PasswordConfirmationInput = z.infer<typeof passwordConfirmationInput>;

/** A code from the authenticator app: 6 digits, spaces tolerated ("123 456"). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/));

/** A recovery code as shown to the person ("aB3dE-f9GhJ"); case matters, surrounding spaces do not. */
export const recoveryCodeSchema = z.string().trim().min(1).max(32);

export const twoFactorSetupConfirmation = z.strictObject({ code: totpCodeSchema });
export type TwoFactorSetupConfirmation = z.infer<typeof twoFactorSetupConfirmation>;

export const twoFactorSignInInput = z.discriminatedUnion("method", [
  z.strictObject({ method: z.literal("totp"), code: totpCodeSchema, next: z.string().max(2048).optional() }),
  z.strictObject({ method: z.literal("recovery"), code: recoveryCodeSchema, next: z.string().max(2048).optional() }),
]);
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInInput>;

export const emailChangeInput = z.strictObject({ newEmail: emailSchema, password: currentPassword });
export type EmailChangeInput = z.infer<typeof emailChangeInput>;

export const tokenInput = z.strictObject({ token: z.string().min(1).max(2048) });
export type TokenInput = z.infer<typeof tokenInput>;

export const verificationResendInput = z.strictObject({ email: emailSchema });
export type VerificationResendInput = z.infer<typeof verificationResendInput>;

export const accountDeletionInput = z.strictObject({ password: currentPassword, confirmation: z.string().max(64) });
export type AccountDeletionInput = z.infer<typeof accountDeletionInput>;
