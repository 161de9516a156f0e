/**
 * The visitor's analytics choice (Law 25: nothing is sent before a yes; no is as easy as yes and
 * is remembered too). A first-party cookie the server reads to show the banner or not, and the
 * ingestion endpoint reads to refuse events sent without a yes.
 */
export const CONSENT_COOKIE = "madameai_consent";
export const CONSENT_DAYS = 365;

export type Consent = "granted" | "denied";

/** The recorded choice, or null when the visitor has not chosen yet. */
export function parseConsent(value: string | undefined | null): Consent | null {
  return value === "granted" || value === "denied" ? value : null;
}

/** The Set-Cookie text written by the browser when the visitor chooses. */
export function consentCookie(choice: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_DAYS * 24 * 60 * 60}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
