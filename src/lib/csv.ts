/*
 * CSV as spreadsheets open it. Every cell is quoted (a comma, a semicolon, a quote or a line
 * break inside stays in its cell), lines end with CRLF, and the file starts with a byte-order mark
 * so Excel reads UTF-8 accents instead of guessing the Windows code page.
 *
 * A text cell starting with = + - @, a tab or a carriage return gets an apostrophe in front: a
 * spreadsheet would otherwise run it as a formula (CSV injection, OWASP). Numbers are written as
 * numbers, so a negative figure stays a figure.
 */

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted, with a text that looks like a formula made inert. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  const text =
    typeof value === "number"
      ? Number.isFinite(value)
        ? String(value)
        : ""
      : FORMULA_START.test(value)
        ? `'${value}`
        : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** A whole file: rows of cells, an empty row written as an empty line. */
export function csvFile(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
