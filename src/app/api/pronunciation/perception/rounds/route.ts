import { apiRoute } from "@/app/api/_lib/route";
import { perceptionRoundInput, startPerceptionRound } from "@/features/pronunciation";

/** A new round of a perception drill for one sound family: the items, each with its two words. */
export const POST = apiRoute({ auth: "learner", input: perceptionRoundInput }, async ({ input, locale, db, viewer }) =>
  Response.json(await startPerceptionRound(db, viewer, input, locale), { status: 201 }),
);
