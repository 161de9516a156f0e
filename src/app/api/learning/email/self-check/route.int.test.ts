import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import { emailSubmission } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { postHeaders, TEST_ORIGIN as origin, viewerOf } from "@/db/testing/route-requests";
import { twoTenants } from "@/db/testing/two-tenants";
import type * as billingModule from "@/features/billing";
import { POST } from "./route";

// Carlos, signed in as a learner, on the bed's database.
vi.mock("@/features/billing", async (importOriginal) => ({
  ...(await importOriginal<typeof billingModule>()),
  requireApiLearner: vi.fn(async () => viewerOf(twoTenants.a.learner)),
}));
vi.mock("@/db", async (importOriginal) => ({
  ...(await importOriginal<typeof dbModule>()),
  getDb: vi.fn(async () => bed.db),
}));

const submission = (id: string, userId: string, source: "self" | "model") => ({
  id,
  userId,
  exerciseId: "fr-u05-l03-email",
  subject: "Réunion",
  body: "Bonjour Luis,",
  textKey: id,
  locale: "es",
  source,
});
const bed = testBed({
  prepare: async ({ db }) => {
    await db
      .insert(emailSubmission)
      .values([
        submission("carlos-self", twoTenants.a.learner.id, "self"),
        submission("carlos-corrected", twoTenants.a.learner.id, "model"),
        submission("priya-self", twoTenants.b.learner.id, "self"),
      ]);
  },
});

async function tick(body: unknown, token?: null) {
  return POST(
    new NextRequest(`${origin}/api/learning/email/self-check`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(await postHeaders({ token })) },
      body: JSON.stringify(body),
    }),
  );
}
const ticksOf = async (id: string) =>
  (await bed.db.select().from(emailSubmission).where(eq(emailSubmission.id, id)))[0]!.selfCheck;

describe("POST /api/learning/email/self-check", () => {
  it("saves the learner's ticks on their own self-checked e-mail", async () => {
    const response = await tick({ submissionId: "carlos-self", ticked: [3, 1] });
    expect(response.status).toBe(204);
    expect(await ticksOf("carlos-self")).toEqual([1, 3]);
  });

  it("answers 404 for another learner's e-mail and for a corrected one, which stay as they were", async () => {
    for (const submissionId of ["priya-self", "carlos-corrected", "no-such-email"]) {
      const response = await tick({ submissionId, ticked: [0] });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
    }
    expect(await ticksOf("priya-self")).toBeNull();
    expect(await ticksOf("carlos-corrected")).toBeNull();
  });

  it("refuses other fields, an item past any checklist, and a request without the page's CSRF token", async () => {
    expect((await tick({ submissionId: "carlos-self", ticked: [0], userId: twoTenants.b.learner.id })).status).toBe(
      422,
    );
    expect((await tick({ submissionId: "carlos-self", ticked: [99] })).status).toBe(422);
    expect((await tick({ submissionId: "carlos-self", ticked: [2] }, null)).status).toBe(403);
    expect(await ticksOf("carlos-self")).toEqual([1, 3]);
  });
});
