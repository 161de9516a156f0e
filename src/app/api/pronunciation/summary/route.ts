import { apiRoute } from "@/app/api/_lib/route";
import { coachSummary, summaryInput } from "@/features/pronunciation";

/** The coach's summary of one of the learner's attempts, written by the model in the chosen tone. */
export const POST = apiRoute({ auth: "learner", input: summaryInput }, async ({ input, locale, db, viewer }) =>
  Response.json(await coachSummary(db, viewer, input, locale)),
);
