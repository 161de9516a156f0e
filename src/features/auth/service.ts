import { flags } from "@/config/flags";
import { getDb } from "@/db";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { consume, reset, signInLimit } from "@/lib/rate-limit";
import { clearSignInFailures, countSignInFailure, signInWait } from "./sign-in-throttle";
import { notifyPasswordChanged } from "./notifications";
import { passwordProblem } from "./password-policy";
import type { PasswordChangeInput, SignInInput, SignInLinkConfirmation, SignUpInput } from "./schemas";
import { getAuth } from "./server";
import type { Viewer } from "./viewer";
import { forgetViewers } from "./session-cache";

/**
 * better-auth refuses with an error carrying an HTTP status (401, 403, a redirect to an error
 * page…). It is not always an instance of the exported APIError class, so check its shape.
 */
function isAuthRefusal(error: unknown): error is { status: string; statusCode: number } {
  return (
    typeof error === "object" && error !== null && typeof (error as { statusCode?: unknown }).statusCode === "number"
  );
}

/** The domain alone: enough to follow an attack in the logs without writing people's addresses there. */
const emailDomain = (email: string) => email.split("@")[1] ?? "?";

/**
 * Signs in with e-mail and password. An attempt that must still wait after earlier wrong
 * passwords is refused before the password is even checked (sign-in-throttle.ts); every attempt
 * is logged. better-auth sets the session cookie on the response (nextCookies plugin), or, for a
 * person with two-factor on, a cookie naming the pending sign-in that a code then completes
 * (`twoFactorRequired`).
 */
export async function signInWithPassword(
  { email, password }: SignInInput,
  headers: Headers,
): Promise<{ twoFactorRequired: boolean }> {
  const db = await getDb();
  const wait = await signInWait(db, headers, email);
  if (wait > 0) {
    logger.warn(
      { event: "sign-in", outcome: "rate-limited", domain: emailDomain(email) },
      "sign-in attempt refused: too many wrong passwords",
    );
    throw new ApiError("rate_limited", undefined, { retryAfterSeconds: wait });
  }
  const auth = await getAuth();
  let answer: object;
  try {
    answer = await auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers });
  } catch (error) {
    if (isAuthRefusal(error)) {
      const code = error.status === "FORBIDDEN" ? "email_not_verified" : "invalid_credentials";
      if (code === "invalid_credentials") await countSignInFailure(db, headers, email);
      logger.warn({ event: "sign-in", outcome: code, domain: emailDomain(email) }, "sign-in attempt failed");
      throw new ApiError(code);
    }
    throw error;
  }
  // The failures stay counted until the second factor passes too (two-factor.ts clears them).
  if ("twoFactorRedirect" in answer && answer.twoFactorRedirect) {
    logger.info(
      { event: "sign-in", outcome: "second-factor-required", domain: emailDomain(email) },
      "password accepted, second factor required",
    );
    return { twoFactorRequired: true };
  }
  await clearSignInFailures(db, headers, email);
  logger.info({ event: "sign-in", outcome: "success", domain: emailDomain(email) }, "signed in");
  return { twoFactorRequired: false };
}

/** Ends the session of this request on the server (and clears its cookie); fine when there is none. */
export async function signOut(headers: Headers): Promise<void> {
  const auth = await getAuth();
  try {
    await auth.api.signOut({ headers });
  } catch (error) {
    if (!isAuthRefusal(error)) throw error;
  } finally {
    forgetViewers();
  }
}

/**
 * Uses up a sign-in link and opens the session; a used, replaced or expired link is refused. A
 * person with two-factor on gets a pending sign-in instead (`twoFactorRequired`), as after a password.
 */
export async function confirmSignInLink(
  { token }: SignInLinkConfirmation,
  headers: Headers,
): Promise<{ twoFactorRequired: boolean; email?: string }> {
  const auth = await getAuth();
  let answer: unknown;
  try {
    answer = await auth.api.magicLinkVerify({ query: { token }, headers });
  } catch (error) {
    if (isAuthRefusal(error)) {
      logger.warn({ event: "sign-in-link", outcome: "invalid" }, "sign-in link refused");
      throw new ApiError("link_invalid");
    }
    throw error;
  }
  if (
    typeof answer === "object" &&
    answer !== null &&
    (answer as { twoFactorRedirect?: unknown }).twoFactorRedirect === true
  ) {
    logger.info(
      { event: "sign-in-link", outcome: "second-factor-required" },
      "link accepted; waiting for the second factor",
    );
    return { twoFactorRequired: true };
  }
  logger.info({ event: "sign-in-link", outcome: "success" }, "signed in with a link");
  const email = (answer as { user?: { email?: unknown } } | null)?.user?.email;
  return { twoFactorRequired: false, email: typeof email === "string" ? email : undefined };
}

/**
 * Open sign-up, only while the allowSignup flag is on (closed by default: people come in by
 * invitation). Creates the account with a password that passes the policy and signs it in, or,
 * with e-mail verification on, e-mails the confirmation link first.
 */
export async function signUp(
  { name, email, password }: SignUpInput,
  headers: Headers,
): Promise<{ verificationRequired: boolean }> {
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
  // With e-mail verification on, no session opens until the e-mailed link is used.
  return { verificationRequired: flags().emailVerification };
}

/**
 * Changes the signed-in person's password after checking the current one; the new one must pass
 * the policy. On request, every other session of the person ends (this one stays open).
 */
export async function changePassword(viewer: Viewer, input: PasswordChangeInput, headers: Headers): Promise<void> {
  const problem = passwordProblem(input.newPassword, { email: viewer.email, name: viewer.name });
  if (problem) throw new ApiError("validation_failed", [{ path: "newPassword", code: problem }]);
  // Guessing the current password counts against the sign-in limit, as a sign-in would.
  const db = await getDb();
  const decision = await consume(db, signInLimit, viewer.email);
  if (!decision.allowed)
    throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  const auth = await getAuth();
  try {
    await auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: input.signOutOtherSessions,
      },
      headers,
    });
  } catch (error) {
    if (isAuthRefusal(error) && error.statusCode === 400) {
      logger.warn(
        { event: "password-change", outcome: "wrong-current-password", domain: emailDomain(viewer.email) },
        "password change refused",
      );
      throw new ApiError("current_password_wrong");
    }
    throw error;
  }
  await reset(db, signInLimit, viewer.email);
  forgetViewers();
  logger.info(
    {
      event: "password-change",
      outcome: "success",
      otherSessionsEnded: input.signOutOtherSessions,
      domain: emailDomain(viewer.email),
    },
    "password changed",
  );
  await notifyPasswordChanged(db, viewer, headers).catch((error: unknown) => {
    // The mail is in the outbox for a retry; the password change itself has succeeded.
    logger.error(
      { err: error, event: "password-change", domain: emailDomain(viewer.email) },
      "password-changed e-mail not sent",
    );
  });
}
