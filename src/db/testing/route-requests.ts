import { appSecret } from "@/env";
import { CSRF_COOKIE, CSRF_HEADER, csrfTokenFor } from "@/lib/csrf";

/*
 * What a route test needs to call a handler as one of the test bed's people from one of our
 * pages: the viewer the session would give (for the mocked `requireApiViewer` or
 * `requireApiLearner`), and a change's headers (Origin, the browser's CSRF cookie and token).
 */

export const TEST_ORIGIN = "http://localhost:3000";
const BROWSER_SECRET = "browser-secret-for-tests";

type Person = { id: string; name: string; email: string; locale: string | null };

/** The signed-in viewer for a person of the bed; `overrides` for a name or language of the test's own. */
export function viewerOf(person: Person, overrides: { name?: string; locale?: string } = {}) {
  return {
    userId: person.id,
    email: person.email,
    name: overrides.name ?? person.name,
    locale: overrides.locale ?? person.locale,
    activeOrganizationId: null,
    sessionId: "session-1",
  };
}

/**
 * A change's headers: Origin, the CSRF cookie and the page's token (`token: null` sends none, a
 * string sends that one instead), with more cookies when given ("NEXT_LOCALE=fr").
 */
export async function postHeaders({ cookies = [], token }: { cookies?: string[]; token?: string | null } = {}): Promise<
  Record<string, string>
> {
  const presented = token === undefined ? await csrfTokenFor(BROWSER_SECRET, appSecret()) : token;
  return {
    origin: TEST_ORIGIN,
    cookie: [`${CSRF_COOKIE}=${BROWSER_SECRET}`, ...cookies].join("; "),
    ...(presented ? { [CSRF_HEADER]: presented } : {}),
  };
}
