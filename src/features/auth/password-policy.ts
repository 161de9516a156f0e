import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { passwordRules, type PasswordProblem } from "./password-rules";

/**
 * The ~49,000 most common passwords of public leaks, shipped with @zxcvbn-ts/language-common:
 * checked offline, nothing leaves the server.
 */
const commonPasswords = new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase()));

/** Printed by `npm run demo` and in the README: public, so never a real account's password. */
const publishedPasswords = new Set(["demo-madameai-2026"]);

/** The product's own name is the first word anyone tries against its accounts. */
const APP_NAMES = ["madameai"];

/**
 * zxcvbn's score: 3 means "safely unguessable" (about 10^8 guesses or more), enough against an
 * attacker who stole the slow password hashes; 0 to 2 fall to a guessing run in hours.
 */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;
/** Built on first use: ranking the dictionaries takes tens of milliseconds. */
const strength = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...dictionary, appNames: APP_NAMES },
    graphs: adjacencyGraphs,
    useLevenshteinDistance: true,
  }));

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/** Letters only, without accents, digits read as the letters they stand for: "M4dame-AI" → "madameai". */
const lettersOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[013457@$]/g, (char) => LEET[char] ?? char)
    .replace(/[^a-z]/g, "");

/** What is wrong with a new password, if anything (decision 005). Length counts characters, not bytes. */
export function passwordProblem(
  password: string,
  { email, name }: { email: string; name?: string },
): PasswordProblem | null {
  const length = [...password].length;
  if (length < passwordRules.minLength) return "too_short";
  if (length > passwordRules.maxLength) return "too_long";
  const lowered = password.toLowerCase();
  if (
    publishedPasswords.has(lowered) ||
    commonPasswords.has(lowered) ||
    commonPasswords.has(lowered.replace(/[\d\W_]+$/, ""))
  )
    return "too_common";
  const identity = [email.split("@")[0] ?? "", ...(name ?? "").split(/\s+/)]
    .filter((part) => part.length >= 4)
    .map((part) => part.toLowerCase());
  if (identity.some((part) => lowered.includes(part))) return "contains_identity";
  if (APP_NAMES.some((appName) => lettersOf(password).includes(appName))) return "contains_app_name";
  if (strength().check(password, [email, ...identity]).score < MIN_SCORE) return "too_weak";
  return null;
}
