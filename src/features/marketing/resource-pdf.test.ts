import { extractTextItems, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/config";
import { PAGE } from "@/lib/pdf/pdf-writer";
import { elements, readTags } from "@/lib/pdf/testing/read-tags";
import { findResource, listResources, resourceSlugs, type Resource } from "./content";
import { renderResourcePdf, resourcePdf, resourcePdfLabels } from "./resource-pdf";

/*
 * Each resource in each language is rendered and read back with PDF.js (through unpdf), as a
 * reader of the file would select and search it.
 */

type Item = { str: string; x: number; y: number };

/** Any kind of space read as a plain one. */
const plain = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, " ").trim();

async function readPdf(bytes: Uint8Array) {
  const proxy = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  const { items } = await extractTextItems(proxy);
  const { info } = await getMeta(proxy);
  const pages: Item[][] = items.map((page) =>
    page.filter((item) => item.str.trim() !== "").map(({ str, x, y }) => ({ str: plain(str), x, y })),
  );
  // Items of one line joined by a space, lines by a space: a sentence split between two lines or pieces still reads whole.
  const text = plain(pages.map((page) => page.map((item) => item.str).join(" ")).join(" "));
  return { pages, text, info };
}

/** The resource's first level-2 heading and first absolute link, from its Markdown source. */
function landmarks(resource: Resource) {
  const heading = /^## (.+)$/m.exec(resource.body)![1]!;
  const url = /\]\((https:\/\/[^)\s]+)\)/.exec(resource.body)![1]!;
  return { heading, url };
}

const all = resourceSlugs().flatMap((slug) => locales.map((locale) => findResource(slug, locale)!));

describe("renderResourcePdf", () => {
  it("has both resources in the three languages to render", () => {
    expect(resourceSlugs().sort()).toEqual(["bill-96-employer-guide", "language-situation-report"]);
    for (const locale of locales) expect(listResources(locale)).toHaveLength(2);
  });

  it.each(all.map((resource) => [`${resource.slug} (${resource.locale})`, resource] as const))(
    "%s: title, a section heading, a cited address, the review date, the notice and page numbers",
    async (_, resource) => {
      const labels = await resourcePdfLabels(resource);
      const bytes = await renderResourcePdf(resource, labels);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      const pdf = await readPdf(bytes);
      const { heading, url } = landmarks(resource);

      expect(pdf.pages.length).toBeGreaterThan(1);
      expect(pdf.text).toContain(plain(resource.title));
      expect(pdf.text).toContain(plain(heading));
      expect(pdf.pages.flat().map((item) => item.str)).toContain(url);
      expect(pdf.text).toContain(plain(labels.reviewed));
      expect(labels.reviewed).toMatch(/2026/);
      expect(pdf.text).toContain(plain(labels.notLegal));
      expect(pdf.text).toContain(plain(labels.links));
      const total = pdf.pages.length;
      pdf.pages.forEach((page, index) => {
        const footer = page.filter((item) => item.y < PAGE.margin + PAGE.footerHeight).map((item) => item.str);
        expect(footer).toContain(plain(labels.page(index + 1, total)));
        expect(footer.some((str) => str.startsWith("madameai.ca · "))).toBe(true);
      });
      expect(pdf.info).toMatchObject({ Title: resource.title, Creator: "MadameAI" });
      // Nothing outside WinAnsi came through as a question mark (the checklist's ☐ is drawn as a box).
      expect(pdf.text).not.toMatch(/\?\?|☐/);
    },
  );

  it("numbers each link in the text and lists its address under the section", async () => {
    const resource = findResource("bill-96-employer-guide", "en")!;
    const pdf = await readPdf(await renderResourcePdf(resource, await resourcePdfLabels(resource)));
    expect(pdf.text).toMatch(/LégisQuébec \[1\]/);
    // Pieces of different looks, and a link's words (tagged apart), are separate items, which readPdf joins with a space.
    expect(pdf.text).toMatch(/\( ?OQLF, employer communications \[4\] ?, in French\)/);
    expect(pdf.text).toMatch(
      /Links cited \[1\] https:\/\/www\.legisquebec\.gouv\.qc\.ca\/\S* \[2\] https:\/\/www\.oqlf\.gouv\.qc\.ca\/?/,
    );
  });

  it("draws characters outside WinAnsi as readable stand-ins, without failing", async () => {
    const base = findResource("bill-96-employer-guide", "fr")!;
    const resource: Resource = {
      ...base,
      title: "Seuils ≥ 25 personnes → inscription 🎉",
      body: "## Équipe\u2009: Łódź ≤ 5 中文\n\nCoût\u202F: 1\u202F234\u00A0$, écart −5\u202F% ✅ **gras ≥** et *ﬁn* [lien → ici](https://example.org/a→b).\n\n| A ≥ | B |\n|---|---|\n| ≤ 1 | 👩🏽‍💻 |\n\n- ☐ case à cocher\n- [x] tâche faite\n",
    };
    const labels = await resourcePdfLabels(resource);
    const pdf = await readPdf(await renderResourcePdf(resource, labels));

    expect(pdf.text).toContain("Seuils >= 25 personnes -> inscription ?");
    expect(pdf.text).toContain("Équipe : Lódz <= 5 ??");
    expect(pdf.text).toContain("Coût : 1 234 $, écart -5 % ? gras >= et fin lien -> ici [1]");
    expect(pdf.text).toContain("case à cocher");
    expect(pdf.text).toContain("tâche faite");
    expect(pdf.text).toContain("https://example.org/a%E2%86%92b");
    expect(pdf.info.Title).toBe(resource.title);
  });
});

describe("the resource PDF's tags", () => {
  it.each(all.map((resource) => [`${resource.slug} (${resource.locale})`, resource] as const))(
    "%s: title as H1, sections, lists, tables, quotes and links tagged, footers as artifacts",
    async (_, resource) => {
      const labels = await resourcePdfLabels(resource);
      const pdf = await readTags(await renderResourcePdf(resource, labels));
      expect(pdf).toMatchObject({ language: { fr: "fr-CA", en: "en-CA", es: "es" }[resource.locale], marked: true });
      expect(pdf).toMatchObject({ displayDocTitle: true, title: resource.title });

      const first = pdf.pages[0]!.tree.children;
      expect(first.slice(0, 5).map((child) => child.role)).toEqual(["P", "H1", "P", "P", "P"]);
      expect(first[1]!.text).toBe(plain(resource.title));
      expect(first[4]!.text).toBe(plain(labels.notLegal));
      const all = pdf.pages.flatMap((page) => elements(page.tree));
      const roles = new Set(all.map((element) => element.role));
      for (const role of ["H2", "L", "LI", "Lbl", "LBody", "Table", "TR", "TH", "TD", "BlockQuote", "Link"])
        expect(roles).toContain(role);
      expect(all.filter((element) => element.role === "H1")).toHaveLength(1);
      expect(all.filter((element) => element.role === "H2").map((heading) => heading.text)).toContain(
        plain(landmarks(resource).heading),
      );
      for (const link of all.filter((element) => element.role === "Link")) expect(link.objects).toBe(1);
      pdf.pages.forEach((page, index) => {
        expect(page).toMatchObject({ unmarked: [], orphans: [] });
        expect(page.artifacts.map(plain)).toContain(plain(labels.page(index + 1, pdf.pages.length)));
      });
    },
  );
});

describe("resourcePdf", () => {
  it("makes each file once per process and answers null for an unknown resource or language", async () => {
    const first = resourcePdf("language-situation-report", "es");
    expect(first).not.toBeNull();
    expect(resourcePdf("language-situation-report", "es")).toBe(first);
    expect((await first!).byteLength).toBeGreaterThan(10_000);
    expect(resourcePdf("no-such-resource", "fr")).toBeNull();
  });

  it("gives the same bytes for the same resource: the file is dated by its review", async () => {
    const resource = findResource("bill-96-employer-guide", "fr")!;
    const labels = await resourcePdfLabels(resource);
    expect(await renderResourcePdf(resource, labels)).toEqual(await renderResourcePdf(resource, labels));
  });
});
