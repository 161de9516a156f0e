/**
 * CSRF protection as a signed double-submit cookie (OWASP cheat sheet): the proxy gives each
 * browser a random secret in an HttpOnly cookie, each page carries HMAC(APP_SECRET, secret) as
 * its token, and every mutating JSON route compares the X-CSRF-Token header with it. A cookie
 * planted by a sibling domain is useless without APP_SECRET.
 */
export const CSRF_COOKIE = "csrf_secret";
export { CSRF_HEADER } from "./csrf-header";

const encoder = new TextEncoder();

function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString("base64url");
}

export function newCsrfSecret(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

// Importing the key costs as much as signing: done once per APP_SECRET (one in practice).
const keys = new Map<string, Promise<CryptoKey>>();

function signingKey(appSecret: string): Promise<CryptoKey> {
  let key = keys.get(appSecret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(appSecret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(appSecret, key);
  }
  return key;
}

export async function csrfTokenFor(secret: string, appSecret: string): Promise<string> {
  return toBase64Url(await crypto.subtle.sign("HMAC", await signingKey(appSecret), encoder.encode(`csrf:${secret}`)));
}

/** Constant-time comparison of the presented token with the one the secret yields. */
export async function isValidCsrfToken(
  presented: string | null | undefined,
  secret: string | null | undefined,
  appSecret: string,
): Promise<boolean> {
  if (!presented || !secret) return false;
  const expected = encoder.encode(await csrfTokenFor(secret, appSecret));
  const actual = encoder.encode(presented);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= (expected[i] ?? 0) ^ (actual[i] ?? 0);
  return difference === 0;
}
