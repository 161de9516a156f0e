import { cookies, headers } from "next/headers";
import { flags } from "@/config/flags";
import { SIDEBAR_COOKIE, THEME_COOKIE, isDarkOnServer, parseSidebarState, parseTheme } from "./cookies";

/** The display preferences of the current request, read from its cookies on the server. */
export async function requestPreferences() {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  // Without the switcher a person cannot change the theme, so an old cookie no longer applies.
  const theme = flags().themeSwitcher ? parseTheme(cookieStore.get(THEME_COOKIE)?.value) : "system";
  return {
    theme,
    dark: isDarkOnServer(theme, headerList.get("sec-ch-prefers-color-scheme")),
    sidebarState: parseSidebarState(cookieStore.get(SIDEBAR_COOKIE)?.value),
    nonce: headerList.get("x-nonce") ?? undefined,
  };
}
