import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { LOCALE_COOKIE, PREFERENCE_COOKIE_MAX_AGE } from "@/features/preferences";
import { profileInput, updateProfile } from "@/features/profile";
import { apiRoute } from "@/lib/api/handler";

/** The signed-in person's name and interface language (which also becomes this browser's language). */
export const POST = apiRoute({ input: profileInput }, async ({ request, input }) => {
  const viewer = await requireApiViewer(request);
  await updateProfile(await getDb(), { userId: viewer.userId, ...input });
  const response = NextResponse.json({ profile: input }, { headers: { "Cache-Control": "no-store" } });
  response.cookies.set(LOCALE_COOKIE, input.locale, { path: "/", maxAge: PREFERENCE_COOKIE_MAX_AGE, sameSite: "lax" });
  return response;
});
