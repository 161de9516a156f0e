import { getDb } from "@/db";
import { signInWithPassword, signUp, signUpInput } from "@/features/auth";
import { createAccountFromInvitation } from "@/features/orgs";
import { apiRoute } from "@/lib/api/handler";

/**
 * Creates an account and signs it in. With an invitation's secret the invited address gets its
 * account even while sign-up is closed; without one, only while the allowSignup flag is on
 * (otherwise `signup_closed`). With e-mail verification on, open sign-up answers `verificationSent`
 * and the session opens from the e-mailed link.
 */
export const POST = apiRoute({ input: signUpInput }, async ({ request, input }) => {
  const { invitation, ...person } = input;
  const headers = { "Cache-Control": "no-store" };
  if (invitation) {
    // The e-mailed invitation proved the address: the account opens at once.
    await createAccountFromInvitation(await getDb(), { token: invitation, ...person });
    await signInWithPassword(person, request.headers);
  } else if ((await signUp(person, request.headers)).verificationRequired) {
    return Response.json({ verificationSent: true }, { status: 201, headers });
  }
  return Response.json({ redirect: "/onboarding" }, { status: 201, headers });
});
