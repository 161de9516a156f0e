import { dictionary } from "@zxcvbn-ts/language-common";
import { passwordRules, type PasswordProblem } from "./password-rules";

/**
 * The ~49,000 most common passwords of public leaks, shipped with @zxcvbn-ts/language-common:
 * checked offline, nothing leaves the server.
 */
const commonPasswords = new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase()));

/** What is wrong with a new password, if anything (decision 005). Length counts characters, not bytes. */
export function passwordProblem(
  password: string,
  { email, name }: { email: string; name?: string },
): PasswordProblem | null {
  const length = [...password].length;
  if (length < passwordRules.minLength) return "too_short";
  if (length > passwordRules.maxLength) return "too_long";
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered) || commonPasswords.has(lowered.replace(/[\d\W_]+$/, ""))) return "too_common";
  const identity = [email.split("@")[0] ?? "", ...(name ?? "").split(/\s+/)]
    .filter((part) => part.length >= 4)
    .map((part) => part.toLowerCase());
  if (identity.some((part) => lowered.includes(part))) return "contains_identity";
  return null;
}
