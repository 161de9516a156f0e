import { authDeps, passwordConfirmationInput, requireApiViewer, turnOffTwoFactor } from "@/features/auth";
import { apiRoute } from "@/lib/api/handler";

/**
 * Turns two-factor off (password required). Not behind the flag: someone who turned it on keeps
 * a way to turn it off if the service later switches the feature off.
 */
export const POST = apiRoute({ input: passwordConfirmationInput }, async ({ request, input }) => {
  const viewer = await requireApiViewer(request);
  await turnOffTwoFactor(await authDeps(), viewer, input, request.headers);
  return Response.json({ disabled: true }, { headers: { "Cache-Control": "no-store" } });
});
