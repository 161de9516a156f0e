import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import { testBed } from "@/db/testing/bed";
import { postHeaders, TEST_ORIGIN as origin, viewerOf } from "@/db/testing/route-requests";
import { twoTenants } from "@/db/testing/two-tenants";
import type * as authModule from "@/features/auth";
import { getPronunciation, submitAttempt } from "@/features/pronunciation";
import { objectKey, objectStore } from "@/lib/object-store";
import { s3Bed } from "@/lib/testing/s3-server";
import { silentWav } from "@/lib/testing/speech-server";
import { DELETE, GET } from "./route";

// Carlos, signed in, on the bed's database, with S3 configured and served by scripts/s3-server.mjs.
vi.mock("@/features/auth", async (importOriginal) => ({
  ...(await importOriginal<typeof authModule>()),
  requireApiViewer: vi.fn(async () => viewerOf(twoTenants.a.learner, { name: "Carlos", locale: "fr" })),
}));
vi.mock("@/db", async (importOriginal) => ({
  ...(await importOriginal<typeof dbModule>()),
  getDb: vi.fn(async () => bed.db),
}));

const s3 = s3Bed();
const bed = testBed();
const carlos = { userId: twoTenants.a.learner.id };
const phrase = getPronunciation("fr").phrases[0]!;
const wav = () => new Uint8Array(silentWav(1500));
const keyOf = (recordingId: string) => objectKey(carlos, "pronunciation", recordingId);

async function recorded(): Promise<string> {
  const attempt = await submitAttempt(
    bed.db,
    carlos,
    { phraseId: phrase.id, alternatives: [phrase.text] },
    wav(),
    "fr",
  );
  return attempt.recordingId!;
}

async function call(handler: typeof GET, method: "GET" | "DELETE", recordingId: string): Promise<Response> {
  const headers = await postHeaders({ cookies: ["NEXT_LOCALE=fr"] });
  return handler(new NextRequest(`${origin}/api/pronunciation/recordings/${recordingId}`, { method, headers }));
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe("/api/pronunciation/recordings/<id> with recordings in the object store", () => {
  it("downloads the learner's recording from the store", async () => {
    const recordingId = await recorded();
    const response = await call(GET, "GET", recordingId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/wav");
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(wav()))).toBe(true);
  });

  it("answers 410 with a clear message when the store no longer has the object", async () => {
    const recordingId = await recorded();
    await objectStore()!.delete([keyOf(recordingId)]);
    const response = await call(GET, "GET", recordingId);
    expect(response.status).toBe(410);
    expect(await errorOf(response)).toMatchObject({
      code: "recording_gone",
      message: expect.stringContaining("plus disponible"),
    });
  });

  it("deletes the object with the recording", async () => {
    const recordingId = await recorded();
    expect((await call(DELETE, "DELETE", recordingId)).status).toBe(200);
    await expect(objectStore()!.get(keyOf(recordingId))).rejects.toMatchObject({ name: "ObjectMissingError" });
    expect((await call(GET, "GET", recordingId)).status).toBe(404);
  });

  it("answers 503, never 500, while the store does not answer", async () => {
    const recordingId = await recorded();
    await s3.server.stop();
    const response = await call(GET, "GET", recordingId);
    expect(response.status).toBe(503);
    expect((await errorOf(response)).code).toBe("storage_unavailable");
  });
});
