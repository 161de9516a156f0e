import { NextRequest } from "next/server";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import { testBed } from "@/db/testing/bed";
import { TEST_ORIGIN as origin, viewerOf } from "@/db/testing/route-requests";
import { twoTenants } from "@/db/testing/two-tenants";
import type * as authModule from "@/features/auth";
import { issueCertificate } from "@/features/certificates";
import { GET } from "./route";

const { a, b } = twoTenants;
// Whoever `signedIn` names is the caller, on the bed's database.
let signedIn: { id: string; name: string; email: string; locale: string } = a.learner;
vi.mock("@/features/auth", async (importOriginal) => ({
  ...(await importOriginal<typeof authModule>()),
  requireApiViewer: vi.fn(async () => viewerOf(signedIn)),
}));
vi.mock("@/db", async (importOriginal) => ({
  ...(await importOriginal<typeof dbModule>()),
  getDb: vi.fn(async () => bed.db),
}));

const bed = testBed();
const download = (certificateId: string) =>
  GET(new NextRequest(`${origin}/api/certificates/${certificateId}/pdf`, { headers: { origin } }));

describe("GET /api/certificates/<id>/pdf", () => {
  it("gives the owner their certificate, in French then their language; anyone else gets 404", async () => {
    const issued = (await issueCertificate(bed.db, {
      userId: a.learner.id,
      courseId: "fr",
      level: "A2",
      source: "placement",
      sourceId: "test-1",
    }))!;

    signedIn = a.learner;
    const mine = await download(issued.id);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("content-disposition")).toBe('attachment; filename="certificado-A2.pdf"');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await mine.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toContain("Attestation de niveau");
    expect(text).toContain("Certificado de nivel");
    expect(text).toContain(issued.code);

    for (const other of [b.learner, a.admin]) {
      signedIn = other;
      const refused = await download(issued.id);
      expect(refused.status).toBe(404);
    }
    signedIn = a.learner;
    expect((await download("no-such-certificate")).status).toBe(404);
  });
});
