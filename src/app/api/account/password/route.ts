import { changePassword, passwordChangeInput, requireApiViewer } from "@/features/auth";
import { apiRoute } from "@/lib/api/handler";

/** Changes the signed-in person's password (current one required), optionally ending their other sessions. */
export const POST = apiRoute({ input: passwordChangeInput }, async ({ request, input }) => {
  const viewer = await requireApiViewer(request);
  await changePassword(viewer, input, request.headers);
  return Response.json({ changed: true }, { headers: { "Cache-Control": "no-store" } });
});
