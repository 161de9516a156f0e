import { apiRoute } from "@/app/api/_lib/route";
import { authDeps, emailChangeInput, requestEmailChange } from "@/features/auth";

/** Asks to change the account's address (password required): a confirmation link goes to the new address. */
export const POST = apiRoute({ input: emailChangeInput }, async ({ request, input, locale, viewer }) => {
  await requestEmailChange(await authDeps(), viewer, input, request.headers, locale);
  return Response.json({ sent: true });
});
