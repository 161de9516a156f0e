import { apiRoute } from "@/app/api/_lib/route";
import { scoreSpokenExercise, spokenExerciseInput } from "@/features/pronunciation";

/** A lesson's speak exercise scored word by word and sound by sound from what the browser heard. */
export const POST = apiRoute({ auth: "learner", input: spokenExerciseInput }, async ({ input, db, viewer }) =>
  Response.json(await scoreSpokenExercise(db, viewer, input)),
);
