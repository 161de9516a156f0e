import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import { testBed } from "@/db/testing/bed";
import { postHeaders, TEST_ORIGIN as origin, viewerOf } from "@/db/testing/route-requests";
import { twoTenants } from "@/db/testing/two-tenants";
import type * as billingModule from "@/features/billing";
import { getPronunciation } from "@/features/pronunciation";
import { silentWav } from "@/lib/testing/speech-server";
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

describe("POST /api/pronunciation/attempts where nothing can recognise the recording", () => {
  it("answers 409 with what to do instead, never 503", async () => {
    const form = new FormData();
    form.set("attempt", JSON.stringify({ phraseId: phrase.id, alternatives: [] }));
    form.set("audio", new Blob([new Uint8Array(silentWav(1500))], { type: "audio/wav" }), "recording.wav");
    const response = await POST(
      new NextRequest(`${origin}/api/pronunciation/attempts`, {
        method: "POST",
        headers: await postHeaders({ cookies: ["NEXT_LOCALE=fr"] }),
        body: form,
      }),
    );
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("pronunciation_scoring_unavailable");
    expect(error.message).toContain("Comparez-vous plutôt au modèle");
  });
});
