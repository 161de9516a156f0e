import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { consume, reset, signInLimit } from "@/lib/rate-limit";
import type { AuthDeps } from "./deps";
import { authRefusal, emailDomain } from "./refusals";
import type { Viewer } from "./viewer";

/**
 * Checks the signed-in person's password before a sensitive change (two-factor, e-mail, deletion).
 * It counts against the same per-address limit as sign-in, so a stolen session cannot be used to
 * guess the password at full speed; a success clears the count, as a sign-in does.
 */
export async function confirmPassword(
  { db, auth }: AuthDeps,
  viewer: Viewer,
  password: string,
  headers: Headers,
  event: string,
): Promise<void> {
  const decision = await consume(db, signInLimit, viewer.email);
  if (!decision.allowed) {
    logger.warn(
      { event, outcome: "rate-limited", domain: emailDomain(viewer.email) },
      "password confirmation refused by the rate limit",
    );
    throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  }
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
  } catch (error) {
    if (authRefusal(error)) {
      logger.warn(
        { event, outcome: "wrong-password", domain: emailDomain(viewer.email) },
        "password confirmation failed",
      );
      throw new ApiError("current_password_wrong");
    }
    throw error;
  }
  await reset(db, signInLimit, viewer.email);
}
