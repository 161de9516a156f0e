import { cookies } from "next/headers";
import { appSecret } from "@/env";
import { CSRF_COOKIE, csrfTokenFor } from "./csrf";

/** The token printed in this page's <meta name="csrf-token"> (the proxy guarantees the cookie). */
export async function pageCsrfTokenForRequest(): Promise<string | null> {
  const secret = (await cookies()).get(CSRF_COOKIE)?.value;
  return secret ? csrfTokenFor(secret, appSecret()) : null;
}
