import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import { lessonAttempt } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { postHeaders, TEST_ORIGIN as origin, viewerOf } from "@/db/testing/route-requests";
import { twoTenants } from "@/db/testing/two-tenants";
import type * as billingModule from "@/features/billing";
import { POST } from "./route";

// Carlos, signed in as a learner, on the bed's database; no TTS_BASE_URL (the default setup).
vi.mock("@/features/billing", async (importOriginal) => ({
  ...(await importOriginal<typeof billingModule>()),
  requireApiLearner: vi.fn(async () => viewerOf(twoTenants.a.learner, { name: "Carlos", locale: "en" })),
}));
vi.mock("@/db", async (importOriginal) => ({
  ...(await importOriginal<typeof dbModule>()),
  getDb: vi.fn(async () => bed.db),
}));

const piece = { exerciseId: "fr-u05-l04-listening", round: 1 as const };

const bed = testBed({
  prepare: async ({ db }) => {
    await db.insert(lessonAttempt).values([
      { id: "carlos-piece", userId: twoTenants.a.learner.id, courseId: "fr", lessonId: "fr-u05-l04", items: [piece] },
      { id: "priya-piece", userId: twoTenants.b.learner.id, courseId: "fr", lessonId: "fr-u05-l04", items: [piece] },
    ]);
  },
});

async function post(body: unknown) {
  return POST(
    new NextRequest(`${origin}/api/learning/comprehension/audio`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(await postHeaders({ cookies: ["NEXT_LOCALE=en"] })) },
      body: JSON.stringify(body),
    }),
  );
}

describe("POST /api/learning/comprehension/audio without a text-to-speech server", () => {
  it("answers the learner's piece as one private WAV", async () => {
    const response = await post({ attemptId: "carlos-piece", index: 0 });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/wav");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const audio = Buffer.from(await response.arrayBuffer());
    expect(audio.subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(audio.length).toBeGreaterThan(200_000);
  });

  it("answers 404 for another learner's attempt, and 422 for a speed it does not know or any text", async () => {
    const theirs = await post({ attemptId: "priya-piece", index: 0 });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ error: { code: "not_found" } });
    expect((await post({ attemptId: "carlos-piece", index: 0, speed: "fast" })).status).toBe(422);
    expect((await post({ attemptId: "carlos-piece", index: 0, text: "Bonjour" })).status).toBe(422);
  });
});
