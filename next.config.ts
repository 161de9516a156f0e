import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { prerenderedRewrites } from "./src/lib/prerendered-pages";
import { prerenderedSettings } from "./src/lib/prerendered-settings";
import { staticSecurityHeaders } from "./src/lib/security-headers";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  // Loaded from node_modules, not bundled: PGlite ships WebAssembly and data files, and
  // rate-limiter-flexible imports drizzle-orm at run time, which must be the same copy as ours;
  // pg-boss (the job queue) reads its own files and requires pg at run time.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pino",
    "drizzle-orm",
    "rate-limiter-flexible",
    "@echogarden/espeak-ng-emscripten",
    "pg-boss",
  ],
  poweredByHeader: false,
  // The container image runs the traced server alone (decision 042); `next start`, which the tests
  // and the demo use, warns on a standalone build, so it is made only when the image asks.
  ...(process.env.NEXT_OUTPUT === "standalone" ? { output: "standalone" as const } : {}),
  // Each route group has its own root layout (the prerendered public pages have theirs), so an unknown address has its own page.
  experimental: { globalNotFound: true },
  // What the prerendered pages were built with; the proxy serves them only while the server runs with the same.
  env: { PRERENDERED_SETTINGS: prerenderedSettings(process.env) },
  // The proxy names the visitor's variant of a prerendered public page; these send it there (decision 038).
  async rewrites() {
    return { beforeFiles: prerenderedRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      { source: "/:path*", headers: staticSecurityHeaders({ production: process.env.NODE_ENV === "production" }) },
      // Checkout's popup comes back to this page and tells the page that opened it how it went:
      // both must stay in one browsing context group, which "same-origin" would split (Stripe's
      // pages in between are another origin). Only this page gives that up.
      { source: "/settings/subscription", headers: [{ key: "Cross-Origin-Opener-Policy", value: "unsafe-none" }] },
    ];
  },
};

export default withNextIntl(nextConfig);
