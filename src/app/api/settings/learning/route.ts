import { apiRoute } from "@/app/api/_lib/route";
import { learningSettingsInput, updateLearningSettings } from "@/features/learners";

/** The signed-in person changes their learning settings (language to learn, job, pace, time zone). */
export const PUT = apiRoute({ auth: "viewer", input: learningSettingsInput }, async ({ input, db, viewer }) => {
  await updateLearningSettings(db, { userId: viewer.userId }, input);
  return Response.json({ ok: true });
});
