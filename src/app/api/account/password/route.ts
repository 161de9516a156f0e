import { apiRoute } from "@/app/api/_lib/route";
import { changePassword, passwordChangeInput } from "@/features/auth";

/** Changes the signed-in person's password (current one required), optionally ending their other sessions. */
export const POST = apiRoute({ input: passwordChangeInput }, async ({ request, input, viewer }) => {
  await changePassword(viewer, input, request.headers);
  return Response.json({ changed: true });
});
