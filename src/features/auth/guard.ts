import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { viewerBriefly } from "./session-cache";
import { currentViewer, sessionCookieOf, viewerFromHeaders, type Viewer } from "./viewer";

/** For app pages and layouts: the signed-in person, or a trip to sign-in that comes back here after. */
export async function requireViewer(): Promise<Viewer> {
  const viewer = await currentViewer();
  if (viewer) return viewer;
  const here = (await headers()).get("x-pathname") ?? "/dashboard";
  redirect(`/auth/sign-in?next=${encodeURIComponent(here)}`);
}

/**
 * For API routes: the signed-in person, or 401 `unauthenticated` (logged as a denied access).
 * `{ briefCache: true }` is for routes called on every answer: the person behind a session cookie
 * is remembered for a few seconds (session-cache.ts).
 */
export async function requireApiViewer(
  request: { headers: Headers; url: string },
  { briefCache = false } = {},
): Promise<Viewer> {
  const cookie = briefCache ? sessionCookieOf(request.headers) : null;
  const load = () => viewerFromHeaders(request.headers);
  const viewer = cookie ? await viewerBriefly(cookie, load) : await load();
  if (viewer) return viewer;
  logger.warn({ path: new URL(request.url).pathname }, "access denied: no session");
  throw new ApiError("unauthenticated");
}
