import { apiRoute } from "@/app/api/_lib/route";
import { deleteAllRecordings } from "@/features/pronunciation";

/** Deletes all of the learner's recordings at once (their scores stay). */
export const DELETE = apiRoute({ auth: "learner" }, async ({ db, viewer }) =>
  Response.json({ deleted: await deleteAllRecordings(db, viewer) }),
);
