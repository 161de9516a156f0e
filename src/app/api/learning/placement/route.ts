import { apiRoute } from "@/app/api/_lib/route";
import { startPlacement } from "@/features/learning";

/** Starts the learner's placement test, or resumes the one in progress (a new one at most every 30 days). */
export const POST = apiRoute({ auth: "learner" }, async ({ locale, db, viewer }) =>
  Response.json(await startPlacement(db, viewer, locale)),
);
