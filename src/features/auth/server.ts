import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { magicLink, organization, twoFactor } from "better-auth/plugins";
import { flags } from "@/config/flags";
import { getDb, type Database } from "@/db";
import * as schema from "@/db/schema";
import { appSecret, env } from "@/env";
import { passwordRules } from "./password-rules";
import { deliverSignInLink, SIGN_IN_LINK_MINUTES, storedLinkToken } from "./sign-in-link";
import { TWO_FACTOR_CHALLENGE_SECONDS, twoFactorAfterSignInLink } from "./two-factor-link-guard";
import { deliverVerificationEmail, VERIFY_EMAIL_HOURS } from "./verification-email";

/** Sessions last 30 days and are extended once a day while the person keeps using the app. */
const SESSION_DAYS = 30;

function buildAuth(db: Database) {
  const { APP_URL } = env();
  const { allowSignup, emailVerification, organizationCreation } = flags();
  return betterAuth({
    appName: "MadameAI",
    baseURL: APP_URL,
    secret: appSecret(),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        organization: schema.organization,
        member: schema.member,
        invitation: schema.invitation,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: !allowSignup,
      requireEmailVerification: emailVerification,
      minPasswordLength: passwordRules.minLength,
      maxPasswordLength: passwordRules.maxLength,
      // Changing or resetting a password ends every other session.
      revokeSessionsOnPasswordReset: true,
    },
    // Only while its flag is on: open sign-up then e-mails a link to our confirm page (a POST
    // verifies, so a mail scanner cannot), and confirming signs the person in.
    emailVerification: emailVerification
      ? {
          sendOnSignUp: true,
          autoSignInAfterVerification: true,
          expiresIn: VERIFY_EMAIL_HOURS * 60 * 60,
          sendVerificationEmail: ({ user, token }) => deliverVerificationEmail(db, { user, token }),
        }
      : undefined,
    user: {
      additionalFields: { locale: { type: "string", required: false, input: false } },
      // Never reachable from outside (the handler is not mounted): /api/account/delete checks the
      // accountDeletion flag, the password and organization ownership before calling it.
      deleteUser: { enabled: true },
    },
    session: { expiresIn: 60 * 60 * 24 * SESSION_DAYS, updateAge: 60 * 60 * 24 },
    // Our own limiter (src/lib/rate-limit) keys sign-in by address in the database; better-auth's
    // would be per process and keyed by a forgeable X-Forwarded-For.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "madameai",
      useSecureCookies: APP_URL.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    // The two-factor plugin only guards password sign-in; this puts sign-in links behind it too.
    hooks: { after: twoFactorAfterSignInLink },
    plugins: [
      organization({
        allowUserToCreateOrganization: organizationCreation,
        creatorRole: "owner",
        invitationExpiresIn: 60 * 60 * 24 * 7,
      }),
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        // A link signs in an existing account only; accounts come from invitations (or open sign-up).
        disableSignUp: true,
        storeToken: { type: "custom-hasher", hash: async (token) => storedLinkToken(token) },
        sendMagicLink: ({ email, token, metadata }) => deliverSignInLink(db, { email, token, metadata }),
      }),
      // Always registered, whatever the multiFactorAuth flag says. The flag decides who may turn
      // two-factor on (our /api/account/two-factor routes); it never switches off a second factor
      // someone already set up, which would silently weaken their account. Registered only with
      // the flag on, `auth.api.enableTwoFactor` & co. would still be typed (inferred from the
      // array's element type) yet be missing at run time: calls would compile and then throw.
      twoFactor({
        issuer: "MadameAI",
        skipVerificationOnEnable: false,
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
        schema: { twoFactor: { modelName: "twoFactor" } },
      }),
      // Last: lets better-auth set cookies from server actions and route handlers.
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof buildAuth>;

const holder = globalThis as typeof globalThis & { __madameaiAuth?: Promise<Auth> };

/** better-auth on the process's database, created on first use (the database opens lazily too). */
export function getAuth(): Promise<Auth> {
  holder.__madameaiAuth ??= getDb()
    .then(buildAuth)
    .catch((error: unknown) => {
      // Database down: let the next request try again rather than remember the failure.
      holder.__madameaiAuth = undefined;
      throw error;
    });
  return holder.__madameaiAuth;
}

/** For tests: better-auth on a given database. */
export { buildAuth };
