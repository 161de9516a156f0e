/**
 * Security headers (decision 004). The CSP carries a per-request nonce, which Next.js puts
 * on its own scripts when it finds the policy on the request.
 */
type PolicyOptions = { development: boolean; embeddedCheckout?: boolean };

export function contentSecurityPolicy(nonce: string, options: PolicyOptions): string {
  // 'strict-dynamic' lets the nonce'd Next.js runtime load its chunks.
  return policy(`'self' 'nonce-${nonce}' 'strict-dynamic'`, options);
}

/**
 * The policy of a prerendered page: its inline scripts by hash and the app's own script files,
 * the same for every visitor, so the page can be cached (decision 038).
 */
export function prerenderedContentSecurityPolicy(scriptHashes: readonly string[], options: PolicyOptions): string {
  return policy(["'self'", ...scriptHashes].join(" "), options);
}

function policy(scriptSources: string, { development, embeddedCheckout = false }: PolicyOptions): string {
  // Embedded checkout (off by default) runs Stripe's form in frames from Stripe, talking to Stripe.
  const stripe = embeddedCheckout ? " https://js.stripe.com https://checkout.stripe.com https://api.stripe.com" : "";
  return [
    "default-src 'self'",
    // eval only for dev tooling.
    `script-src ${scriptSources}${development ? " 'unsafe-eval'" : ""}`,
    // React and Radix set style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self' blob:",
    `connect-src 'self'${stripe}${development ? " ws:" : ""}`,
    // The reminders' service worker (public/push-worker.js), registered only when web push is on.
    "worker-src 'self'",
    `frame-src 'self'${stripe}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers for every response, set in next.config.ts. */
export function staticSecurityHeaders({ production }: { production: boolean }): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    // The tutor and the pronunciation coach record from this origin only; nothing else is allowed.
    {
      key: "Permissions-Policy",
      value: "microphone=(self), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    },
    // Lets Chromium tell the server the OS colour scheme so "system" renders right in the first HTML.
    { key: "Accept-CH", value: "Sec-CH-Prefers-Color-Scheme" },
    { key: "Vary", value: "Sec-CH-Prefers-Color-Scheme" },
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
