import { env } from "@/env";

/*
 * Who is on the other end of a request, as far as it can be known. The app cannot see its
 * socket (Next.js only copies it into X-Forwarded-For when the client sent none), so a client's
 * address and the host it asked for come from headers that only proxies we trust may write:
 * TRUSTED_PROXIES of them, each adding the address it saw at the end of X-Forwarded-For.
 */

/** The client's address as the outermost trusted proxy saw it; null without a trusted proxy. */
export function clientAddress(headers: Headers, trustedProxies = env().TRUSTED_PROXIES): string | null {
  if (trustedProxies === 0) return null;
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.length >= trustedProxies ? hops[hops.length - trustedProxies]! : null;
}

/** The host the client asked for: the trusted proxy's X-Forwarded-Host, else the Host header. */
export function requestedHost(headers: Headers, trustedProxies = env().TRUSTED_PROXIES): string | null {
  const forwarded = trustedProxies > 0 ? headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || headers.get("host");
}
