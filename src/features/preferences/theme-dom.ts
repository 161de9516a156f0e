import { themeColors, type Theme } from "./cookies";

/**
 * The few lines that put a theme on the page. The same logic runs twice: inlined in <head>
 * before the first paint (for "system" in browsers that send no colour-scheme hint), and in
 * the theme controller afterwards.
 */
export function applyThemeToDocument(theme: Theme, prefersDark: boolean): void {
  const dark = theme === "dark" || (theme === "system" && prefersDark);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.remove();
  const entries: [string, string | undefined][] =
    theme === "system"
      ? [
          [themeColors.light, "(prefers-color-scheme: light)"],
          [themeColors.dark, "(prefers-color-scheme: dark)"],
        ]
      : [[dark ? themeColors.dark : themeColors.light, undefined]];
  for (const [color, media] of entries) {
    const meta = document.createElement("meta");
    meta.name = "theme-color";
    meta.content = color;
    if (media) meta.media = media;
    document.head.appendChild(meta);
  }
}

/** The pre-paint script for "system": only the class, the metas already follow the OS by media query. */
export const systemThemeScript =
  "try{var d=matchMedia('(prefers-color-scheme: dark)').matches;var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(_){}";
