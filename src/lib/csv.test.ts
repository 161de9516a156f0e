import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell, csvFile, decodeCsv, looksLikeFormula } from "./csv";

describe("csvCell", () => {
  it("quotes every cell and doubles the quotes inside", () => {
    expect(csvCell("Tremblay")).toBe('"Tremblay"');
    expect(csvCell('Le « bon » "mot"')).toBe('"Le « bon » ""mot"""');
    expect(csvCell("a,b;c\r\nd")).toBe('"a,b;c\r\nd"');
  });

  it("makes text that a spreadsheet would run as a formula inert", () => {
    expect(csvCell('=CMD("calc")')).toBe(`"'=CMD(""calc"")"`);
    for (const start of ["+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("also after spaces, invisible characters or a quote, and in full-width form", () => {
    for (const text of [
      "  =1+1",
      "\u00A0+1",
      "\u200B@SUM(A1)",
      '"=1',
      " \t-2",
      "＝1+1",
      "＋1",
      "－1",
      "＠SUM(A1)",
      "﹦1",
    ])
      expect(csvCell(text)).toBe(`"'${text.replaceAll('"', '""')}"`);
    for (const text of ["Marie-Ève", "Jean+Paul", "courriel@x.test", " Tremblay", "１２"])
      expect(looksLikeFormula(text)).toBe(false);
  });

  it("writes numbers as numbers, negative ones too, and nothing for a missing value", () => {
    expect(csvCell(-12.5)).toBe('"-12.5"');
    expect(csvCell(0)).toBe('"0"');
    expect(csvCell(Number.NaN)).toBe('""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });
});

describe("csvFile", () => {
  it("starts with a byte-order mark, ends lines with CRLF and reads back cell for cell", () => {
    const rows = [["Nom", "Heures"], ["Éloïse, « RH »", 12], [], ["=SUM(A1:A2)", -3]];
    const file = csvFile(rows);
    expect(file.startsWith("\uFEFF")).toBe(true);
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.split("\r\n")).toHaveLength(5);
    const back = parse(file, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
    expect(back).toEqual([["Nom", "Heures"], ["Éloïse, « RH »", "12"], [""], ["'=SUM(A1:A2)", "-3"]]);
  });
});

/** UTF-16 code units as bytes in either order, as Excel's "Unicode text" writes them. */
function utf16(text: string, order: "le" | "be", mark = true): Uint8Array {
  const units = [...(mark ? "\uFEFF" : ""), ...text].flatMap((char) =>
    Array.from({ length: char.length }, (_, index) => char.charCodeAt(index)),
  );
  return Uint8Array.from(
    units.flatMap((unit) => (order === "le" ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff])),
  );
}

describe("decodeCsv", () => {
  const text = "courriel\tnom\r\nłukasz@x.test\tŁukasz Żółć\r\nanh@x.test\tNguyễn Thị Ánh 𝔸\r\n";

  it("reads UTF-16 in both byte orders, with or without a byte-order mark", () => {
    expect([...utf16("é\t", "le").subarray(0, 6)]).toEqual([0xff, 0xfe, 0xe9, 0x00, 0x09, 0x00]);
    expect([...utf16("é\t", "be").subarray(0, 6)]).toEqual([0xfe, 0xff, 0x00, 0xe9, 0x00, 0x09]);
    expect(decodeCsv(utf16(text, "le"))).toBe(text);
    expect(decodeCsv(utf16(text, "be"))).toBe(text);
    expect(decodeCsv(utf16(text, "le", false))).toBe(text);
    expect(decodeCsv(utf16(text, "be", false))).toBe(text);
  });

  it("reads UTF-8 with or without its mark, and Windows-1252 from an older Excel", () => {
    const utf8 = new TextEncoder().encode(text);
    expect(decodeCsv(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
    expect(decodeCsv(utf8)).toBe(text);
    // As Windows-1252 saves it: é E9, è E8, ô F4, the en dash 96, the euro 80, œ 9C, the apostrophe 92.
    const cp1252 = Uint8Array.from([
      0x48, 0xe9, 0x6c, 0xe8, 0x6e, 0x65, 0x20, 0x43, 0xf4, 0x74, 0xe9, 0x20, 0x96, 0x20, 0x35, 0x20, 0x80, 0x3b, 0x43,
      0x9c, 0x75, 0x72, 0x20, 0x64, 0x92, 0x6f, 0x72,
    ]);
    expect(decodeCsv(cp1252)).toBe("Hélène Côté – 5 €;Cœur d’or");
  });

  it("reads a short plain ASCII file as it is", () => {
    expect(decodeCsv(new TextEncoder().encode("email\na@x.test"))).toBe("email\na@x.test");
    expect(decodeCsv(new Uint8Array())).toBe("");
  });
});
