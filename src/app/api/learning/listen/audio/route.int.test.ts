import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import { testBed } from "@/db/testing/bed";
import { postHeaders, TEST_ORIGIN as origin, viewerOf } from "@/db/testing/route-requests";
import { twoTenants } from "@/db/testing/two-tenants";
import type * as billingModule from "@/features/billing";
import { courseIndex, openLesson } from "@/features/learning";
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

const { order, exercises } = courseIndex("fr");
let lesson: NonNullable<Awaited<ReturnType<typeof openLesson>>>;

const bed = testBed({
  prepare: async ({ db }) => {
    lesson = (await openLesson(db, { userId: twoTenants.a.learner.id }, { lessonId: order[0]! }, "en"))!;
  },
});

async function post(body: unknown) {
  return POST(
    new NextRequest(`${origin}/api/learning/listen/audio`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(await postHeaders({ cookies: ["NEXT_LOCALE=en"] })) },
      body: JSON.stringify(body),
    }),
  );
}

describe("POST /api/learning/listen/audio without a text-to-speech server", () => {
  it("answers the listen sentence as WAV in the synthetic voice", async () => {
    expect(process.env.TTS_BASE_URL).toBeUndefined();
    const index = lesson.items.findIndex((item) => exercises.get(item.exerciseId)!.type === "listen");
    expect(index).toBeGreaterThanOrEqual(0);
    const response = await post({ attemptId: lesson.attemptId, index });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/wav");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const audio = Buffer.from(await response.arrayBuffer());
    expect(audio.subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(audio.subarray(8, 12).toString("ascii")).toBe("WAVE");
    expect(Number(response.headers.get("content-length"))).toBe(audio.length);
    expect(audio.length).toBeGreaterThan(20_000);
    // Asked again, it comes from the cache: the same bytes, still whole after the first answer went out.
    const again = await post({ attemptId: lesson.attemptId, index });
    expect(Buffer.from(await again.arrayBuffer()).equals(audio)).toBe(true);
  });

  it("still speaks nothing but a listen item", async () => {
    const index = lesson.items.findIndex((item) => exercises.get(item.exerciseId)!.type !== "listen");
    const response = await post({ attemptId: lesson.attemptId, index });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
