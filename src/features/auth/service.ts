import { eq } from "drizzle-orm";
import { flags } from "@/config/flags";
import { getDb } from "@/db";
import { user } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { consume, reset, signInLimit, signInLinkLimit } from "@/lib/rate-limit";
import { passwordProblem } from "./password-policy";
import type { PasswordChangeInput, SignInInput, SignInLinkConfirmation, SignInLinkRequest, SignUpInput } from "./schemas";
import { getAuth } from "./server";
import type { Viewer } from "./viewer";

/**
 * better-auth refuses with an error carrying an HTTP status (401, 403, a redirect to an error
 * page…). It is not always an instance of the exported APIError class, so check its shape.
 */
function isAuthRefusal(error: unknown): error is { status: string; statusCode: number } {
  return typeof error === "object" && error !== null && typeof (error as { statusCode?: unknown }).statusCode === "number";
}

/** The domain alone: enough to follow an attack in the logs without writing people's addresses there. */
const emailDomain = (email: string) => email.split("@")[1] ?? "?";

/**
 * Signs in with e-mail and password. The 4th attempt for an address within 10 s is refused
 * before the password is even checked; every attempt is logged. better-auth sets the session
 * cookie on the response (nextCookies plugin).
 */
export async function signInWithPassword({ email, password }: SignInInput, headers: Headers): Promise<void> {
  const db = await getDb();
  const decision = await consume(db, signInLimit, email);
  if (!decision.allowed) {
    logger.warn({ event: "sign-in", outcome: "rate-limited", domain: emailDomain(email) }, "sign-in attempt refused by the rate limit");
    throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  }
  const auth = await getAuth();
  try {
    await auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers });
  } catch (error) {
    if (isAuthRefusal(error)) {
      const code = error.status === "FORBIDDEN" ? "email_not_verified" : "invalid_credentials";
      logger.warn({ event: "sign-in", outcome: code, domain: emailDomain(email) }, "sign-in attempt failed");
      throw new ApiError(code);
    }
    throw error;
  }
  await reset(db, signInLimit, email);
  logger.info({ event: "sign-in", outcome: "success", domain: emailDomain(email) }, "signed in");
}

/** Ends the session of this request on the server (and clears its cookie); fine when there is none. */
export async function signOut(headers: Headers): Promise<void> {
  const auth = await getAuth();
  try {
    await auth.api.signOut({ headers });
  } catch (error) {
    if (!isAuthRefusal(error)) throw error;
  }
}

/**
 * E-mails a sign-in link when the address has an account. The caller answers the same either
 * way, so the form does not tell who has an account.
 */
export async function requestSignInLink({ email, next }: SignInLinkRequest, headers: Headers, locale: Locale): Promise<void> {
  const db = await getDb();
  const decision = await consume(db, signInLinkLimit, email);
  if (!decision.allowed) throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  const [known] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  logger.info({ event: "sign-in-link", outcome: known ? "sent" : "unknown-address", domain: emailDomain(email) }, "sign-in link requested");
  if (!known) return;
  const auth = await getAuth();
  await auth.api.signInMagicLink({ body: { email, metadata: { locale, next } }, headers });
}

/** Uses up a sign-in link and opens the session; a used, replaced or expired link is refused. */
export async function confirmSignInLink({ token }: SignInLinkConfirmation, headers: Headers): Promise<void> {
  const auth = await getAuth();
  try {
    await auth.api.magicLinkVerify({ query: { token }, headers });
  } catch (error) {
    if (isAuthRefusal(error)) {
      logger.warn({ event: "sign-in-link", outcome: "invalid" }, "sign-in link refused");
      throw new ApiError("link_invalid");
    }
    throw error;
  }
  logger.info({ event: "sign-in-link", outcome: "success" }, "signed in with a link");
}

/**
 * Open sign-up, only while the allowSignup flag is on (closed by default: people come in by
 * invitation). Creates the account with a password that passes the policy and signs it in.
 */
export async function signUp({ name, email, password }: SignUpInput, headers: Headers): Promise<void> {
  if (!flags().allowSignup) {
    logger.warn({ event: "sign-up", outcome: "closed", domain: emailDomain(email) }, "sign-up refused: closed");
    throw new ApiError("signup_closed");
  }
  const problem = passwordProblem(password, { email, name });
  if (problem) throw new ApiError("validation_failed", [{ path: "password", code: problem }]);
  const auth = await getAuth();
  try {
    await auth.api.signUpEmail({ body: { name, email, password }, headers });
  } catch (error) {
    if (isAuthRefusal(error) && error.statusCode === 422) throw new ApiError("email_taken");
    throw error;
  }
  logger.info({ event: "sign-up", outcome: "success", domain: emailDomain(email) }, "account created");
}

/**
 * Changes the signed-in person's password after checking the current one; the new one must pass
 * the policy. On request, every other session of the person ends (this one stays open).
 */
export async function changePassword(viewer: Viewer, input: PasswordChangeInput, headers: Headers): Promise<void> {
  const problem = passwordProblem(input.newPassword, { email: viewer.email, name: viewer.name });
  if (problem) throw new ApiError("validation_failed", [{ path: "newPassword", code: problem }]);
  const auth = await getAuth();
  try {
    await auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: input.signOutOtherSessions },
      headers,
    });
  } catch (error) {
    if (isAuthRefusal(error) && error.statusCode === 400) {
      logger.warn({ event: "password-change", outcome: "wrong-current-password", domain: emailDomain(viewer.email) }, "password change refused");
      throw new ApiError("current_password_wrong");
    }
    throw error;
  }
  logger.info({ event: "password-change", outcome: "success", otherSessionsEnded: input.signOutOtherSessions, domain: emailDomain(viewer.email) }, "password changed");
}
