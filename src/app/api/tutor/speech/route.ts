import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { speakForSession, spokenLine } from "@/features/tutor";
import { apiRoute } from "@/lib/api/handler";

/** One of Madame's sentences in the server's voice, for a browser with no voice for the language. */
export const POST = apiRoute({ input: spokenLine }, async ({ request, input }) => {
  const viewer = await requireApiLearner(request);
  const { audio, contentType } = await speakForSession(await getDb(), viewer, input);
  return new Response(audio, { headers: { "Content-Type": contentType, "Content-Length": String(audio.byteLength), "Cache-Control": "private, no-store" } });
});
