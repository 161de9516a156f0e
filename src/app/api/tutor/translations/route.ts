import { apiRoute } from "@/app/api/_lib/route";
import { messageRef, translateLine } from "@/features/tutor";

/** One of Madame's lines in the learner's interface language. */
export const POST = apiRoute({ auth: "learner", input: messageRef }, async ({ input, locale, db, viewer }) =>
  Response.json(await translateLine(db, viewer, input, locale)),
);
