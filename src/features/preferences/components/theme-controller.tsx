"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { request } from "@/lib/request";
import { themeColors, type Theme } from "../cookies";
import { applyThemeToDocument } from "../theme-dom";

type ThemeContextValue = { theme: Theme; setTheme: (theme: Theme) => Promise<void> };
const ThemeContext = createContext<ThemeContextValue | null>(null);

const darkQuery = "(prefers-color-scheme: dark)";

/** Holds the chosen theme; while it is "system", follows the operating system live. */
export function ThemeController({ initialTheme, children }: { initialTheme: Theme; children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(initialTheme);

  useEffect(() => {
    if (theme !== "system") return;
    const media = window.matchMedia(darkQuery);
    const follow = () => applyThemeToDocument("system", media.matches);
    follow();
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, [theme]);

  const setTheme = useCallback(async (next: Theme) => {
    setThemeState(next);
    applyThemeToDocument(next, window.matchMedia(darkQuery).matches);
    await request("POST", "/api/preferences", { theme: next });
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return (
    <ThemeContext.Provider value={value}>
      <ThemeColorMeta theme={theme} />
      {children}
    </ThemeContext.Provider>
  );
}

/**
 * The browser's theme colour. React hoists these into <head>, in the server's first HTML too,
 * and replaces them when the choice changes; for "system" the media queries follow the OS live.
 */
function ThemeColorMeta({ theme }: { theme: Theme }) {
  if (theme !== "system") return <meta name="theme-color" content={themeColors[theme]} />;
  return (
    <>
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={themeColors.light} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={themeColors.dark} />
    </>
  );
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside <ThemeController>");
  return value;
}
