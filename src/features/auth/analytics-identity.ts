import type { Locale } from "@/i18n/config";
import type { Viewer } from "./viewer";

/** What the analytics module may know of a signed-in person (decision 023): no more. */
export type AnalyticsIdentity = { id: string; email: string; displayName: string; language: Locale };

/** The identity the (consented) analytics module sends after sign-in. */
export function analyticsIdentity(
  viewer: Pick<Viewer, "userId" | "email" | "name">,
  language: Locale,
): AnalyticsIdentity {
  return { id: viewer.userId, email: viewer.email, displayName: viewer.name, language };
}
