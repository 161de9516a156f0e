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
