import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "@/db";
import { twoFactor, user, verification } from "@/db/schema";
import { ApiError, type ApiErrorCode } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { consume, reset, twoFactorLimit } from "@/lib/rate-limit";
import { clearSignInFailures } from "./sign-in-throttle";
import type { AuthDeps } from "./deps";
import { confirmPassword } from "./password-confirmation";
import { qrCode, type QrCode } from "./qr";
import { authRefusal, emailDomain } from "./refusals";
import type { PasswordConfirmationInput, TwoFactorSetupConfirmation, TwoFactorSignInInput } from "./security-schemas";
import { TWO_FACTOR_COOKIE } from "./two-factor-link-guard";
import type { Viewer } from "./viewer";

export type TwoFactorSetup = { totpUri: string; secret: string; qr: QrCode };

/** better-auth's refusal codes, as our stable codes. */
function twoFactorError(code: string | undefined): ApiErrorCode {
  switch (code) {
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return "two_factor_code_invalid";
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return "rate_limited";
    case "TOTP_ALREADY_ENABLED":
      return "two_factor_already_enabled";
    case "TWO_FACTOR_NOT_ENABLED":
    case "TOTP_NOT_ENABLED":
      return "two_factor_not_enabled";
    default:
      // INVALID_TWO_FACTOR_COOKIE, TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: the pending sign-in is over.
      return "two_factor_expired";
  }
}

/** Whether the person has a confirmed second factor (false during an unfinished setup). */
export async function hasTwoFactor(db: Database, { userId }: { userId: string }): Promise<boolean> {
  const [row] = await db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.enabled ?? false;
}

/**
 * First step of turning two-factor on: after the password, better-auth stores a new secret (not
 * yet in force) and answers its otpauth:// URI, shown as a QR code and as the secret in text.
 * Starting again replaces an unconfirmed secret.
 */
export async function startTwoFactorSetup(
  deps: AuthDeps,
  viewer: Viewer,
  { password }: PasswordConfirmationInput,
  headers: Headers,
): Promise<TwoFactorSetup> {
  await confirmPassword(deps, viewer, password, headers, "two-factor-setup");
  let totpUri: string;
  try {
    const result = await deps.auth.api.enableTwoFactor({ body: { password }, headers });
    if (!("totpURI" in result) || !result.totpURI) throw new Error("two-factor setup answered no TOTP URI");
    totpUri = result.totpURI;
  } catch (error) {
    const refusal = authRefusal(error);
    if (refusal)
      throw new ApiError(refusal.code === "INVALID_PASSWORD" ? "current_password_wrong" : twoFactorError(refusal.code));
    throw error;
  }
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  logger.info(
    { event: "two-factor-setup", outcome: "started", domain: emailDomain(viewer.email) },
    "two-factor setup started",
  );
  return { totpUri, secret, qr: qrCode(totpUri) };
}

/**
 * Second step: a code from the app proves it holds the secret; two-factor is then on (better-auth
 * opens a new session for this browser and ends the old one) and the 10 recovery codes are
 * answered, this once. A setup already confirmed cannot be "confirmed" again to read the codes.
 */
export async function confirmTwoFactorSetup(
  deps: AuthDeps,
  viewer: Viewer,
  { code }: TwoFactorSetupConfirmation,
  headers: Headers,
): Promise<{ recoveryCodes: string[] }> {
  const { db, auth } = deps;
  const [pending] = await db
    .select({ verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, viewer.userId))
    .limit(1);
  if (!pending) throw new ApiError("two_factor_not_enabled");
  if (pending.verified) throw new ApiError("two_factor_already_enabled");
  const key = `setup:${viewer.userId}`;
  const decision = await consume(db, twoFactorLimit, key);
  if (!decision.allowed) {
    logger.warn(
      { event: "two-factor-setup", outcome: "rate-limited", domain: emailDomain(viewer.email) },
      "two-factor code refused by the rate limit",
    );
    throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  }
  try {
    await auth.api.verifyTOTP({ body: { code }, headers });
  } catch (error) {
    const refusal = authRefusal(error);
    if (refusal) {
      logger.warn(
        { event: "two-factor-setup", outcome: "invalid-code", domain: emailDomain(viewer.email) },
        "two-factor setup code refused",
      );
      throw new ApiError(twoFactorError(refusal.code));
    }
    throw error;
  }
  await reset(db, twoFactorLimit, key);
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: viewer.userId } });
  logger.info(
    { event: "two-factor-setup", outcome: "enabled", domain: emailDomain(viewer.email) },
    "two-factor turned on",
  );
  return { recoveryCodes: backupCodes };
}

/** New recovery codes (the old ones stop working), after the password. */
export async function regenerateRecoveryCodes(
  deps: AuthDeps,
  viewer: Viewer,
  { password }: PasswordConfirmationInput,
  headers: Headers,
): Promise<{ recoveryCodes: string[] }> {
  await confirmPassword(deps, viewer, password, headers, "two-factor-recovery-codes");
  try {
    const { backupCodes } = await deps.auth.api.generateBackupCodes({ body: { password }, headers });
    logger.info(
      { event: "two-factor-recovery-codes", outcome: "regenerated", domain: emailDomain(viewer.email) },
      "recovery codes regenerated",
    );
    return { recoveryCodes: backupCodes };
  } catch (error) {
    const refusal = authRefusal(error);
    if (refusal)
      throw new ApiError(refusal.code === "INVALID_PASSWORD" ? "current_password_wrong" : twoFactorError(refusal.code));
    throw error;
  }
}

/** Turns two-factor off after the password: secret and recovery codes are deleted. */
export async function turnOffTwoFactor(
  deps: AuthDeps,
  viewer: Viewer,
  { password }: PasswordConfirmationInput,
  headers: Headers,
): Promise<void> {
  if (!(await hasTwoFactor(deps.db, viewer))) throw new ApiError("two_factor_not_enabled");
  await confirmPassword(deps, viewer, password, headers, "two-factor-disable");
  try {
    await deps.auth.api.disableTwoFactor({ body: { password }, headers });
  } catch (error) {
    const refusal = authRefusal(error);
    if (refusal)
      throw new ApiError(refusal.code === "INVALID_PASSWORD" ? "current_password_wrong" : twoFactorError(refusal.code));
    throw error;
  }
  logger.info(
    { event: "two-factor-disable", outcome: "disabled", domain: emailDomain(viewer.email) },
    "two-factor turned off",
  );
}

/** Reads a cookie of the request; over HTTPS better-auth's cookies carry the __Secure- prefix. */
function cookieValue(headers: Headers, name: string): string | null {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name || key === `__Secure-${name}`) return rest.join("=");
  }
  return null;
}

/**
 * The pending sign-in of this browser: the `2fa-…` identifier in better-auth's signed cookie
 * (signature checked here, as better-auth does) and the person it belongs to, while it lasts.
 */
export async function pendingSignIn(
  { db, auth }: AuthDeps,
  headers: Headers,
): Promise<{ identifier: string; userId: string; email: string } | null> {
  const raw = cookieValue(headers, `madameai.${TWO_FACTOR_COOKIE}`);
  if (!raw) return null;
  let signed: string;
  try {
    signed = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const identifier = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), "base64");
  const expected = createHmac("sha256", (await auth.$context).secret)
    .update(identifier)
    .digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const [row] = await db
    .select({ userId: user.id, email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())))
    .limit(1);
  return row ? { identifier, ...row } : null;
}

/**
 * Second step of a sign-in: a code from the app or a recovery code (which then stops working).
 * 5 tries per pending sign-in within 5 minutes here; better-auth also voids a pending sign-in
 * after 5 wrong codes and locks the second factor after 10 in a row. Every attempt is logged.
 */
export async function completeTwoFactorSignIn(
  deps: AuthDeps,
  input: TwoFactorSignInInput,
  headers: Headers,
): Promise<{ email: string }> {
  const { db, auth } = deps;
  const pending = await pendingSignIn(deps, headers);
  if (!pending) {
    logger.warn(
      { event: "sign-in-two-factor", outcome: "no-pending-sign-in", method: input.method },
      "two-factor code without a pending sign-in",
    );
    throw new ApiError("two_factor_expired");
  }
  const domain = emailDomain(pending.email);
  const decision = await consume(db, twoFactorLimit, pending.identifier);
  if (!decision.allowed) {
    logger.warn(
      { event: "sign-in-two-factor", outcome: "rate-limited", method: input.method, domain },
      "two-factor code refused by the rate limit",
    );
    throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  }
  try {
    if (input.method === "totp") await auth.api.verifyTOTP({ body: { code: input.code }, headers });
    else await auth.api.verifyBackupCode({ body: { code: input.code }, headers });
  } catch (error) {
    const refusal = authRefusal(error);
    if (refusal) {
      const code = twoFactorError(refusal.code);
      logger.warn(
        { event: "sign-in-two-factor", outcome: code, method: input.method, domain },
        "two-factor code refused",
      );
      throw new ApiError(code);
    }
    throw error;
  }
  await Promise.all([reset(db, twoFactorLimit, pending.identifier), clearSignInFailures(db, headers, pending.email)]);
  logger.info(
    { event: "sign-in-two-factor", outcome: "success", method: input.method, domain },
    "signed in with a second factor",
  );
  return { email: pending.email };
}
