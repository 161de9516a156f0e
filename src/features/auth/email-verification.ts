import { eq } from "drizzle-orm";
import { user } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { addressEmailLimit, consume } from "@/lib/rate-limit";
import type { AuthDeps } from "./deps";
import { authRefusal, emailDomain } from "./refusals";
import type { TokenInput, VerificationResendInput } from "./security-schemas";

/**
 * Confirms an address with the link's token (on a POST from our page) and signs the person in
 * (better-auth's autoSignInAfterVerification). A link for an address already confirmed signs
 * nobody in; a forged or expired one is `link_invalid`.
 */
export async function confirmEmailAddress({ auth }: AuthDeps, { token }: TokenInput, headers: Headers): Promise<void> {
  try {
    await auth.api.verifyEmail({ query: { token }, headers });
  } catch (error) {
    if (authRefusal(error)) {
      logger.warn({ event: "email-verification", outcome: "invalid-link" }, "address confirmation link refused");
      throw new ApiError("link_invalid");
    }
    throw error;
  }
  logger.info({ event: "email-verification", outcome: "confirmed" }, "address confirmation link used");
}

const MINIMUM_ANSWER_MS = 500;

/**
 * Sends the confirmation link again to an address not yet confirmed. The caller answers the same
 * whatever the address (unknown, confirmed or not), so this tells nobody who has an account.
 */
export async function resendVerificationEmail(
  { db, auth }: AuthDeps,
  { email }: VerificationResendInput,
): Promise<void> {
  const decision = await consume(db, addressEmailLimit, `verify:${email}`);
  if (!decision.allowed)
    throw new ApiError("rate_limited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  const started = Date.now();
  const [person] = await db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email)).limit(1);
  logger.info(
    {
      event: "email-verification",
      outcome: person && !person.verified ? "resent" : "nothing-to-send",
      domain: emailDomain(email),
    },
    "address confirmation asked again",
  );
  // No cookie passed on: better-auth treats the call as coming from a signed-out visitor.
  if (person && !person.verified) await auth.api.sendVerificationEmail({ body: { email }, headers: new Headers() });
  // Every answer takes about as long, so the timing does not tell either.
  const rest = MINIMUM_ANSWER_MS - (Date.now() - started);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}
