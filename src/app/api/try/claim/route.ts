import { NextResponse } from "next/server";
import { apiRoute } from "@/app/api/_lib/route";
import { claimTrial, readTrial, storeTrial } from "@/features/learning";

/** Carries the visitor's finished trial into the signed-in account, then forgets the cookie. */
export const POST = apiRoute({}, async ({ request, db, viewer }) => {
  const outcome = await claimTrial(db, viewer, readTrial(request));
  return storeTrial(NextResponse.json({ outcome }), null);
});
