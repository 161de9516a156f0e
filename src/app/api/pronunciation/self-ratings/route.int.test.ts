import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import { testBed } from "@/db/testing/bed";
import { postHeaders, TEST_ORIGIN as origin, viewerOf } from "@/db/testing/route-requests";
import { twoTenants } from "@/db/testing/two-tenants";
import type * as billingModule from "@/features/billing";
import { getPronunciation } from "@/features/pronunciation";
import { POST } from "./route";

// Carlos, signed in as a learner, on the bed's database; no speech-to-text server (the default setup).
vi.mock("@/features/billing", async (importOriginal) => ({
  ...(await importOriginal<typeof billingModule>()),
  requireApiLearner: vi.fn(async () => viewerOf(twoTenants.a.learner, { name: "Carlos", locale: "fr" })),
}));
vi.mock("@/db", async (importOriginal) => ({
  ...(await importOriginal<typeof dbModule>()),
  getDb: vi.fn(async () => bed.db),
}));

const bed = testBed();
const phrase = getPronunciation("fr").phrases[0]!;

async function rate(body: unknown, withCsrf = true) {
  return POST(
    new NextRequest(`${origin}/api/pronunciation/self-ratings`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(await postHeaders({ cookies: ["NEXT_LOCALE=fr"], token: withCsrf ? undefined : null })),
      },
      body: JSON.stringify(body),
    }),
  );
}

describe("POST /api/pronunciation/self-ratings", () => {
  it("stores the learner's rating of a phrase", async () => {
    const response = await rate({ phraseId: phrase.id, rating: "almost" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ phraseId: phrase.id, rating: "almost" });
  });

  it("answers 400 with a stable, localized code for a rating outside the scale or an unknown phrase", async () => {
    for (const body of [
      { phraseId: phrase.id, rating: "perfect" },
      { phraseId: "fr-nope", rating: "same" },
    ]) {
      const response = await rate(body);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe("pronunciation_self_rating_invalid");
      expect(error.message).toMatch(/^Cette évaluation ne peut pas être enregistrée/);
    }
  });

  it("refuses a body with other fields, and a request without the page's CSRF token", async () => {
    expect((await rate({ phraseId: phrase.id, rating: "same", userId: twoTenants.b.learner.id })).status).toBe(422);
    expect((await rate({ phraseId: phrase.id, rating: "same" }, false)).status).toBe(403);
  });
});
