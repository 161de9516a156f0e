import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { listenRequest } from "@/features/learning";
import { synthesizeReviewListen } from "@/features/review";
import { apiRoute } from "@/lib/api/handler";

/** A listen card's sentence as audio from the text-to-speech server, for a browser with no voice for the language. */
export const POST = apiRoute({ input: listenRequest }, async ({ request, input }) => {
  const viewer = await requireApiLearner(request);
  const { audio, contentType } = await synthesizeReviewListen(await getDb(), viewer, input);
  return new Response(audio, { headers: { "Content-Type": contentType, "Content-Length": String(audio.byteLength), "Cache-Control": "private, no-store" } });
});
