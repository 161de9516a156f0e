import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { placementTestRef, synthesizePlacementListen } from "@/features/learning";
import { apiRoute } from "@/lib/api/handler";

/** The placement test's listening item as audio from the text-to-speech server, for a browser with no voice for the language. */
export const POST = apiRoute({ input: placementTestRef }, async ({ request, input }) => {
  const viewer = await requireApiLearner(request);
  const { audio, contentType } = await synthesizePlacementListen(await getDb(), viewer, input);
  return new Response(audio, { headers: { "Content-Type": contentType, "Content-Length": String(audio.byteLength), "Cache-Control": "private, no-store" } });
});
