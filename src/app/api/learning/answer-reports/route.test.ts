import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { postHeaders, TEST_ORIGIN as origin } from "@/db/testing/route-requests";
import { POST } from "./route";

async function post(
  body: unknown,
  { token, headers = {} }: { token?: string | null; headers?: Record<string, string> } = {},
) {
  const request = new NextRequest(`${origin}/api/learning/answer-reports`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(await postHeaders({ cookies: ["NEXT_LOCALE=en"], token })),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const response = await POST(request);
  return { status: response.status, json: await response.json() };
}

const report = { attemptId: "attempt-1", index: 2, kind: "lesson" };

// The stored report itself, the wall between learners and the review kind: reports.int.test.ts.
describe("POST /api/learning/answer-reports", () => {
  it("refuses a call without the page's CSRF token or from another origin", async () => {
    expect(await post(report, { token: null })).toMatchObject({
      status: 403,
      json: { error: { code: "csrf_invalid" } },
    });
    expect(await post(report, { headers: { origin: "https://evil.example" } })).toMatchObject({
      status: 403,
      json: { error: { code: "origin_forbidden" } },
    });
  });

  it("refuses a NUL character in the body as a bad request, before anything runs (as every JSON route does)", async () => {
    expect(await post({ ...report, attemptId: "attempt\u0000-1" })).toMatchObject({
      status: 400,
      json: { error: { code: "invalid_json" } },
    });
  });

  it("takes which answer, never its text: anything else is refused with the fields named", async () => {
    const withText = await post({ ...report, answer: "je suis fatigué" });
    expect(withText.status).toBe(422);
    expect(withText.json.error.code).toBe("validation_failed");
    const trial = await post({ ...report, kind: "trial" });
    expect(trial.json.error).toMatchObject({
      code: "validation_failed",
      fields: [{ path: "kind", code: "invalid_value" }],
    });
    expect((await post({ ...report, index: -1 })).json.error.fields).toEqual([{ path: "index", code: "too_small" }]);
    expect((await post({ kind: "review" })).json.error.code).toBe("validation_failed");
  });

  it("is for signed-in learners only: a visitor of /try is asked to sign in, in their language", async () => {
    const { status, json } = await post(report);
    expect(status).toBe(401);
    expect(json).toEqual({ error: { code: "unauthenticated", message: "Sign in to continue." } });
  });
});
