import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { postHeaders, TEST_ORIGIN } from "@/db/testing/route-requests";
import { POST } from "./route";

describe("POST /api/account/delete", () => {
  it("does not exist while the accountDeletion flag is off (the default)", async () => {
    const request = new NextRequest(`${TEST_ORIGIN}/api/account/delete`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(await postHeaders({ cookies: ["NEXT_LOCALE=en"] })) },
      body: JSON.stringify({ password: "whatever-it-is", confirmation: "DELETE" }),
    });
    const response = await POST(request);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "This resource could not be found." },
    });
  });
});
