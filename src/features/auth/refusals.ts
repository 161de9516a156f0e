/**
 * better-auth refuses with an error carrying an HTTP status and, for most refusals, a stable code
 * in its body (INVALID_PASSWORD, INVALID_CODE…). Its class is not always the exported APIError,
 * so read the shape.
 */
export function authRefusal(error: unknown): { statusCode: number; code: string | undefined } | null {
  if (typeof error !== "object" || error === null) return null;
  const { statusCode, body } = error as { statusCode?: unknown; body?: { code?: unknown } };
  if (typeof statusCode !== "number") return null;
  return { statusCode, code: typeof body?.code === "string" ? body.code : undefined };
}

/** The domain alone: enough to follow an attack in the logs without writing people's addresses there. */
export const emailDomain = (email: string) => email.split("@")[1] ?? "?";
