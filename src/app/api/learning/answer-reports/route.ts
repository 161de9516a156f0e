import { apiRoute } from "@/app/api/_lib/route";
import { answerReportRequest, reportAnswer } from "@/features/learning";

/** "My answer should be accepted": reports the learner's own rejected answer at that position; reporting it again changes nothing. */
export const POST = apiRoute({ auth: "learner", input: answerReportRequest }, async ({ input, locale, db, viewer }) => {
  await reportAnswer(db, viewer, input, locale);
  return Response.json({ reported: true });
});
