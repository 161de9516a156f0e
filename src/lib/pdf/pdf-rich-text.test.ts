import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { richLines, type Run } from "./pdf-rich-text";
import { PdfWriter, type TextStyle } from "./pdf-writer";

let w: PdfWriter;
let regular: TextStyle;
let bold: TextStyle;
beforeAll(async () => {
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  w = new PdfWriter(pdf, fonts);
  regular = { font: fonts.regular, size: 10, lineHeight: 14 };
  bold = { font: fonts.bold, size: 10, lineHeight: 14 };
});

const texts = (runs: Run[], width: number) =>
  richLines(w, runs, width).map((line) => line.pieces.map((piece) => piece.text));
const widthOf = (text: string, style: TextStyle) => style.font.widthOfTextAtSize(text, style.size);

describe("richLines", () => {
  it("keeps words of one look in one piece and starts a piece where the look changes", () => {
    expect(
      texts(
        [
          { text: "Règles revues.", style: bold },
          { text: " Ce guide informe.", style: regular },
        ],
        500,
      ),
    ).toEqual([["Règles revues. ", "Ce guide informe."]]);
  });

  it("joins a word made of two looks without a space", () => {
    const lines = richLines(
      w,
      [
        { text: "certificat", style: bold },
        { text: "; sinon", style: regular },
      ],
      500,
    );
    expect(lines[0]!.pieces.map((piece) => piece.text)).toEqual(["certificat", "; sinon"]);
    expect(lines[0]!.pieces[1]!.x).toBeCloseTo(widthOf("certificat", bold));
  });

  it("wraps at spaces, never wider than asked, and never at a no-break space", () => {
    const runs: Run[] = [{ text: "un deux trois quatre 12\u00A0345\u00A0$ cinq six", style: regular }];
    const width = widthOf("un deux trois", regular);
    const lines = richLines(w, runs, width);
    expect(lines.map((line) => line.pieces.map((piece) => piece.text).join(""))).toEqual([
      "un deux trois",
      "quatre",
      "12\u00A0345\u00A0$",
      "cinq six",
    ]);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(width + 1e-6);
  });

  it("breaks an address after a slash or a hyphen rather than anywhere", () => {
    const url = "https://www.example.org/census-recensement/2021/definition-eng.cfm";
    const lines = texts(
      [{ text: url, style: regular, address: true, link: url }],
      widthOf("https://www.example.org/census-", regular) + 1,
    );
    expect(lines.map((line) => line.join(""))).toEqual([
      "https://www.example.org/census-",
      "recensement/2021/definition-",
      "eng.cfm",
    ]);
  });

  it("cuts a word wider than the line, and forces a break at a new line", () => {
    const lines = texts([{ text: "xxxxyyyyxxxx\nfin", style: regular }], widthOf("xxxx", regular));
    expect(lines.map((line) => line.join(""))).toEqual(["xxxx", "yyyy", "xxxx", "fin"]);
  });

  it("makes the text drawable first: no character outside WinAnsi reaches a piece", () => {
    expect(texts([{ text: "≥ 25 → ok 🎉", style: regular }], 500)).toEqual([[">= 25 -> ok ?"]]);
  });
});
