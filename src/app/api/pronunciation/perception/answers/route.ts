import { apiRoute } from "@/app/api/_lib/route";
import { answerPerception, perceptionAnswerInput } from "@/features/pronunciation";

/** Which word the learner heard: the server's verdict, the word played, the family's progress. */
export const POST = apiRoute({ auth: "learner", input: perceptionAnswerInput }, async ({ input, db, viewer }) =>
  Response.json(await answerPerception(db, viewer, input), { status: 201 }),
);
