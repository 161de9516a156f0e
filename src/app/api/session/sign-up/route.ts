import { apiRoute } from "@/app/api/_lib/route";
import { signInWithPassword, signUp, signUpInput } from "@/features/auth";
import { createAccountFromInvitation } from "@/features/orgs";

/**
 * Creates an account and signs it in. With an invitation's secret the invited address gets its
 * account even while sign-up is closed; without one, only while the allowSignup flag is on
 * (otherwise `signup_closed`). With e-mail verification on, open sign-up answers `verificationSent`
 * and the session opens from the e-mailed link.
 */
export const POST = apiRoute({ public: true, input: signUpInput }, async ({ request, input, db }) => {
  const { invitation, ...person } = input;
  if (invitation) {
    // The e-mailed invitation proved the address: the account opens at once.
    await createAccountFromInvitation(db, { token: invitation, ...person });
    await signInWithPassword(person, request.headers);
  } else if ((await signUp(person, request.headers)).verificationRequired) {
    return Response.json({ verificationSent: true }, { status: 201 });
  }
  return Response.json({ redirect: "/onboarding" }, { status: 201 });
});
