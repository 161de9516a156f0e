export { handleAnalyticsRequest } from "./http";
export { ingestEvents, deleteExpiredEvents, ANALYTICS_RETENTION_DAYS } from "./ingest";
export { forwardToVendor, vendorSettings, keepAnalyticsMoving } from "./forward";
export { CONSENT_COOKIE, CONSENT_DAYS, parseConsent, type Consent } from "./consent";
export { ANALYTICS_SETTINGS, ANALYTICS_ENDPOINT, FIRST_PARTY_KEY, MASK_ATTRIBUTE } from "./settings";
