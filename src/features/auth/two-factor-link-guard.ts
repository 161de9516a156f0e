import { createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";

/** How long a person has to type their code once the first factor passed (the pending sign-in). */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;

/** better-auth's name for the signed cookie that carries a pending sign-in (after our cookie prefix). */
export const TWO_FACTOR_COOKIE = "two_factor";

/**
 * better-auth's two-factor plugin asks for the second factor after e-mail and password only; a
 * sign-in link would open a full session and skip it. For a person with two-factor on, this turns
 * the session the link just opened into the same pending sign-in the plugin makes (a signed
 * `two_factor` cookie naming a `2fa-…` verification row), so /auth/two-factor finishes it.
 */
export const twoFactorAfterSignInLink = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/magic-link/verify") return;
  const opened = ctx.context.newSession;
  if (!opened || !(opened.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(opened.session.token);
  ctx.context.setNewSession(null);
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: TWO_FACTOR_CHALLENGE_SECONDS });
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({ value: opened.user.id, identifier, expiresAt });
  // The plugin counts the attempts of a pending sign-in in this row (5 at most).
  await ctx.context.internalAdapter.createVerificationValue({
    value: "0",
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  return ctx.json({ twoFactorRedirect: true });
});
