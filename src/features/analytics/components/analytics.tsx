"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { chooseConsent, identify, sweep, trackView } from "../client";
import type { Consent } from "../consent";
import { ConsentBanner, OPEN_CONSENT_EVENT } from "./consent-banner";

/**
 * On every page: the consent banner until the visitor chooses (and again from the footer's
 * "Témoins"), and, once they said yes, a page view per page. `signedIn` false forgets the
 * person who signed out, so the next visitor of this browser is not counted as them.
 */
export function Analytics({ initialConsent, signedIn }: { initialConsent: Consent | null; signedIn: boolean }) {
  const [consent, setConsent] = useState(initialConsent);
  const [open, setOpen] = useState(initialConsent === null);
  const pathname = usePathname();

  useEffect(() => {
    const reopen = () => setOpen(true);
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  useEffect(() => {
    if (consent === "granted" && !signedIn) void identify(null);
    // A "no" leaves nothing behind, even what an earlier "yes" stored.
    if (consent === "denied") sweep();
  }, [consent, signedIn]);

  useEffect(() => {
    // After the page's title is in place.
    if (consent === "granted") setTimeout(() => void trackView(pathname), 0);
  }, [consent, pathname]);

  if (!open) return null;
  return (
    <ConsentBanner
      current={consent}
      onChoose={(choice) => {
        setOpen(false);
        void chooseConsent(choice);
        setConsent(choice);
      }}
      onClose={consent ? () => setOpen(false) : null}
    />
  );
}
