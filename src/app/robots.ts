import type { MetadataRoute } from "next";
import { env } from "@/env";

// Read at request time, like the sitemap: the address is the running server's.
export const dynamic = "force-dynamic";

/**
 * Areas that need an account, the API, and the links that carry a token (invitations, sign-in
 * links) or exist only in development. Sign-in stays crawlable: it is where "MadameAI connexion"
 * should lead, and every public page links to it.
 */
const privatePaths = [
  "/api/",
  "/auth/",
  "/dashboard",
  "/team",
  "/settings",
  "/madameai",
  "/pronunciation",
  "/onboarding",
  "/placement",
  "/lesson/",
  "/unit-test/",
  "/dev/",
  // The prerendered public pages' internal addresses (the proxy answers them 404 anyway).
  "/prerendered/",
] as const;

export default function robots(): MetadataRoute.Robots {
  const origin = env().APP_URL.replace(/\/$/, "");
  return {
    rules: { userAgent: "*", allow: ["/", "/auth/sign-in"], disallow: [...privatePaths] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
