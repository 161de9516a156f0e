import type { Types } from "@amplitude/analytics-browser";

/**
 * The analytics SDK's settings (decision 023): queued events leave every second, at most 30 per
 * request; a failed request is tried 5 times in all, 1 s × the attempt number apart; a session
 * ends after 30 minutes without activity; the offline queue keeps 1000 events; the identifier
 * cookie lasts 365 days. Autocaptured clicks keep at most 255 characters of text, 128 per
 * attribute and 1024 of element path. The last three, the retry delay and the offline cap are the
 * SDK's own constants: analytics.test.ts reads them from the package, so an upgrade that changes
 * them fails there. The SDK's remote-configuration timeout (5 s) has nothing to wait on here:
 * remote configuration is off, because the browser would fetch it from the vendor.
 */
export const ANALYTICS_SETTINGS = {
  flushIntervalMillis: 1000,
  flushQueueSize: 30,
  flushMaxRetries: 5,
  sessionTimeoutMillis: 30 * 60 * 1000,
  offlineQueueCap: 1000,
  cookieExpirationDays: 365,
  retryDelayMillis: 1000,
  autocapture: { textLimit: 255, attributeLimit: 128, hierarchyLimit: 1024 },
} as const;

/** Our own ingestion endpoint: every event goes there first (the server relays to the vendor when configured). */
export const ANALYTICS_ENDPOINT = "/api/analytics";

/**
 * The SDK needs a project key; ours is not a secret and names no vendor project (the vendor's key
 * stays on the server). Its first 10 characters name the SDK's cookie and storage: AMP_madameai1p.
 */
export const FIRST_PARTY_KEY = "madameai1p";

export function sdkOptions(origin: string): Types.BrowserOptions {
  return {
    serverUrl: new URL(ANALYTICS_ENDPOINT, origin).toString(),
    useBatch: false,
    flushIntervalMillis: ANALYTICS_SETTINGS.flushIntervalMillis,
    flushQueueSize: ANALYTICS_SETTINGS.flushQueueSize,
    flushMaxRetries: ANALYTICS_SETTINGS.flushMaxRetries,
    sessionTimeout: ANALYTICS_SETTINGS.sessionTimeoutMillis,
    cookieOptions: {
      expiration: ANALYTICS_SETTINGS.cookieExpirationDays,
      sameSite: "Lax",
      secure: origin.startsWith("https:"),
      upgrade: false,
    },
    // Events wait in the browser while it is offline and leave when it is back.
    offline: false,
    // Remote configuration would be fetched from the vendor by the browser: the settings are ours, in this file.
    fetchRemoteConfig: false,
    remoteConfig: { fetchRemoteConfig: false },
    enableRequestBodyCompression: false,
    // Page-view and screen_view events are sent by us, with the route's name.
    autocapture: {
      attribution: false,
      pageViews: false,
      sessions: true,
      formInteractions: false,
      fileDownloads: true,
      elementInteractions: true,
      frustrationInteractions: false,
      networkTracking: false,
      webVitals: false,
      performanceTracking: false,
      pageUrlEnrichment: false,
    },
    // No IP address, no carrier: not needed to improve the product.
    trackingOptions: { ipAddress: false, language: true, platform: true },
    identityStorage: "cookie",
    logLevel: 0,
  };
}
