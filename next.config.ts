import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { staticSecurityHeaders } from "./src/lib/security-headers";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  // Loaded from node_modules, not bundled: PGlite ships WebAssembly and data files, and
  // rate-limiter-flexible imports drizzle-orm at run time, which must be the same copy as ours.
  serverExternalPackages: ["@electric-sql/pglite", "pino", "drizzle-orm", "rate-limiter-flexible", "@echogarden/espeak-ng-emscripten"],
  poweredByHeader: false,
  async headers() {
    return [{ source: "/:path*", headers: staticSecurityHeaders({ production: process.env.NODE_ENV === "production" }) }];
  },
};

export default withNextIntl(nextConfig);
