import { PDFDict, PDFDocument, PDFName, PDFStream } from "@cantoo/pdf-lib";
import { extractTextItems, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { PAGE } from "@/lib/pdf/pdf-writer";
import { elements, readTags } from "@/lib/pdf/testing/read-tags";
import type { ReportDocument } from "./document";
import { renderReportPdf } from "./report-pdf";

/*
 * Each test renders a document and reads it back with PDF.js (through unpdf), the engine of
 * Firefox's viewer: what it extracts is what a reader of the file can select and search.
 */

type Item = { str: string; x: number; y: number };
type ReadPdf = { pages: Item[][]; text: string[]; info: Record<string, unknown> };

/** Any kind of space read as a plain one, so "12 345" matches whichever space was drawn. */
const plain = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, " ").trim();

async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const proxy = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  const { items } = await extractTextItems(proxy);
  const { info } = await getMeta(proxy);
  const pages = items.map((page) =>
    page.filter((item) => item.str.trim() !== "").map(({ str, x, y }) => ({ str: plain(str), x, y })),
  );
  return { pages, text: pages.map((page) => page.map((item) => item.str).join(" ")), info };
}

/** The fonts embedded in the file: each descriptor's name and the size of its font program. */
async function embeddedFonts(bytes: Uint8Array): Promise<{ name: string; bytes: number }[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context.enumerateIndirectObjects().flatMap(([, object]) => {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("FontDescriptor")) return [];
    const program = object.lookup(PDFName.of("FontFile2"), PDFStream);
    return [{ name: object.lookup(PDFName.of("FontName"), PDFName).decodeText(), bytes: program.getContentsSize() }];
  });
}

// fr-CA separates thousands with a no-break space (U+00A0), fr and fr-FR with a narrow one (U+202F),
// which WinAnsi lacks: the sample has both.
const groups = new Intl.NumberFormat("fr", { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat("fr-CA", { style: "percent", maximumFractionDigits: 1 });

const sample: ReportDocument = {
  language: "fr",
  title: "Rapport annuel de francisation 2026",
  subtitle: "Boulangerie Côté & Frères inc.",
  generatedOn: "15 janvier 2027",
  meta: [
    { label: "Entreprise", value: "Boulangerie Côté & Frères inc." },
    { label: "Numéro d’entreprise (NEQ)", value: "1171234567" },
    { label: "Période", value: "Du 1er janvier au 31 décembre 2026" },
  ],
  sections: [
    {
      heading: "Connaissance du français",
      paragraphs: [
        "Les employés ont suivi « Français au travail » à l’été ; la part jugée apte a progressé grâce à la formation – surtout à l’entrepôt.",
      ],
      table: {
        columns: ["Groupe", "Personnes", "Aptes", "Part non apte", "Heures"],
        align: ["left", "right", "right", "right", "right"],
        rows: [
          ["Production (boulangers, pâtissiers)", "42", "30", percent.format(0.286), groups.format(12345.5)],
          ["Ventes — comptoir", "12", "12", percent.format(0), groups.format(980)],
          ["Entrepôt et réception", "7", "3", percent.format(0.571), "—"],
        ],
      },
      note: "Les groupes de moins de cinq personnes ne sont pas détaillés.",
    },
  ],
  notice:
    "Ce rapport aide à préparer l’analyse de la situation linguistique ; il ne remplace pas les formulaires de l’Office québécois de la langue française.",
};

const manyRows = (count: number): ReportDocument => ({
  ...sample,
  sections: [
    {
      heading: "Registre des formations",
      table: {
        columns: ["Date", "Formation", "Heures"],
        align: ["left", "left", "right"],
        rows: Array.from({ length: count }, (_, i) => [
          `2026-03-${String((i % 28) + 1).padStart(2, "0")}`,
          `Séance n° ${i + 1} à Montréal`,
          String(i % 7),
        ]),
      },
    },
  ],
});

describe("renderReportPdf", () => {
  it("writes the title, the French text with its accents, every cell and the notice", async () => {
    const pdf = await readPdf(await renderReportPdf(sample));

    expect(pdf.pages).toHaveLength(1);
    const strings = pdf.pages[0]!.map((item) => item.str);
    expect(strings).toContain(sample.title);
    expect(strings).toContain(sample.subtitle);
    expect(pdf.text[0]).toContain(plain(sample.sections[0]!.paragraphs![0]!));
    for (const { label, value } of sample.meta) expect(strings).toEqual(expect.arrayContaining([label, value]));
    const table = sample.sections[0]!.table!;
    for (const cell of [...table.columns, ...table.rows.flat()]) expect(strings).toContain(plain(cell));
    expect(pdf.text[0]).toContain(sample.sections[0]!.note);
    expect(pdf.text[0]).toContain(plain(sample.notice));
    expect(strings).toContain("Page 1 de 1");
  });

  it("draws Intl's narrow no-break space as a space, not a question mark", async () => {
    const cell = groups.format(12345.5);
    expect(cell).toBe("12\u202F345,5");
    const proxy = await getDocumentProxy((await renderReportPdf(sample)).slice(), { verbosity: 0 });
    const { items } = await extractTextItems(proxy);
    const drawn = items[0]!.map((item) => item.str);
    // Drawn as WinAnsi's no-break space (pdf-text.test.ts), which PDF.js reads back as a plain space.
    expect(drawn).toContain("12 345,5");
    expect(drawn.join(" ")).not.toContain("?");
  });

  it("sets the title, the language and the creator in the file's metadata", async () => {
    const { info } = await readPdf(await renderReportPdf(sample));
    expect(info).toMatchObject({
      Title: sample.title,
      Subject: sample.subtitle,
      Language: "fr-CA",
      Creator: "MadameAI",
    });
  });

  it("carries a long table over several pages, with its header on each and every row once", async () => {
    const doc = manyRows(300);
    const pdf = await readPdf(await renderReportPdf(doc));
    const pages = pdf.pages.length;

    expect(pages).toBeGreaterThan(1);
    pdf.pages.forEach((page, index) => {
      const strings = page.map((item) => item.str);
      expect(strings).toEqual(expect.arrayContaining(["Date", "Formation", "Heures"]));
      expect(strings).toContain(`Page ${index + 1} de ${pages}`);
      if (index > 0) expect(strings).toContain("Registre des formations (suite)");
      // Nothing but the footer below the body's bottom margin.
      const low = page.filter((item) => item.y < PAGE.margin + PAGE.footerHeight);
      expect(low.map((item) => item.str).every((str) => str.startsWith("Page ") || str.startsWith(sample.title))).toBe(
        true,
      );
    });
    const rows = pdf.pages
      .flat()
      .filter((item) => item.str.startsWith("Séance n° "))
      .map((item) => item.str);
    expect(rows).toEqual(doc.sections[0]!.table!.rows.map((row) => row[1]));
    expect(pdf.text.at(-1)).toContain(plain(sample.notice));
    expect(pdf.text.slice(0, -1).join(" ")).not.toContain(plain(sample.notice));
  });

  it("splits a cell taller than a page across pages instead of drawing past the footer", async () => {
    const words = Array.from({ length: 3000 }, (_, i) => `mot${i}`);
    const doc: ReportDocument = {
      ...sample,
      sections: [
        {
          heading: "Postes",
          table: {
            columns: ["Poste", "Justification"],
            rows: [
              ["Analyste", words.join(" ")],
              ["Dernier poste", "fin"],
            ],
          },
        },
      ],
    };
    const pdf = await readPdf(await renderReportPdf(doc));

    expect(pdf.pages.length).toBeGreaterThan(2);
    const drawn = pdf.pages
      .flat()
      .flatMap((item) => item.str.split(" "))
      .filter((word) => /^mot\d+$/.test(word));
    expect(drawn).toEqual(words);
    expect(pdf.text.at(-1)).toContain("Dernier poste");
    for (const page of pdf.pages)
      for (const item of page)
        if (item.str.startsWith("mot")) expect(item.y).toBeGreaterThan(PAGE.margin + PAGE.footerHeight);
  });

  it("writes people's names in Latin, Greek and Cyrillic letters as they are spelled", async () => {
    const names = ["Nguyễn Thị Ánh", "Łukasz Żółć", "Дмитрий Иванов", "Σοφία Παπαδοπούλου", "Şule Çelik", "Ōtsuka Zoë"];
    const doc: ReportDocument = {
      ...sample,
      meta: [{ label: "Responsable", value: names[0]! }],
      sections: [{ heading: `Équipe de ${names[1]}`, table: { columns: ["Nom"], rows: names.map((name) => [name]) } }],
    };
    const bytes = await renderReportPdf(doc);
    const strings = (await readPdf(bytes)).pages[0]!.map((item) => item.str);

    for (const name of names) expect(strings).toContain(name);
    expect(strings).toContain(`Équipe de ${names[1]}`);
    expect(strings.join(" ")).not.toContain("?");
    // Embedded, and only the letters used: a tenth of the 630 kB of each font file at most.
    const fonts = await embeddedFonts(bytes);
    expect(fonts.map((font) => font.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^NotoSans-Regular/), expect.stringMatching(/^NotoSans-Bold/)]),
    );
    for (const font of fonts) expect(font.bytes).toBeGreaterThan(0);
    for (const font of fonts) expect(font.bytes).toBeLessThan(63_000);
    expect(bytes.byteLength).toBeLessThan(150_000);
  });

  it("draws characters the font lacks as their nearest form or a question mark, without failing", async () => {
    const doc: ReportDocument = {
      ...sample,
      title: "Rapport 2026 🎉",
      meta: [{ label: "Responsable", value: "Łukasz Nguyễn, Zoë Ōtsuka" }],
      sections: [
        {
          heading: "Équipe\u2009: 中文 ﬁn",
          paragraphs: ["Coût\u202F: 1\u202F234\u00A0$\u200B, écart −5\u202F%"],
          table: { columns: ["Nom"], rows: [["Ørsted 👩🏽‍💻"]] },
        },
      ],
    };
    const pdf = await readPdf(await renderReportPdf(doc));
    const strings = pdf.pages[0]!.map((item) => item.str);

    expect(strings).toContain("Rapport 2026 ?");
    expect(strings).toContain("Łukasz Nguyễn, Zoë Ōtsuka");
    expect(strings).toContain("Équipe : ?? fin");
    expect(strings).toContain("Coût : 1 234 $, écart −5 %");
    expect(strings.some((str) => str.startsWith("Ørsted ?"))).toBe(true);
    const { info } = await readPdf(await renderReportPdf(doc));
    expect(info.Title).toBe("Rapport 2026 🎉"); // metadata is UTF-16: it keeps what the page cannot draw
  });

  it("renders a document with no meta, no section and an empty table", async () => {
    const doc: ReportDocument = {
      ...sample,
      meta: [],
      sections: [
        { heading: "Vide", table: { columns: ["A", "B"], rows: [] } },
        { heading: "Sans colonnes", table: { columns: [], rows: [] } },
      ],
    };
    const pdf = await readPdf(await renderReportPdf(doc));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.map((item) => item.str)).toEqual(expect.arrayContaining(["Vide", "A", "B", "Sans colonnes"]));
  });

  it("is tagged: the title a heading, the facts and the figures tables, the footer an artifact", async () => {
    const pdf = await readTags(await renderReportPdf(sample));
    expect(pdf).toMatchObject({ language: "fr-CA", marked: true, displayDocTitle: true, title: sample.title });

    const [page] = pdf.pages;
    expect(page!.tree.role).toBe("Document");
    expect(page!.tree.children.map((child) => child.role)).toEqual(["H1", "P", "Table", "H2", "P", "Table", "P", "P"]);
    const [title, subtitle, meta, heading, , figures, note, notice] = page!.tree.children;
    expect([title!.text, subtitle!.text, heading!.text]).toEqual([
      sample.title,
      sample.subtitle,
      "Connaissance du français",
    ]);
    expect(meta!.children.map((row) => row.children.map((cell) => [cell.role, cell.text]))).toEqual(
      sample.meta.map(({ label, value }) => [
        ["TH", label],
        ["TD", value],
      ]),
    );
    const table = sample.sections[0]!.table!;
    const [header, ...rows] = figures!.children;
    expect(header!.children.map((cell) => [cell.role, cell.text])).toEqual(
      table.columns.map((column) => ["TH", column]),
    );
    expect(rows.map((row) => row.children.map((cell) => cell.text))).toEqual(
      table.rows.map((row) => row.map((cell) => plain(cell))),
    );
    expect(note!.text).toBe(sample.sections[0]!.note);
    expect(notice!.text).toBe(plain(sample.notice));
    expect(page!.artifacts).toEqual([`${sample.title} · Généré le ${sample.generatedOn}`, "Page 1 de 1"]);
    expect(page).toMatchObject({ unmarked: [], orphans: [] });
  });

  it("keeps a long table one table across pages, its header read once and each row once", async () => {
    const doc = manyRows(300);
    const pdf = await readTags(await renderReportPdf(doc));
    expect(pdf.pages.length).toBeGreaterThan(1);

    // PDF.js gives each page's tree with the elements around its content: a cell owns text on one page only.
    const headers = pdf.pages
      .flatMap((page) => elements(page.tree))
      .filter((element) => element.role === "TH" && element.text !== "");
    expect(headers.map((cell) => cell.text)).toEqual([
      ...sample.meta.map((item) => item.label),
      "Date",
      "Formation",
      "Heures",
    ]);
    const sessions = pdf.pages
      .flatMap((page) => elements(page.tree))
      .filter((element) => element.role === "TD" && element.text.startsWith("Séance"));
    expect(sessions.map((cell) => cell.text)).toEqual(doc.sections[0]!.table!.rows.map((row) => row[1]));
    pdf.pages.slice(1).forEach((page) => {
      expect(page.tree.children[0]!.role).toBe("Table");
      expect(page.artifacts).toEqual(expect.arrayContaining(["Registre des formations (suite)", "Date", "Formation"]));
    });
    for (const page of pdf.pages) expect(page).toMatchObject({ unmarked: [], orphans: [] });
  });
});
