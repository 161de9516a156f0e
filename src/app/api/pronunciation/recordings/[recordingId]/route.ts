import { apiRoute } from "@/app/api/_lib/route";
import { deleteRecording, recordingAudio } from "@/features/pronunciation";
import { ApiError } from "@/lib/api/errors";
import { downloadResponse } from "@/lib/api/download";

function recordingIdOf(request: { nextUrl: URL }): string {
  const id = decodeURIComponent(request.nextUrl.pathname.split("/").pop() ?? "");
  if (!/^[\w-]{1,64}$/.test(id)) throw new ApiError("not_found");
  return id;
}

/** The learner's own recording, as a download (their data: no subscription needed): never shown inline, never sniffed as anything but audio. */
export const GET = apiRoute({}, async ({ request, db, viewer }) => {
  const recordingId = recordingIdOf(request);
  const { audio, mime } = await recordingAudio(db, viewer, { recordingId });
  const extension = mime.split("/")[1] === "mp4" ? "m4a" : mime.split("/")[1];
  return downloadResponse(new Uint8Array(audio), {
    type: mime,
    length: audio.byteLength,
    filename: `recording-${recordingId}.${extension}`,
  });
});

/** Deletes one of the learner's recordings (its score stays); erasing one's data needs no subscription (Law 25). */
export const DELETE = apiRoute({}, async ({ request, db, viewer }) => {
  if (!(await deleteRecording(db, { userId: viewer.userId, recordingId: recordingIdOf(request) })))
    throw new ApiError("not_found");
  return Response.json({ ok: true });
});
