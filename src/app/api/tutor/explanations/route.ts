import { apiRoute } from "@/app/api/_lib/route";
import { explainLine, messageRef } from "@/features/tutor";

/** More about the correction of one of the learner's turns, in their interface language. */
export const POST = apiRoute({ auth: "learner", input: messageRef }, async ({ input, locale, db, viewer }) =>
  Response.json(await explainLine(db, viewer, input, locale)),
);
