import { extractTextItems, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { readTags } from "@/lib/pdf/testing/read-tags";
import { renderCertificatePdf } from "./certificate-pdf";
import { certificateDocument } from "./document";
import type { IssuedCertificate } from "./issue";

/* The certificate rendered and read back with PDF.js (through unpdf): what a reader can select and search. */

const plain = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, " ").trim();

async function textOf(bytes: Uint8Array): Promise<{ text: string; info: Record<string, unknown> }> {
  const proxy = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  const { items } = await extractTextItems(proxy);
  const { info } = await getMeta(proxy);
  return {
    text: plain(
      items
        .flat()
        .map((item) => item.str)
        .join(" "),
    ),
    info,
  };
}

const issued: IssuedCertificate = {
  id: "certificate-1",
  code: "K7M2Q-X9ZR4-HT3WP",
  userId: "user-1",
  holderName: "Łucja Nguyễn-Tremblay",
  organizationId: "org-1",
  organizationName: "Boulangerie Côté & Frères inc.",
  courseId: "fr",
  level: "B1",
  source: "unitTest",
  sourceId: "attempt-1",
  issuedAt: new Date("2026-11-20T15:00:00Z"),
  revokedAt: null,
  revokedBy: null,
};
const appUrl = "https://app.madameai.test/";

describe("the certificate PDF", () => {
  it("for a French-speaking learner: French only, with every fact, the address and the honest line", async () => {
    const doc = await certificateDocument(issued, { locale: "fr", appUrl });
    const { text, info } = await textOf(await renderCertificatePdf(doc));
    expect(info.Title).toBe("Attestation de niveau");
    expect(text).toContain("Łucja Nguyễn-Tremblay a atteint le niveau B1 (NCLC 5–6) en français dans MadameAI.");
    expect(text).toContain("20 novembre 2026");
    expect(text).toContain("Boulangerie Côté & Frères inc.");
    expect(text).toContain("Test d'unité réussi");
    expect(text).toContain("https://app.madameai.test/verify/K7M2Q-X9ZR4-HT3WP");
    expect(text).toContain("Ce n'est pas un test officiel");
    expect(text).toContain("TCF Canada");
    expect(text).toContain("CELPIP");
    expect(text).not.toContain("Certificate of level");
    expect(doc.filename).toBe("attestation-B1.pdf");
  });

  it("for an English-speaking learner: French first, then English", async () => {
    const doc = await certificateDocument(
      { ...issued, courseId: "en", level: "A2", organizationName: null, source: "placement" },
      { locale: "en", appUrl },
    );
    const { text } = await textOf(await renderCertificatePdf(doc));
    const french = text.indexOf("Attestation de niveau");
    const english = text.indexOf("Certificate of level");
    expect(french).toBeGreaterThanOrEqual(0);
    expect(english).toBeGreaterThan(french);
    expect(text).toContain("a atteint le niveau A2 (CLB 3–4) en anglais");
    expect(text).toContain("reached level A2 (CLB 3–4) in English in MadameAI.");
    expect(text).toContain("November 20, 2026");
    expect(text).toContain("Placement test");
    expect(text).toContain("It is not an official test");
    expect(text).not.toContain("Organization");
    expect(doc.filename).toBe("certificate-A2.pdf");
  });

  it("is tagged: each language a section in that language, its title a heading, its facts a table", async () => {
    const doc = await certificateDocument(issued, { locale: "es", appUrl });
    const pdf = await readTags(await renderCertificatePdf(doc));
    expect(pdf).toMatchObject({ language: "fr-CA", marked: true, displayDocTitle: true });

    const sections = pdf.pages.flatMap((page) => page.tree.children);
    expect(sections.map((section) => [section.role, section.lang])).toEqual([
      ["Sect", "fr-CA"],
      ["Sect", "es"],
    ]);
    const [french, spanish] = sections;
    expect(french!.children.map((child) => child.role)).toEqual(["P", "H1", "P", "Table", "P"]);
    expect(french!.children[1]!.text).toBe("Attestation de niveau");
    expect(spanish!.children.find((child) => child.role === "H1")!.text).toBe(doc.sections[1]!.title);
    const rows = french!.children[3]!.children;
    expect(rows.map((row) => row.children.map((cell) => cell.role))).toEqual(rows.map(() => ["TH", "TD"]));
    expect(rows[0]!.children.map((cell) => cell.text)).toEqual(["Nom", "Łucja Nguyễn-Tremblay"]);
    for (const page of pdf.pages) {
      expect(page).toMatchObject({ unmarked: [], orphans: [] });
      expect(page.artifacts.map(plain)).toEqual([plain(doc.footer)]);
    }
  });
});
