import { apiRoute } from "@/app/api/_lib/route";
import { attemptInput, MAX_RECORDING_BYTES, submitAttempt } from "@/features/pronunciation";
import { jsonField, readFormWithin } from "@/lib/api/body";

/** Room for the form's fields around the recording. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/**
 * A phrase said: multipart form with "attempt" (JSON: the phrase, what the browser recognised,
 * the recording's timing) and, optionally, "audio" (the recording). Answers with the score.
 */
export const POST = apiRoute({ auth: "learner" }, async ({ request, locale, db, viewer }) => {
  const form = await readFormWithin(request, MAX_RECORDING_BYTES + FORM_OVERHEAD_BYTES);
  const attempt = jsonField(form, "attempt", attemptInput);
  const file = form.get("audio");
  const audio = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
  return Response.json(await submitAttempt(db, viewer, attempt, audio, locale), { status: 201 });
});
