import { apiRoute } from "@/app/api/_lib/route";
import { emailSelfCheckInput, saveEmailSelfCheck } from "@/features/learning";

/** The checklist items a learner ticked on their own self-checked e-mail, saved with it. */
export const POST = apiRoute({ auth: "learner", input: emailSelfCheckInput }, async ({ input, db, viewer }) => {
  await saveEmailSelfCheck(db, viewer, input);
  return new Response(null, { status: 204 });
});
