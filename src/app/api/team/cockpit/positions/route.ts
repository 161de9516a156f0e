import { apiRoute } from "@/app/api/_lib/route";
import {
  addOtherLanguagePosition,
  deleteOtherLanguagePosition,
  otherLanguagePositionInput,
  otherLanguagePositionUpdate,
  updateOtherLanguagePosition,
} from "@/features/francization";
import { unitIdInput } from "@/features/team";

const acting = (viewer: { userId: string }, membership: { organizationId: string }) => ({
  organizationId: membership.organizationId,
  actorId: viewer.userId,
});

/** An admin records a position that requires another language than French, with its s.46 justification. */
export const POST = apiRoute(
  { auth: "teamAdmin", input: otherLanguagePositionInput },
  async ({ input, db, viewer, membership }) =>
    Response.json(await addOtherLanguagePosition(db, acting(viewer, membership), input), { status: 201 }),
);

export const PATCH = apiRoute(
  { auth: "teamAdmin", input: otherLanguagePositionUpdate },
  async ({ input, db, viewer, membership }) => {
    await updateOtherLanguagePosition(db, acting(viewer, membership), input);
    return Response.json({ ok: true });
  },
);

export const DELETE = apiRoute({ auth: "teamAdmin", input: unitIdInput }, async ({ input, db, viewer, membership }) => {
  await deleteOtherLanguagePosition(db, acting(viewer, membership), input);
  return Response.json({ ok: true });
});
