import { apiRoute } from "@/app/api/_lib/route";
import { rateRecording, selfRatingInput } from "@/features/pronunciation";

/** The learner's rating of their recording beside the model; the recording itself is not sent. */
export const POST = apiRoute({ auth: "learner", input: selfRatingInput }, async ({ input, db, viewer }) =>
  Response.json(await rateRecording(db, viewer, input), { status: 201 }),
);
