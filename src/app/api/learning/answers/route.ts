import { apiRoute } from "@/app/api/_lib/route";
import { answerSubmission, submitAnswer } from "@/features/learning";

/** One answer of the lesson player: judged and stored on the server, the verdict in the learner's language. */
export const POST = apiRoute(
  { auth: "learner", briefCache: true, input: answerSubmission },
  async ({ input, locale, db, viewer }) => Response.json(await submitAnswer(db, viewer, input, locale)),
);
