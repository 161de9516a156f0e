import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import { certificate } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { postHeaders, TEST_ORIGIN as origin, viewerOf } from "@/db/testing/route-requests";
import { twoTenants } from "@/db/testing/two-tenants";
import type * as authModule from "@/features/auth";
import { issueCertificate, verifyCertificate } from "@/features/certificates";
import { GET as download } from "../pdf/route";
import { POST } from "./route";

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
const withdraw = async (certificateId: string) =>
  POST(
    new NextRequest(`${origin}/api/certificates/${certificateId}/revoke`, {
      method: "POST",
      headers: await postHeaders(),
    }),
  );
const pdf = (certificateId: string) =>
  download(new NextRequest(`${origin}/api/certificates/${certificateId}/pdf`, { headers: { origin } }));
const stored = async (id: string) => (await bed.db.select().from(certificate).where(eq(certificate.id, id)))[0]!;

describe("POST /api/certificates/<id>/revoke", () => {
  it("lets the holder withdraw their certificate; verification then shows only the date, and the PDF is refused", async () => {
    const issued = (await issueCertificate(bed.db, {
      userId: a.learner.id,
      courseId: "fr",
      level: "A2",
      source: "placement",
      sourceId: "test-1",
    }))!;

    for (const other of [b.learner, a.admin]) {
      signedIn = other;
      const refused = await withdraw(issued.id);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ error: { code: "not_found" } });
    }
    expect(await stored(issued.id)).toMatchObject({ revokedAt: null, revokedBy: null });

    signedIn = a.learner;
    const withdrawn = await withdraw(issued.id);
    expect(withdrawn.status).toBe(200);
    const { revokedAt } = (await withdrawn.json()) as { revokedAt: string };
    expect(await stored(issued.id)).toMatchObject({ revokedAt: new Date(revokedAt), revokedBy: a.learner.id });
    // Again: the first date stands.
    expect(await (await withdraw(issued.id)).json()).toEqual({ revokedAt });

    expect(await verifyCertificate(bed.db, { code: issued.code, client: null })).toEqual({
      status: "revoked",
      revokedAt: new Date(revokedAt),
    });
    const refusedPdf = await pdf(issued.id);
    expect(refusedPdf.status).toBe(410);
    expect(await refusedPdf.json()).toMatchObject({ error: { code: "certificate_revoked" } });
    expect((await withdraw("no-such-certificate")).status).toBe(404);
  });
});
