import { getDb } from "@/db";
import { requireApiViewer } from "@/features/auth";
import { learnerTurn, sendTurn } from "@/features/tutor";
import { isLocale } from "@/i18n/config";
import { apiRoute } from "@/lib/api/handler";

/** The learner's turn (typed or recognised from speech), stored with Madame's answer; the conversation as it now stands. */
export const POST = apiRoute({ input: learnerTurn }, async ({ request, input, locale }) => {
  const viewer = await requireApiViewer(request);
  const language = isLocale(viewer.locale) ? viewer.locale : locale;
  return Response.json(await sendTurn(await getDb(), viewer, input, language), { headers: { "Cache-Control": "no-store" } });
});
