import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { transcribeTurn } from "@/features/tutor";
import { MAX_UTTERANCE_BYTES } from "@/lib/transcription";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";

/** A recorded turn (the raw audio as the body: WebM, Ogg, WAV or MP4) as text, for a browser that cannot recognise speech. */
export const POST = apiRoute({}, async ({ request }) => {
  const viewer = await requireApiViewer(request);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_UTTERANCE_BYTES) throw new ApiError("payload_too_large");
  const audio = new Uint8Array(await request.arrayBuffer());
  if (audio.byteLength > MAX_UTTERANCE_BYTES) throw new ApiError("payload_too_large");
  return Response.json(await transcribeTurn(await getDb(), viewer, audio), { headers: { "Cache-Control": "no-store" } });
});
