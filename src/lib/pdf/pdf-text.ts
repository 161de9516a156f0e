/*
 * Text made drawable in the font in use. The report embeds Noto Sans (Latin with every accent,
 * Greek, Cyrillic); the resources draw in Helvetica with the WinAnsi (Windows-1252) encoding, which
 * has every French letter and sign (é è à ç ô œ « » ’ – € and the no-break space) but not the
 * narrow no-break space that Intl puts in "12 345" and before "%" or "$" in fr-CA, nor ő, ł or 中.
 * Everything drawn goes through safeText, so the document never fails on a character: what the
 * font lacks becomes its nearest stand-in (the narrow space a no-break space, ł an l), else loses
 * the accents the font lacks (ễ → ê), and what is left becomes "?".
 */

export type CanEncode = (codePoint: number) => boolean;
export type Measure = (text: string) => number;

const NO_BREAK_SPACE = "\u00A0";

/** Whatever the font: one kind of line break, one breakable space, nothing invisible or a control. */
const ALWAYS: [RegExp, string][] = [
  [/\r\n?/g, "\n"],
  [/[\t\u1680\u2000-\u2006\u2008-\u200A\u205F\u3000]/g, " "],
  [/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, ""], // soft hyphen and zero-width characters: invisible in the source
  // Other control characters draw nothing useful; "\n" stays, it is a line break for wrapText.
  [/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, ""],
];

/** Close stand-ins for characters the font lacks, tried before dropping accents. */
const STAND_INS: [RegExp, string][] = [
  [/[\u2007\u202F]/g, NO_BREAK_SPACE], // figure and narrow no-break spaces: Intl's fr-CA group separator
  [/[\u2010-\u2012\u2043\u2212]/g, "-"],
  [/[\u2032\u2035]/g, "’"],
  [/[\u2033\u2036]/g, "”"],
  [/[\u2219\u25CF\u25E6\u2023]/g, "•"],
  [/\u2264/g, "<="],
  [/\u2265/g, ">="],
  [/\u2192/g, "->"],
  [/\u0142/g, "l"], // ł Ł đ Đ ı carry no combining mark to drop
  [/\u0141/g, "L"],
  [/\u0111/g, "d"],
  [/\u0110/g, "D"],
  [/\u0131/g, "i"],
];

/** A base character with its combining marks, or a lone mark. */
const CLUSTER = /\P{M}\p{M}*|\p{M}+/gu;
const MARK = /\p{M}/u;

const encodable = (text: string, canEncode: CanEncode) => {
  for (const char of text) if (char !== "\n" && !canEncode(char.codePointAt(0) ?? 0)) return false;
  return true;
};

function closest(cluster: string, canEncode: CanEncode): string {
  const compatible = cluster.normalize("NFKC"); // ligatures, full-width letters, ½ written out…
  if (encodable(compatible, canEncode)) return compatible;
  const [base = "", ...marks] = Array.from(compatible.normalize("NFD"));
  if (MARK.test(base)) return "";
  for (let kept = marks.length - 1; kept >= 0; kept--) {
    const candidate = (base + marks.slice(0, kept).join("")).normalize("NFC");
    if (encodable(candidate, canEncode)) return candidate;
  }
  return "?";
}

const replaced = (text: string, replacements: [RegExp, string][]) =>
  replacements.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);

/** The text with every character drawable in the font; "\n" is kept. */
export function safeText(text: string, canEncode: CanEncode): string {
  const out = replaced(text.normalize("NFC"), ALWAYS);
  if (encodable(out, canEncode)) return out;
  let result = "";
  for (const [cluster] of out.matchAll(CLUSTER)) {
    if (encodable(cluster, canEncode)) result += cluster;
    else {
      const standIn = replaced(cluster, STAND_INS);
      result += encodable(standIn, canEncode) ? standIn : closest(standIn, canEncode);
    }
  }
  return result;
}

/**
 * Lines no wider than maxWidth. Breaks only at ordinary spaces, so "12 345 $" and "« oui »" written
 * with no-break spaces stay whole; "\n" forces a break; a word wider than the line is cut.
 */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  const maxWidth = width + 1e-6; // a column sized to its text must hold it despite rounding
  const lines: string[] = [];
  for (const hardLine of text.split("\n")) {
    let line = "";
    for (const word of hardLine.split(" ").filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      if (measure(line) <= maxWidth) continue;
      for (
        let cut = fittingPrefix(line, maxWidth, measure);
        cut < line.length;
        cut = fittingPrefix(line, maxWidth, measure)
      ) {
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * How many UTF-16 units of text fit in maxWidth; at least one character, never half a pair. Adds
 * up single characters (linear even for a pasted 100 000-character word); without the kerning
 * between them that errs on the narrow side.
 */
function fittingPrefix(text: string, maxWidth: number, measure: Measure): number {
  let end = 0;
  let width = 0;
  for (const char of text) {
    width += measure(char);
    if (end > 0 && width > maxWidth) break;
    end += char.length;
  }
  return end;
}
