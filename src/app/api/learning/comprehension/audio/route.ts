import { apiRoute } from "@/app/api/_lib/route";
import { comprehensionAudioRequest, synthesizeComprehension } from "@/features/learning";
import { audioResponse } from "@/lib/api/download";

/** A listening piece as one WAV, each line in its speaker's voice, at normal or slow speed. */
export const POST = apiRoute({ auth: "learner", input: comprehensionAudioRequest }, async ({ input, db, viewer }) =>
  audioResponse(await synthesizeComprehension(db, viewer, input)),
);
