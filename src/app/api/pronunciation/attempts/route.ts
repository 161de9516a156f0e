import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { attemptInput, MAX_RECORDING_BYTES, submitAttempt } from "@/features/pronunciation";
import { isLocale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { readBodyWithin } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";

/** Room for the form's fields around the recording. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/**
 * A phrase said: multipart form with "attempt" (JSON: the phrase, what the browser recognised,
 * the recording's timing) and, optionally, "audio" (the recording). Answers with the score.
 */
export const POST = apiRoute({}, async ({ request, locale }) => {
  const viewer = await requireApiLearner(request);
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) throw new ApiError("unsupported_media_type");
  const body = await readBodyWithin(request, MAX_RECORDING_BYTES + FORM_OVERHEAD_BYTES);
  const form = await new Response(body, { headers: { "content-type": contentType } }).formData().catch(() => {
    throw new ApiError("bad_request");
  });
  let fields: unknown;
  try {
    fields = JSON.parse(String(form.get("attempt") ?? ""));
  } catch {
    throw new ApiError("invalid_json");
  }
  const parsed = attemptInput.safeParse(fields);
  if (!parsed.success) throw new ApiError("validation_failed", parsed.error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code })));
  const file = form.get("audio");
  const audio = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
  const language = isLocale(viewer.locale) ? viewer.locale : locale;
  return Response.json(await submitAttempt(await getDb(), viewer, parsed.data, audio, language), { status: 201, headers: { "Cache-Control": "no-store" } });
});
