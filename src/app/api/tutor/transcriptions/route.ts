import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { transcribeTurn } from "@/features/tutor";
import { MAX_UTTERANCE_BYTES } from "@/lib/transcription";
import { readBodyWithin } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";

/** A recorded turn (the raw audio as the body: WebM, Ogg, WAV or MP4) as text, for a browser that cannot recognise speech. */
export const POST = apiRoute({}, async ({ request }) => {
  const viewer = await requireApiLearner(request);
  const audio = await readBodyWithin(request, MAX_UTTERANCE_BYTES);
  return Response.json(await transcribeTurn(await getDb(), viewer, audio), { headers: { "Cache-Control": "no-store" } });
});
