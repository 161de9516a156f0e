/*
 * CSV as spreadsheets open it. Every cell is quoted (a comma, a semicolon, a quote or a line
 * break inside stays in its cell), lines end with CRLF, and the file starts with a byte-order mark
 * so Excel reads UTF-8 accents instead of guessing the Windows code page.
 *
 * A text cell starting with = + - @, a tab or a carriage return gets an apostrophe in front: a
 * spreadsheet would otherwise run it as a formula (CSV injection, OWASP). So does one where that
 * sign comes after spaces or an opening quote, or in its full-width form (＝ ＋ － ＠), which
 * spreadsheets in Asian locales read as the sign itself. Numbers are written as numbers, so a
 * negative figure stays a figure.
 */

export type CsvValue = string | number | null | undefined;

/** NFKC turns the full-width and small forms into the ASCII sign; what may stand before it is invisible. */
const FORMULA_START = /^[\t\r]|^[\p{White_Space}\p{Cf}"]*[=+\-@]/u;

/** Whether a spreadsheet could run this text as a formula. */
export const looksLikeFormula = (text: string): boolean => FORMULA_START.test(text.normalize("NFKC"));

/** One cell, quoted, with a text that looks like a formula made inert. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  const text =
    typeof value === "number"
      ? Number.isFinite(value)
        ? String(value)
        : ""
      : looksLikeFormula(value)
        ? `'${value}`
        : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** A whole file: rows of cells, an empty row written as an empty line. */
export function csvFile(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/**
 * The text of a CSV file as spreadsheets save it: UTF-8 (with or without a byte-order mark),
 * UTF-16 in either byte order (Excel's "Unicode text", with its mark, or without one when the
 * zero bytes of Latin letters show it), else Windows-1252, what Excel in Quebec writes for "CSV".
 * A Windows-1252 file is told from UTF-8 by its accents not being valid UTF-8; other code pages
 * (Mac Roman, ISO-8859-15's € sign) cannot be told apart from it and are read as Windows-1252.
 */
export function decodeCsv(bytes: Uint8Array): string {
  const encoding = unicodeEncodingOf(bytes);
  if (encoding) return new TextDecoder(encoding).decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** Windows-1252's 0x80–0x9F, where it differs from Latin-1 (€, ’, œ, the dashes…); five are unassigned. */
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

/** By hand: Node 20's TextDecoder reads the "windows-1252" label as Latin-1 and turns € or œ into control characters. */
function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString("latin1")
    .replace(/[\u0080-\u009F]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] ?? char);
}

function unicodeEncodingOf(bytes: Uint8Array): "utf-8" | "utf-16le" | "utf-16be" | null {
  const [first, second, third] = bytes;
  if (first === 0xef && second === 0xbb && third === 0xbf) return "utf-8";
  if (first === 0xff && second === 0xfe) return "utf-16le";
  if (first === 0xfe && second === 0xff) return "utf-16be";
  // Without a mark: headers are Latin letters, so every other byte of UTF-16 is zero.
  const length = Math.min(bytes.length, 512) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < length; index++) {
    if (bytes[index] !== 0) continue;
    if (index % 2 === 0) evenZeros++;
    else oddZeros++;
  }
  const pairs = length / 2;
  if (oddZeros > pairs * 0.6 && evenZeros === 0) return "utf-16le";
  if (evenZeros > pairs * 0.6 && oddZeros === 0) return "utf-16be";
  return null;
}
