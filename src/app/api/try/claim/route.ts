import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { claimTrial, readTrial, storeTrial } from "@/features/learning/trial";
import { apiRoute } from "@/lib/api/handler";

/** Carries the visitor's finished trial into the signed-in account, then forgets the cookie. */
export const POST = apiRoute({}, async ({ request }) => {
  const viewer = await requireApiViewer(request);
  const outcome = await claimTrial(await getDb(), viewer, readTrial(request));
  return storeTrial(NextResponse.json({ outcome }, { headers: { "Cache-Control": "no-store" } }), null);
});
