"use client";

import { useEffect } from "react";
import { currentConsent, identify, onConsentChange } from "../client";
import type { AnalyticsIdentity as Identity } from "../types";

/** In the signed-in app: tells the analytics who this is, once the person has consented (and when they do). */
export function AnalyticsIdentity({ identity }: { identity: Identity }) {
  const { id, email, displayName, language } = identity;
  useEffect(() => {
    const apply = () => {
      if (currentConsent() === "granted") void identify({ id, email, displayName, language });
    };
    apply();
    return onConsentChange(apply);
  }, [id, email, displayName, language]);
  return null;
}
