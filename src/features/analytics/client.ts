"use client";

import type * as Amplitude from "@amplitude/analytics-browser";
import { CONSENT_COOKIE, consentCookie, parseConsent, type Consent } from "./consent";
import { FIRST_PARTY_KEY, sdkOptions } from "./settings";
import type { AnalyticsIdentity } from "./types";
import { redactPath } from "./redact";

/*
 * The analytics SDK in the browser. Its code is fetched only once the visitor has said yes, so
 * before that nothing can be sent or stored (no cookie, no queue). Saying no later opts the SDK
 * out, reloads the page without it and removes what it kept.
 */

type Sdk = typeof Amplitude;
let loading: Promise<Sdk> | null = null;
let identified: string | null = null;

function sdk(): Promise<Sdk> {
  loading ??= import("@amplitude/analytics-browser").then(async (amplitude) => {
    await amplitude.init(FIRST_PARTY_KEY, sdkOptions(window.location.origin)).promise;
    return amplitude;
  });
  return loading;
}

const listeners = new Set<() => void>();

/** The visitor's recorded choice, read from its cookie. */
export function currentConsent(): Consent | null {
  const pair = document.cookie.split(/;\s*/).find((candidate) => candidate.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(pair?.slice(CONSENT_COOKIE.length + 1));
}

/** Calls `listener` whenever the visitor changes their choice; returns the unsubscribe. */
export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Records the visitor's choice (cookie, 365 days). A yes starts the SDK. A no after a yes stops it
 * for good: the page reloads without it (nothing queued can leave), and the SDK's cookie and
 * queue are swept, here and on every page while the answer is no.
 */
export async function chooseConsent(choice: Consent): Promise<void> {
  // A running SDK stops sending before the cookie says no: a batch leaving in between would be refused.
  const running = choice === "granted" ? null : loading;
  if (running) (await running).setOptOut(true);
  document.cookie = consentCookie(choice, window.location.protocol === "https:");
  listeners.forEach((listener) => listener());
  if (choice === "granted") {
    const amplitude = await sdk();
    amplitude.setOptOut(false);
    return;
  }
  sweep();
  if (running) window.location.reload();
}

/** Removes what the SDK kept in this browser: its identifier cookie and its queue of unsent events. */
export function sweep(): void {
  // The SDK may have set its cookie on the parent domain (.madameai.ca): removed on each candidate.
  const parts = window.location.hostname.split(".");
  const domains = ["", ...parts.slice(0, -1).map((_, index) => `; Domain=.${parts.slice(index).join(".")}`)];
  for (const name of document.cookie.split(/;\s*/).map((pair) => pair.split("=")[0]!)) {
    if (name.startsWith("AMP_")) for (const domain of domains) document.cookie = `${name}=; Path=/; Max-Age=0${domain}`;
  }
  for (const key of Object.keys(window.localStorage)) if (key.startsWith("AMP_")) window.localStorage.removeItem(key);
}

/** The signed-in person (identify: id, e-mail, display name, language; no more), or nobody after sign-out. */
export async function identify(identity: AnalyticsIdentity | null): Promise<void> {
  const amplitude = await sdk();
  if (!identity) {
    // Someone signed out (here or in another tab): a new device id, no user.
    if (amplitude.getUserId()) amplitude.reset();
    identified = null;
    return;
  }
  if (identified === identity.id) return;
  identified = identity.id;
  amplitude.setUserId(identity.id);
  amplitude.identify(
    new amplitude.Identify()
      .set("email", identity.email)
      .set("displayName", identity.displayName)
      .set("language", identity.language),
  );
}

/** A page view and, inside the signed-in app, a screen_view (named by the route, ids left out). */
export async function trackView(pathname: string): Promise<void> {
  const amplitude = await sdk();
  const path = redactPath(pathname);
  const properties = {
    page_path: path,
    page_location: `${window.location.origin}${path}`,
    page_title: document.title,
    language: document.documentElement.lang,
  };
  amplitude.track("page_view", properties);
  const screen = screenName(pathname);
  if (screen) amplitude.track("screen_view", { screen_name: screen, ...properties });
}

const APP_AREAS = [
  "dashboard",
  "team",
  "madameai",
  "pronunciation",
  "settings",
  "lesson",
  "placement",
  "onboarding",
  "unit-test",
];

/** "/madameai/3f2b…" → "madameai/:id"; null outside the signed-in app. */
export function screenName(pathname: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  if (!APP_AREAS.includes(segments[0] ?? "")) return null;
  return segments
    .map((segment) => (/^[0-9a-f-]{16,}$/i.test(segment) || /\d/.test(segment) ? ":id" : segment))
    .join("/");
}
