import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { getDb, type Database } from "@/db";
import type { Viewer } from "@/features/auth";
import type { ActiveMembership } from "@/features/orgs";
import type { TeamAdmin } from "@/features/team";
import { routeHandler, type InputOf, type RouteContext, type RouteHandler } from "@/lib/api/handler";

/*
 * Every JSON route of the app: `src/lib/api/handler.ts` (Origin and CSRF on mutations, the body,
 * errors, no-store) composed with the features' guards, which `src/lib` may not import. A route
 * requires a signed-in person unless it says `public: true`.
 */

/** What each kind of caller gives the handler besides the request. */
type Callers = {
  /** Any signed-in person (401 otherwise). */
  viewer: { viewer: Viewer };
  /** A signed-in person who may learn now (402 subscription_required otherwise). */
  learner: { viewer: Viewer };
  /** A member of their active organization (403 otherwise). */
  member: { viewer: Viewer; membership: ActiveMembership };
  /** An owner or admin of their active organization (403 otherwise). */
  admin: { viewer: Viewer; membership: ActiveMembership };
  /** An owner or admin, with their organization's settings (the team area). */
  teamAdmin: TeamAdmin;
};

type Auth = keyof Callers;

type Shared<Schema> = {
  /** zod schema of the JSON body; the handler receives the parsed value as `input`. */
  input?: Schema;
  /** False while the route's feature is switched off: not_found for everyone, signed in or not. */
  enabled?: () => boolean;
};

type SignedInRoute<Schema, A extends Auth> = Shared<Schema> & {
  /** Who may call; a signed-in person when not given. */
  auth?: A;
  /** For routes called on every answer: the person behind a session cookie is remembered a few seconds. */
  briefCache?: true;
  public?: never;
};

type PublicRoute<Schema, WithDatabase extends boolean> = Shared<Schema> & {
  /** Anyone may call: the route itself decides what a visitor may do. */
  public: true;
  /** For callers that prove who they are another way (Stripe's signature): no Origin or CSRF check. */
  signedByCaller?: true;
  /** false: no `db` for the handler, which needs none or gets it through its feature (sign-in); the trial and the health check then answer while the database is down. */
  database?: WithDatabase;
};

type Handler<Context> = (context: Context) => Promise<Response>;

// The guards are loaded when a route first needs one: a public route does not load the billing,
// organization and team code (Stripe, PDF, e-mail templates) behind them.
const callers: { [A in Auth]: (request: NextRequest, briefCache: boolean) => Promise<Callers[A]> } = {
  viewer: async (request, briefCache) => ({
    viewer: await (await import("@/features/auth")).requireApiViewer(request, { briefCache }),
  }),
  learner: async (request, briefCache) => ({
    viewer: await (await import("@/features/billing")).requireApiLearner(request, { briefCache }),
  }),
  member: async (request) => (await import("@/features/orgs")).requireApiMembership(request, { admin: false }),
  admin: async (request) => (await import("@/features/orgs")).requireApiMembership(request, { admin: true }),
  teamAdmin: async (request) => (await import("@/features/team")).requireTeamAdmin(request),
};

/**
 * A JSON route. The handler receives `{ request, input, locale, db, viewer… }`: the caller as
 * `auth` names it (with `membership`, and `organization` for teamAdmin), the database, and the
 * caller's language (their saved one first, else the cookie, else Accept-Language).
 */
export function apiRoute<Schema extends z.ZodType | undefined = undefined, A extends Auth = "viewer">(
  options: SignedInRoute<Schema, A>,
  handler: Handler<RouteContext<InputOf<Schema>> & { db: Database } & Callers[A]>,
): RouteHandler;
export function apiRoute<Schema extends z.ZodType | undefined = undefined, WithDatabase extends boolean = true>(
  options: PublicRoute<Schema, WithDatabase>,
  handler: Handler<RouteContext<InputOf<Schema>> & (WithDatabase extends false ? object : { db: Database })>,
): RouteHandler;
export function apiRoute(
  options: SignedInRoute<z.ZodType | undefined, Auth> | PublicRoute<z.ZodType | undefined, boolean>,
  handler: Handler<RouteContext<unknown>>,
): RouteHandler {
  const { input, enabled } = options;
  if (options.public) {
    const withDatabase = options.database !== false;
    return routeHandler(
      {
        input,
        enabled,
        signedByCaller: options.signedByCaller,
        resolve: async () => ({ context: withDatabase ? { db: await getDb() } : {} }),
      },
      handler,
    );
  }
  const auth = options.auth ?? "viewer";
  const briefCache = options.briefCache ?? false;
  return routeHandler(
    {
      input,
      enabled,
      resolve: async (request) => {
        const caller = await callers[auth](request, briefCache);
        return { context: { ...caller, db: await getDb() }, savedLocale: caller.viewer.locale };
      },
    },
    handler,
  );
}
