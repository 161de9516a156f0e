import { getDb } from "@/db";
import { contactInput, submitContact } from "@/features/contact";
import { apiRoute } from "@/lib/api/handler";

/** The contact form (no account needed): stored, e-mailed to the team, acknowledged to the sender. */
export const POST = apiRoute({ input: contactInput }, async ({ input }) => {
  await submitContact(await getDb(), input);
  return Response.json({ ok: true }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
