/*
 * The secret link of an invitation: only its hash is kept, so whoever reads the database cannot
 * use it, and it expires. Sending makes a link; accepting finds the invitation by its hash.
 */
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/env";

/** An invitation link works for 7 days; resending makes a new link for 7 more. */
export const INVITATION_DAYS = 7;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
export const invitationUrl = (token: string) => new URL(`/auth/invitation/${token}`, env().APP_URL).toString();

/** A fresh secret for the e-mailed link; only its hash is stored, so the link cannot be read back from the database. */
export function newLink(now: Date) {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token), expiresAt: expiryFrom(now), sentAt: now };
}
