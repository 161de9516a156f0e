import { apiRoute } from "@/app/api/_lib/route";
import { authDeps, passwordConfirmationInput, turnOffTwoFactor } from "@/features/auth";

/**
 * Turns two-factor off (password required). Not behind the flag: someone who turned it on keeps
 * a way to turn it off if the service later switches the feature off.
 */
export const POST = apiRoute({ input: passwordConfirmationInput }, async ({ request, input, viewer }) => {
  await turnOffTwoFactor(await authDeps(), viewer, input, request.headers);
  return Response.json({ disabled: true });
});
