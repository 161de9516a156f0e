import { PDFHexString, PDFString, type PDFPage } from "@cantoo/pdf-lib";
import type { Role } from "./pdf-tags";
import type { PdfWriter, TextStyle } from "./pdf-writer";

/*
 * Paragraphs whose words change style mid-line (bold, italics, links). Runs are cut into words at
 * ordinary spaces (a no-break space joins), words are laid out greedily, and each line is drawn
 * piece by piece. A link's words get a clickable area over them on screen; on paper the caller
 * writes the address out (see features/marketing/resource-pdf.ts).
 */

/** `address`: a URL or e-mail, which may also break after / ? & = # - when it does not fit a line. */
export type Run = { text: string; style: TextStyle; link?: string; address?: boolean };
/** A piece of a line: text already made drawable, its style, its offset from the line's start and its width (without a trailing space). */
export type Piece = { text: string; style: TextStyle; link?: string; x: number; width: number };
export type RichLine = { pieces: Piece[]; width: number; height: number };

type Fragment = { text: string; style: TextStyle; link?: string };
/** `glued`: follows the previous word with no space (the next part of an address). */
type Word = { fragments: Fragment[]; width: number; glued?: boolean };

const widthOf = (text: string, style: TextStyle) => style.font.widthOfTextAtSize(text, style.size);
const sameLook = (a: Fragment, b: Fragment) => a.style === b.style && a.link === b.link;

/** The runs as words separated by spaces; `null` stands for a forced line break ("\n"). */
function wordsOf(w: PdfWriter, runs: readonly Run[]): (Word | null)[] {
  const out: (Word | null)[] = [];
  let current: Fragment[] = [];
  let glued = false;
  const end = (nextGlued = false) => {
    if (current.length > 0)
      out.push({
        fragments: current,
        width: current.reduce((sum, f) => sum + widthOf(f.text, f.style), 0),
        ...(glued && { glued }),
      });
    current = [];
    glued = nextGlued;
  };
  for (const run of runs) {
    for (const part of w.safe(run.text).split(/( |\n)/)) {
      if (part === " ") end();
      else if (part === "\n") {
        end();
        out.push(null);
      } else if (part) {
        const chunks = run.address ? part.split(/(?<=[/?&=#-])(?=.)/) : [part];
        chunks.forEach((chunk, i) => {
          if (i > 0) end(true);
          current.push({ text: chunk, style: run.style, ...(run.link && { link: run.link }) });
        });
      }
    }
  }
  end();
  return out;
}

/** A word wider than the line, cut into pieces that fit (at least one character each). */
function cutWord(word: Word, maxWidth: number): Word[] {
  const parts: Word[] = [];
  let fragments: Fragment[] = [];
  let width = 0;
  for (const fragment of word.fragments) {
    for (const char of fragment.text) {
      const charWidth = widthOf(char, fragment.style);
      if (width > 0 && width + charWidth > maxWidth) {
        parts.push({ fragments, width });
        fragments = [];
        width = 0;
      }
      const last = fragments.at(-1);
      if (last && sameLook(last, fragment)) last.text += char;
      else fragments.push({ ...fragment, text: char });
      width += charWidth;
    }
  }
  if (fragments.length > 0) parts.push({ fragments, width });
  return parts;
}

/** The runs laid out in lines no wider than `width`. An empty paragraph gives no line. */
export function richLines(w: PdfWriter, runs: readonly Run[], width: number): RichLine[] {
  const maxWidth = width + 1e-6;
  const lines: RichLine[] = [];
  let pieces: Piece[] = [];
  let x = 0;
  const lineHeight = (line: Piece[]) => Math.max(0, ...line.map((piece) => piece.style.lineHeight));
  const push = () => {
    lines.push({ pieces, width: x, height: lineHeight(pieces) || (runs[0]?.style.lineHeight ?? 0) });
    pieces = [];
    x = 0;
  };
  const place = (word: Word) => {
    const first = word.fragments[0]!;
    const space = widthOf(" ", first.style);
    if (pieces.length > 0 && x + (word.glued ? 0 : space) + word.width > maxWidth) push();
    // Whether the word's first fragment may be appended to the last piece: not across a style change.
    let open = pieces.length > 0;
    if (pieces.length > 0 && !word.glued) {
      const last = pieces.at(-1)!;
      // The space is drawn even between two looks, so that copying or searching the text finds it.
      last.text += " ";
      if (sameLook(last, first)) last.width += space;
      else open = false;
      x += space;
    }
    for (const fragment of word.fragments) {
      const fragmentWidth = widthOf(fragment.text, fragment.style);
      const last = pieces.at(-1);
      if (open && last && sameLook(last, fragment)) {
        last.text += fragment.text;
        last.width += fragmentWidth;
      } else pieces.push({ ...fragment, x, width: fragmentWidth });
      open = true;
      x += fragmentWidth;
    }
  };
  for (const word of wordsOf(w, runs)) {
    if (word === null) {
      push();
      continue;
    }
    if (word.width <= maxWidth) place(word);
    else
      for (const part of cutWord(word, maxWidth)) {
        if (pieces.length > 0) push();
        place(part);
      }
  }
  if (pieces.length > 0) push();
  return lines;
}

/**
 * One line with its top at `top`. A link's words get a clickable area (URI action) over them, both
 * in a Link element, so that a screen reader announces the link and can follow it.
 */
export function drawRichLine(w: PdfWriter, line: RichLine, x: number, top: number, page: PDFPage = w.page): void {
  for (const piece of line.pieces) {
    if (!piece.link || !isAddress(piece.link)) {
      w.drawLine(piece.text, piece.style, x + piece.x, top, page);
      continue;
    }
    const url = piece.link;
    w.tag("Link", () => {
      w.drawLine(piece.text, piece.style, x + piece.x, top, page);
      addLink(w, page, url, { x: x + piece.x, top, width: piece.width, height: line.height });
    });
  }
}

/** Only web and mail addresses become clickable; anything else stays plain text. */
const isAddress = (url: string) => /^(https?:|mailto:)/i.test(url);

function addLink(
  w: PdfWriter,
  page: PDFPage,
  url: string,
  box: { x: number; top: number; width: number; height: number },
): void {
  const address = encodeURI(decodeURIComponentSafe(url));
  const annotation = w.pdf.context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: [box.x, box.top - box.height, box.x + box.width, box.top],
    Border: [0, 0, 0],
    Contents: PDFHexString.fromText(address),
    A: { Type: "Action", S: "URI", URI: PDFString.of(address) },
  });
  w.tags.annotate(page, w.current, annotation);
}

/** A URL as written in the source, possibly already percent-encoded: decoded once so encodeURI does not double it. */
function decodeURIComponentSafe(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/**
 * The runs drawn at the cursor as wrapped lines, each carried onto a new page when it does not
 * fit, inside a new `as` element when given. `beside` is called for each line drawn (its page, top
 * and height), e.g. for a quote's bar, and drawn as decoration.
 */
export function richBlock(
  w: PdfWriter,
  runs: readonly Run[],
  {
    indent = 0,
    beside,
    as,
  }: { indent?: number; beside?: (page: PDFPage, top: number, height: number) => void; as?: Role } = {},
): RichLine[] {
  if (as) return w.tag(as, () => richBlock(w, runs, { indent, beside }));
  const lines = richLines(w, runs, w.width - indent);
  for (const line of lines) {
    w.ensure(line.height);
    if (beside) w.decorate((page) => beside(page, w.y, line.height));
    drawRichLine(w, line, w.left + indent, w.y);
    w.y -= line.height;
  }
  return lines;
}
