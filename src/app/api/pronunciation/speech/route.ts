import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { phraseRef, speakPhrase } from "@/features/pronunciation";
import { apiRoute } from "@/lib/api/handler";

/** A practice phrase in the server's voice, for a browser with no voice for the language. */
export const POST = apiRoute({ input: phraseRef }, async ({ request, input }) => {
  const viewer = await requireApiLearner(request);
  const { audio, contentType } = await speakPhrase(await getDb(), viewer, input);
  return new Response(audio, { headers: { "Content-Type": contentType, "Content-Length": String(audio.byteLength), "Cache-Control": "private, no-store" } });
});
