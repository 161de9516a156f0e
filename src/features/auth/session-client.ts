import { request } from "@/lib/request";

/** Tabs of this browser hear about a sign-out at once, without waiting for their next check. */
export const AUTH_CHANNEL = "madameai-auth";

/**
 * Sign-out: ask the server to end the session, and whatever it answers (or if it
 * cannot be reached), forget the local state and show the sign-in page.
 */
export async function signOutEverywhere({ tellOtherTabs = true }: { tellOtherTabs?: boolean } = {}): Promise<void> {
  try {
    await request("POST", "/api/session/sign-out");
  } catch {
    // Signing out must never leave the person stuck signed in on this screen.
  }
  try {
    if (tellOtherTabs) new BroadcastChannel(AUTH_CHANNEL).postMessage("signed-out");
  } catch {
    // BroadcastChannel unavailable: other tabs notice at their next check.
  }
  // A full page load, not the router: nothing of the signed-in person stays in this tab's memory.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a document load is the point here
  window.location.assign("/auth/sign-in");
}
