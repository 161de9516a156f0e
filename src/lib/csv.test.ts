import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell, csvFile } from "./csv";

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
