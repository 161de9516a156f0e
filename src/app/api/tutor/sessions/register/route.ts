import { apiRoute } from "@/app/api/_lib/route";
import { changeRegister, registerChange } from "@/features/tutor";

/** The learner switches between tu and vous for the rest of a conversation with a model. */
export const POST = apiRoute({ auth: "learner", input: registerChange }, async ({ input, db, viewer }) =>
  Response.json(await changeRegister(db, viewer, input)),
);
