import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { richBlock } from "./pdf-rich-text";
import { drawTable } from "./pdf-table";
import { PdfWriter, type TextStyle } from "./pdf-writer";
import { elements, readTags } from "./testing/read-tags";

/* The writer's tags read back with PDF.js, as a screen reader gets them. */

async function writer() {
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  const w = new PdfWriter(pdf, fonts, { title: "Guide de l’employeur", language: "fr-CA" });
  const style: TextStyle = { font: fonts.regular, size: 10, lineHeight: 14 };
  return { w, style };
}

const roles = (node: { role: string; children: unknown[] }) =>
  elements(node as Parameters<typeof elements>[0]).map((element) => element.role);

describe("the tagged PDF writer", () => {
  it("marks the document as tagged, in its language, with its title shown", async () => {
    const { w, style } = await writer();
    w.block("Titre", style, { as: "H1" });
    const pdf = await readTags(await w.save());

    expect(pdf).toMatchObject({
      language: "fr-CA",
      marked: true,
      displayDocTitle: true,
      title: "Guide de l’employeur",
    });
    expect(roles(pdf.pages[0]!.tree)).toEqual(["Document", "H1"]);
    expect(pdf.pages[0]!.tree.children[0]!.text).toBe("Titre");
  });

  it("gives each element the text drawn inside it, in reading order, and nothing to an empty one", async () => {
    const { w, style } = await writer();
    w.block("Le titre", style, { as: "H1" });
    w.tag("P", () => {});
    w.block("Un paragraphe assez long pour passer à la ligne. ".repeat(8), style, { as: "P" });
    w.tag("L", () =>
      ["un", "deux"].forEach((item) =>
        w.tag("LI", () => {
          w.tag("Lbl", () => w.drawLine("•", style, w.left, w.y));
          w.block(item, style, { as: "LBody", indent: 12 });
        }),
      ),
    );
    const { pages } = await readTags(await w.save());
    const tree = pages[0]!.tree;

    expect(roles(tree)).toEqual(["Document", "H1", "P", "L", "LI", "Lbl", "LBody", "LI", "Lbl", "LBody"]);
    expect(tree.children[1]!.text).toMatch(/^Un paragraphe assez long .* à la ligne\.$/);
    expect(tree.children[2]!.children.map((item) => item.text)).toEqual(["• un", "• deux"]);
    expect(pages[0]!).toMatchObject({ unmarked: [], orphans: [], artifacts: [] });
  });

  it("keeps a paragraph that runs onto the next page one element, owning its text on both pages", async () => {
    const { w, style } = await writer();
    const words = Array.from({ length: 1200 }, (_, i) => `mot${i}`);
    w.block(words.join(" "), style, { as: "P" });
    const { pages } = await readTags(await w.save());

    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page.tree.children.map((child) => child.role)).toEqual(["P"]);
    expect(pages.flatMap((page) => page.tree.children[0]!.text.split(" "))).toEqual(words);
  });

  it("draws decoration and layout text as artifacts, and text drawn outside any element as a paragraph", async () => {
    const { w, style } = await writer();
    w.rule();
    w.decorate((page) => page.drawRectangle({ x: 10, y: 10, width: 5, height: 5 }));
    w.artifact(() => w.drawLine("Page 1 de 1", style, w.left, 40));
    w.drawLine("Sans élément", style, w.left, w.y);
    const { pages } = await readTags(await w.save());

    expect(pages[0]!.artifacts).toEqual(["Page 1 de 1"]);
    expect(pages[0]!.tree.children.map((child) => [child.role, child.text])).toEqual([["P", "Sans élément"]]);
    expect(pages[0]!.unmarked).toEqual([]);
  });

  it("tags a table with header cells, keeps a split row one row, and reads its repeated header once", async () => {
    const { w, style } = await writer();
    const bold: TextStyle = { ...style, font: w.fonts.bold };
    const rows = Array.from({ length: 80 }, (_, i) => [`Ligne ${i + 1}`, String(i)]);
    drawTable(w, { columns: ["Nom", "Heures"], rows }, { header: bold, cell: style }, () =>
      w.block("Registre (suite)", bold),
    );
    const { pages } = await readTags(await w.save());

    expect(pages.length).toBeGreaterThan(1);
    const [first, second] = pages.map((page) => page.tree.children[0]!);
    expect(first!.role).toBe("Table");
    const [header, ...body] = first!.children;
    expect(header!.children.map((cell) => [cell.role, cell.text])).toEqual([
      ["TH", "Nom"],
      ["TH", "Heures"],
    ]);
    expect(body[0]!.children.map((cell) => [cell.role, cell.text])).toEqual([
      ["TD", "Ligne 1"],
      ["TD", "0"],
    ]);
    // On the next page: the same table, its header cells owning nothing there, the header and caption as artifacts.
    expect(second!.role).toBe("Table");
    expect(
      elements(second!)
        .filter((element) => element.role === "TH")
        .map((cell) => cell.text),
    ).toEqual(["", ""]);
    expect(pages[1]!.artifacts).toEqual(expect.arrayContaining(["Registre (suite)", "Nom", "Heures"]));
    const cells = pages.flatMap((page) => elements(page.tree)).filter((element) => element.role === "TD");
    expect(cells.filter((cell) => cell.text.startsWith("Ligne")).map((cell) => cell.text)).toEqual(
      rows.map(([name]) => name),
    );
    for (const page of pages) expect(page).toMatchObject({ unmarked: [], orphans: [] });
  });

  it("puts a link's words and its clickable area in one Link element", async () => {
    const { w, style } = await writer();
    richBlock(
      w,
      [
        { text: "Voir ", style },
        { text: "LégisQuébec", style, link: "https://www.legisquebec.gouv.qc.ca/" },
        { text: " ou ", style },
        { text: "ceci", style, link: "javascript:alert(1)" },
      ],
      { as: "P" },
    );
    const { pages } = await readTags(await w.save());
    const paragraph = pages[0]!.tree.children[0]!;

    expect(paragraph.role).toBe("P");
    expect(paragraph.children.map((child) => [child.role, child.text, child.objects])).toEqual([
      ["Link", "LégisQuébec", 1],
    ]);
    expect(paragraph.text).toBe("Voir LégisQuébec ou ceci");
  });
});
