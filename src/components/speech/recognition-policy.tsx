"use client";

import { createContext, useContext, type ReactNode } from "react";

/**
 * Whether the signed-in person may use the browser's own speech recognition (their organization
 * may turn it off: Chrome and Edge send the voice to Google or Microsoft). Set by the app's
 * layouts; outside them, as for a visitor, the browser decides alone.
 */
export const RecognitionAllowed = createContext(true);

/** False when the person's organization turned the browser's recognition off: the page says so instead of blaming the browser. */
export function useRecognitionAllowed(): boolean {
  return useContext(RecognitionAllowed);
}

export function RecognitionPolicy({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  return <RecognitionAllowed value={allowed}>{children}</RecognitionAllowed>;
}
