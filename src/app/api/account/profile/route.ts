import { NextResponse } from "next/server";
import { apiRoute } from "@/app/api/_lib/route";
import { LOCALE_COOKIE, PREFERENCE_COOKIE_MAX_AGE } from "@/features/preferences";
import { profileInput, updateProfile } from "@/features/learners";

/** The signed-in person's name and interface language (which also becomes this browser's language). */
export const POST = apiRoute({ input: profileInput }, async ({ input, db, viewer }) => {
  await updateProfile(db, { userId: viewer.userId, ...input });
  const response = NextResponse.json({ profile: input });
  response.cookies.set(LOCALE_COOKIE, input.locale, { path: "/", maxAge: PREFERENCE_COOKIE_MAX_AGE, sameSite: "lax" });
  return response;
});
