import { apiRoute } from "@/app/api/_lib/route";
import { contactInput, submitContact } from "@/features/contact";

/** The contact form (no account needed): stored, e-mailed to the team, acknowledged to the sender. */
export const POST = apiRoute({ public: true, input: contactInput }, async ({ input, db }) => {
  await submitContact(db, input);
  return Response.json({ ok: true }, { status: 201 });
});
