import { createHmac, timingSafeEqual } from "node:crypto";
import { appSecret } from "@/env";

// The purpose is part of what is signed: a token made for something else never unsubscribes.
const PURPOSE = "reminders-unsubscribe";

const signatureOf = (userId: string, secret: string) =>
  createHmac("sha256", secret).update(`${PURPOSE}:${userId}`).digest("base64url");

/**
 * The token of a reminder's unsubscribe link: the person's id and its signature, so the link works
 * without a session (from any mail client, for as long as the e-mail is kept) and for no one else.
 */
export function unsubscribeToken(userId: string, secret: string = appSecret()): string {
  return `${userId}.${signatureOf(userId, secret)}`;
}

/** The person a token was made for, or null when it is not one of ours. */
export function userOfUnsubscribeToken(token: unknown, secret: string = appSecret()): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signatureOf(userId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
