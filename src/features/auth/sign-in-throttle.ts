import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "@/db";
import { appSecret, env } from "@/env";
import { clientAddress } from "@/lib/client";
import {
  clearFailures,
  countFailure,
  signInAccountBackoff,
  signInClientBackoff,
  signInDeviceBackoff,
  waitingFor,
  type Backoff,
} from "@/lib/rate-limit";

/*
 * Password guessing, slowed down without letting a stranger lock the owner out. Wrong passwords
 * are counted per account and per client address, with waits that grow (rate-limit.ts). A browser
 * where the account signed in before carries a signed "known browser" cookie: it is held only by
 * its own count, never by the account's or the address's, so a guesser elsewhere cannot keep the
 * owner out of their usual browser. A sign-in link always works.
 */

export const KNOWN_BROWSER_COOKIE = "madameai.known_browser";
/** A known browser stays known this long after its last sign-in. */
export const KNOWN_BROWSER_DAYS = 180;

type Counter = { backoff: Backoff; key: string };

const signature = (nonce: string, email: string) =>
  createHmac("sha256", appSecret()).update(`known-browser|${nonce}|${email.toLowerCase()}`).digest("base64url");

/** A new cookie value saying this browser signed in as `email`. */
export function knownBrowserToken(email: string): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${signature(nonce, email)}`;
}

/** The browser's own key when its cookie was made for this account, else null. */
function knownBrowserKey(headers: Headers, email: string): string | null {
  const cookie = /(?:^|;\s*)madameai\.known_browser=([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)/.exec(
    headers.get("cookie") ?? "",
  );
  if (!cookie) return null;
  const [, nonce, given] = cookie as unknown as [string, string, string];
  const expected = Buffer.from(signature(nonce, email));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : null;
}

/** The counts an attempt for this account from this request is held by. */
function countersFor(headers: Headers, email: string): Counter[] {
  const browser = knownBrowserKey(headers, email);
  if (browser) return [{ backoff: signInDeviceBackoff, key: browser }];
  const address = clientAddress(headers);
  return [
    { backoff: signInAccountBackoff, key: email.toLowerCase() },
    ...(address ? [{ backoff: signInClientBackoff, key: address }] : []),
  ];
}

/** Seconds this attempt must still wait (0: it may check the password now). */
export async function signInWait(db: Database, headers: Headers, email: string): Promise<number> {
  const waits = await Promise.all(countersFor(headers, email).map(({ backoff, key }) => waitingFor(db, backoff, key)));
  return Math.max(0, ...waits);
}

export async function countSignInFailure(db: Database, headers: Headers, email: string): Promise<void> {
  await Promise.all(countersFor(headers, email).map(({ backoff, key }) => countFailure(db, backoff, key)));
}

/**
 * After a sign-in that passed every step: the account's and this browser's failures are forgotten.
 * The address's are not: one's own account must not wash away guesses at others'.
 */
export async function clearSignInFailures(db: Database, headers: Headers, email: string): Promise<void> {
  const browser = knownBrowserKey(headers, email);
  await Promise.all([
    clearFailures(db, signInAccountBackoff, email.toLowerCase()),
    ...(browser ? [clearFailures(db, signInDeviceBackoff, browser)] : []),
  ]);
}

/** The answer to a sign-in that passed every step, marking its browser as one where `email` signs in. */
export function withKnownBrowser(response: Response, email: string): Response {
  const secure = new URL(env().APP_URL).protocol === "https:" ? "; Secure" : "";
  response.headers.append(
    "Set-Cookie",
    `${KNOWN_BROWSER_COOKIE}=${knownBrowserToken(email)}; Path=/; Max-Age=${KNOWN_BROWSER_DAYS * 24 * 60 * 60}; HttpOnly; SameSite=Lax${secure}`,
  );
  return response;
}
