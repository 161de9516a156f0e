"use client";

import { createContext, type ReactNode } from "react";

/**
 * Whether the signed-in person may use the browser's own speech recognition (their organization
 * may turn it off: Chrome and Edge send the voice to Google or Microsoft). Set by the app's
 * layouts; outside them, as for a visitor, the browser decides alone.
 */
export const RecognitionAllowed = createContext(true);

export function RecognitionPolicy({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  return <RecognitionAllowed value={allowed}>{children}</RecognitionAllowed>;
}
