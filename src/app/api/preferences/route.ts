import { NextResponse } from "next/server";
import { apiRoute } from "@/app/api/_lib/route";
import {
  LOCALE_COOKIE,
  PREFERENCE_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE,
  THEME_COOKIE,
  preferencesInput,
  rememberLocaleForViewer,
} from "@/features/preferences";

/** Saves the interface language, theme and sidebar state in their cookies (and the language with the account, when signed in). */
export const POST = apiRoute({ public: true, database: false, input: preferencesInput }, async ({ request, input }) => {
  if (input.locale) await rememberLocaleForViewer(input.locale, request.headers);
  const response = NextResponse.json({ preferences: input });
  const cookieOptions = { path: "/", maxAge: PREFERENCE_COOKIE_MAX_AGE, sameSite: "lax" as const };
  if (input.locale) response.cookies.set(LOCALE_COOKIE, input.locale, cookieOptions);
  if (input.theme) response.cookies.set(THEME_COOKIE, input.theme, cookieOptions);
  if (input.sidebarState) response.cookies.set(SIDEBAR_COOKIE, input.sidebarState, cookieOptions);
  return response;
});
