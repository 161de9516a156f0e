import { apiRoute } from "@/app/api/_lib/route";
import { speakForSession, spokenLine } from "@/features/tutor";
import { audioResponse } from "@/lib/api/download";

/** One of Madame's sentences in the server's voice, for a browser with no voice for the language. */
export const POST = apiRoute({ auth: "learner", input: spokenLine }, async ({ input, db, viewer }) =>
  audioResponse(await speakForSession(db, viewer, input)),
);
