import { apiRoute } from "@/lib/api/handler";
import { signUp, signUpInput } from "@/features/auth";

/** Open sign-up; refused with `signup_closed` while the allowSignup flag is off. */
export const POST = apiRoute({ input: signUpInput }, async ({ request, input }) => {
  await signUp(input, request.headers);
  return Response.json({ redirect: "/dashboard" }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
