import { headers as requestHeaders } from "next/headers";
import { cache } from "react";
import { getAuth } from "./server";

/** The person behind the current request. */
export type Viewer = {
  userId: string;
  email: string;
  name: string;
  locale: string | null;
  activeOrganizationId: string | null;
  sessionId: string;
};

// better-auth's cookie is "<prefix>.session_token", with "__Secure-" in front over HTTPS.
const SESSION_COOKIE_PATTERN = /(?:^|;\s*)(?:__Secure-)?madameai\.session_token=/;

/** The session cookie's value in a request, if any (the key of the brief session cache). */
export function sessionCookieOf(headers: Headers): string | null {
  const match = /(?:^|;\s*)((?:__Secure-)?madameai\.session_token=[^;]+)/.exec(headers.get("cookie") ?? "");
  return match?.[1] ?? null;
}

/** The signed-in person of a request with these headers; null when signed out. */
export async function viewerFromHeaders(headers: Headers): Promise<Viewer | null> {
  // Most visitors have no session at all: answer without a database round trip.
  if (!SESSION_COOKIE_PATTERN.test(headers.get("cookie") ?? "")) return null;
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const { user, session } = result;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    locale: (user as { locale?: string | null }).locale ?? null,
    activeOrganizationId: session.activeOrganizationId ?? null,
    sessionId: session.id,
  };
}

/** The signed-in person of the request being rendered, read once per request. */
export const currentViewer = cache(async (): Promise<Viewer | null> => viewerFromHeaders(await requestHeaders()));
