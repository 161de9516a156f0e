import { apiRoute } from "@/app/api/_lib/route";
import { messageRef, translateLine } from "@/features/tutor";

/** One of Madame's lines in the learner's first language when it can be, else the interface's (never the language learned). */
export const POST = apiRoute({ auth: "learner", input: messageRef }, async ({ input, locale, db, viewer }) =>
  Response.json(await translateLine(db, viewer, input, locale)),
);
