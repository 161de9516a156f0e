/**
 * The settings a prerendered page shows (its public address, the privacy officer, the data region,
 * links out, the flags): read from the build's environment. The proxy serves prerendered pages
 * only while the running server has the same ones, so a change of settings without a new build
 * falls back to pages rendered per request instead of showing stale values.
 */
const NAMES = [
  "APP_URL",
  "CONTACT_EMAIL",
  "DATA_REGION",
  "PRIVACY_OFFICER_NAME",
  "PRIVACY_OFFICER_EMAIL",
  "WAITLIST_URL",
  "GROUP_CALL_URL",
  "COMPANION_CONVERSATION_URL",
  "COMPANION_TRIAL_URL",
  "COMPANION_PRONUNCIATION_URL",
];

export function prerenderedSettings(source: Record<string, string | undefined>): string {
  const names = [...NAMES, ...Object.keys(source).filter((name) => name.startsWith("FLAG_"))].sort();
  return JSON.stringify(names.map((name) => [name, source[name] ?? null]));
}

/** Whether the running server's settings are those the pages were built with (next.config.ts puts the build's in PRERENDERED_SETTINGS). */
export function runningWithBuildSettings(): boolean {
  return process.env.PRERENDERED_SETTINGS === prerenderedSettings(process.env);
}
