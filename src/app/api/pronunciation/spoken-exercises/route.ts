import { getDb } from "@/db";
import { requireApiLearner } from "@/features/billing";
import { scoreSpokenExercise, spokenExerciseInput } from "@/features/pronunciation";
import { apiRoute } from "@/lib/api/handler";

/** A lesson's speak exercise scored word by word and sound by sound from what the browser heard. */
export const POST = apiRoute({ input: spokenExerciseInput }, async ({ request, input }) => {
  const viewer = await requireApiLearner(request);
  return Response.json(await scoreSpokenExercise(await getDb(), viewer, input), { headers: { "Cache-Control": "no-store" } });
});
