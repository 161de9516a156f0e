import type { Theme } from "./cookies";

/**
 * Puts the theme's class on <html>. The theme-color <meta> tags belong to React (the root
 * layout's viewport); they are never touched here: the server renders them from the cookie,
 * and for "system" their media queries follow the operating system by themselves.
 */
export function applyThemeToDocument(theme: Theme, prefersDark: boolean): void {
  const dark = theme === "dark" || (theme === "system" && prefersDark);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

/** The same, inlined in <head> before the first paint, for "system" in browsers that send no colour-scheme hint. */
export const systemThemeScript =
  "try{var d=matchMedia('(prefers-color-scheme: dark)').matches;var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(_){}";
