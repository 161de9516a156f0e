import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { magicLink, organization } from "better-auth/plugins";
import { flags } from "@/config/flags";
import { getDb, type Database } from "@/db";
import * as schema from "@/db/schema";
import { appSecret, env } from "@/env";
import { passwordRules } from "./password-rules";
import { deliverSignInLink, SIGN_IN_LINK_MINUTES } from "./sign-in-link";

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
    user: { additionalFields: { locale: { type: "string", required: false, input: false } } },
    session: { expiresIn: 60 * 60 * 24 * SESSION_DAYS, updateAge: 60 * 60 * 24 },
    // Our own limiter (src/lib/rate-limit) keys sign-in by address in the database; better-auth's
    // would be per process and keyed by a forgeable X-Forwarded-For.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "madameai",
      useSecureCookies: APP_URL.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    plugins: [
      organization({ allowUserToCreateOrganization: organizationCreation, creatorRole: "owner", invitationExpiresIn: 60 * 60 * 24 * 7 }),
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        // A link signs in an existing account only; accounts come from invitations (or open sign-up).
        disableSignUp: true,
        sendMagicLink: ({ email, token, metadata }) => deliverSignInLink(db, { email, token, metadata }),
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
