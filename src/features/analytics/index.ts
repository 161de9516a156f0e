export { handleAnalyticsRequest } from "./http";
export { deleteExpiredEvents, ANALYTICS_RETENTION_DAYS } from "./ingest";
export { relayStoredEvents, vendorSettings, type VendorSettings } from "./forward";
export { CONSENT_COOKIE, parseConsent } from "./consent";
