import { APIError } from "better-auth/api";
import { getDb } from "@/db";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { consume, reset, signInLimit } from "@/lib/rate-limit";
import type { SignInInput } from "./schemas";
import { getAuth } from "./server";

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
    if (error instanceof APIError) {
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
    if (!(error instanceof APIError)) throw error;
  }
}
