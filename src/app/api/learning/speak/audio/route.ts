import { apiRoute } from "@/app/api/_lib/route";
import { listenRequest, synthesizeSpeak } from "@/features/learning";
import { audioResponse } from "@/lib/api/download";

/** A speak exercise's sentence as audio from the server, the model to imitate for a browser with no voice. */
export const POST = apiRoute({ auth: "learner", input: listenRequest }, async ({ input, db, viewer }) =>
  audioResponse(await synthesizeSpeak(db, viewer, input)),
);
