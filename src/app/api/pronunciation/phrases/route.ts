import { apiRoute } from "@/app/api/_lib/route";
import { generatePhrases } from "@/features/pronunciation";

/** Practice phrases written by the model for the learner's job, checked, then kept as theirs. */
export const POST = apiRoute({ auth: "learner" }, async ({ locale, db, viewer }) =>
  Response.json(await generatePhrases(db, viewer, locale)),
);
