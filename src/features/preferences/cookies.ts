/** Cookie names are fixed: README.md and /privacy list them, and browsers keep them across releases. */
export const THEME_COOKIE = "theme";
export const SIDEBAR_COOKIE = "sidebarState";
export { LOCALE_COOKIE } from "@/i18n/config";

export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];
export const sidebarStates = ["expanded", "collapsed"] as const;
export type SidebarState = (typeof sidebarStates)[number];

/** The browser's `theme-color` per theme: white in light, near-black in dark. */
export const themeColors = { light: "#ffffff", dark: "#0b0b0f" } as const;

/** Preference cookies last a year, like the analytics consent cookie. */
export const PREFERENCE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function parseTheme(value: string | undefined | null): Theme {
  return themes.find((theme) => theme === value) ?? "system";
}

export function parseSidebarState(value: string | undefined | null): SidebarState {
  return value === "collapsed" ? "collapsed" : "expanded";
}

/**
 * Whether the first HTML should carry the `dark` class: an explicit choice wins; for "system"
 * the Sec-CH-Prefers-Color-Scheme client hint decides when the browser sent it (an inline script
 * covers browsers that do not).
 */
export function isDarkOnServer(theme: Theme, colorSchemeHint: string | null | undefined): boolean {
  if (theme === "dark") return true;
  if (theme === "light") return false;
  return colorSchemeHint === "dark";
}
