import { apiRoute } from "@/app/api/_lib/route";
import { invitationInput, invite } from "@/features/orgs";

/** An admin invites an address into their organization (the e-mail goes out in the chosen language). */
export const POST = apiRoute({ auth: "admin", input: invitationInput }, async ({ input, db, viewer, membership }) =>
  Response.json(await invite(db, { userId: viewer.userId, name: viewer.name, membership }, input), { status: 201 }),
);
