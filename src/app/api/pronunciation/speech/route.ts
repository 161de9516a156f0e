import { apiRoute } from "@/app/api/_lib/route";
import { phraseRef, speakPhrase } from "@/features/pronunciation";
import { audioResponse } from "@/lib/api/download";

/** A practice phrase in the server's voice, for a browser with no voice for the language. */
export const POST = apiRoute({ auth: "learner", input: phraseRef }, async ({ input, db, viewer }) =>
  audioResponse(await speakPhrase(db, viewer, input)),
);
