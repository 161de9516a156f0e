import { authDeps, emailChangeInput, requestEmailChange, requireApiViewer } from "@/features/auth";
import { apiRoute } from "@/lib/api/handler";

/** Asks to change the account's address (password required): a confirmation link goes to the new address. */
export const POST = apiRoute({ input: emailChangeInput }, async ({ request, input, locale }) => {
  const viewer = await requireApiViewer(request);
  await requestEmailChange(await authDeps(), viewer, input, request.headers, locale);
  return Response.json({ sent: true }, { headers: { "Cache-Control": "no-store" } });
});
