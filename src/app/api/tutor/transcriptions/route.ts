import { apiRoute } from "@/app/api/_lib/route";
import { transcribeTurn } from "@/features/tutor";
import { readBodyWithin } from "@/lib/api/body";
import { MAX_UTTERANCE_BYTES } from "@/lib/transcription";

/** A recorded turn (the raw audio as the body: WebM, Ogg, WAV or MP4) as text, for a browser that cannot recognise speech. */
export const POST = apiRoute({ auth: "learner" }, async ({ request, db, viewer }) => {
  const audio = await readBodyWithin(request, MAX_UTTERANCE_BYTES);
  return Response.json(await transcribeTurn(db, viewer, audio));
});
