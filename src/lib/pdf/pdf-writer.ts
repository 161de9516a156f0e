import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "@cantoo/pdf-lib";
import { type ElementOptions, type Role, type StructElement, StructureTree } from "./pdf-tags";
import { type CanEncode, safeText, wrapText } from "./pdf-text";

/*
 * A cursor that flows text down Letter pages (the paper size used in Canada) and starts a new page
 * when the next piece does not fit. Coordinates are PDF points from the bottom-left corner; `y` is
 * the top of the next thing to draw.
 *
 * The document comes out tagged (pdf-tags.ts): every line of text is drawn as marked content of
 * the structure element open at the time (`tag`, or `block`'s `as`), or as an artifact inside
 * `artifact`; rules and fills are drawn as artifacts (`rule`, `decorate`).
 */

export const PAGE = { width: 612, height: 792, margin: 54, footerHeight: 30 } as const;

export const COLORS = {
  text: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.38, 0.38, 0.42),
  rule: rgb(0.78, 0.78, 0.8),
  headerFill: rgb(0.91, 0.92, 0.95),
  stripe: rgb(0.97, 0.97, 0.98),
};

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };
/** The document's title, shown by viewers instead of the file name, and its language (BCP 47). */
export type DocumentFacts = { title: string; language: string };

export type TextStyle = { font: PDFFont; size: number; lineHeight: number; color?: ReturnType<typeof rgb> };

/** Capitals are about 0.72 em tall in Helvetica and Noto Sans alike: a line's baseline sits that far below its top, plus half the leading. */
export const baselineOffset = (style: TextStyle) => (style.lineHeight - style.size) / 2 + style.size * 0.718;

export class PdfWriter {
  readonly pages: PDFPage[] = [];
  page: PDFPage;
  y = 0;
  readonly left = PAGE.margin;
  readonly width = PAGE.width - 2 * PAGE.margin;
  readonly top = PAGE.height - PAGE.margin;
  readonly bottom = PAGE.margin + PAGE.footerHeight;
  readonly tags: StructureTree;
  private readonly canEncode: CanEncode;
  private readonly open: StructElement[] = [];
  private artifactDepth = 0;

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    facts?: DocumentFacts,
  ) {
    const encodable = new Set(fonts.regular.getCharacterSet());
    this.canEncode = (codePoint) => encodable.has(codePoint);
    this.tags = new StructureTree(pdf);
    if (facts) {
      pdf.setTitle(facts.title, { showInWindowTitleBar: true });
      pdf.setLanguage(facts.language);
    }
    this.page = this.newPage();
  }

  /** The structure element that text drawn now belongs to. */
  get current(): StructElement {
    return this.open.at(-1) ?? this.tags.root;
  }

  /** A new structure element, last child of `parent`; text joins it only inside `within`. */
  element(role: Role, options?: ElementOptions, parent: StructElement = this.current): StructElement {
    return this.tags.element(role, parent, options);
  }

  /** Draws with `element` open: a table cell split between pages stays one cell. */
  within<T>(element: StructElement, draw: () => T): T {
    this.open.push(element);
    try {
      return draw();
    } finally {
      this.open.pop();
    }
  }

  /** Draws inside a new structure element: `w.tag("H1", () => …)`. */
  tag<T>(role: Role, draw: () => T, options?: ElementOptions): T {
    return this.within(this.element(role, options), draw);
  }

  /** Draws text that repeats the layout rather than the content (page numbers, a repeated header). */
  artifact<T>(draw: () => T): T {
    this.artifactDepth++;
    try {
      return draw();
    } finally {
      this.artifactDepth--;
    }
  }

  /** Draws decoration (a rule, a fill, a border) on `page` as an artifact. */
  decorate(draw: (page: PDFPage) => void, page: PDFPage = this.page): void {
    this.tags.artifact(page, () => draw(page));
  }

  /** The document with its structure tree, as bytes. */
  save(): ReturnType<PDFDocument["save"]> {
    this.tags.write();
    return this.pdf.save();
  }

  newPage(): PDFPage {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = this.top;
    return this.page;
  }

  get atTopOfPage(): boolean {
    return this.y === this.top;
  }

  /** Room left on this page above the footer. */
  get room(): number {
    return this.y - this.bottom;
  }

  /** Starts a new page unless `height` fits here (or nothing is drawn on this page yet). */
  ensure(height: number): void {
    if (height > this.room && !this.atTopOfPage) this.newPage();
  }

  gap(height: number): void {
    this.y = Math.max(this.y - height, this.bottom);
  }

  safe(text: string): string {
    return safeText(text, this.canEncode);
  }

  /** The text made drawable and cut into lines no wider than `width`. */
  lines(text: string, style: TextStyle, width: number): string[] {
    return wrapText(this.safe(text), width, (line) => style.font.widthOfTextAtSize(line, style.size));
  }

  /** One already-safe line at `x`, with its top at `top` (this page, cursor unchanged). */
  drawLine(line: string, style: TextStyle, x: number, top: number, page: PDFPage = this.page): void {
    if (!line) return;
    const draw = () =>
      page.drawText(line, {
        x,
        y: top - baselineOffset(style),
        font: style.font,
        size: style.size,
        color: style.color ?? COLORS.text,
      });
    if (this.artifactDepth > 0) this.tags.artifact(page, draw);
    // Text drawn outside any element still reaches the structure, as a paragraph of its own.
    else this.tags.mark(page, this.open.length > 0 ? this.current : this.element("P"), draw);
  }

  /** Wrapped text at the cursor, carried onto new pages line by line. Returns the lines drawn. */
  block(
    text: string,
    style: TextStyle,
    { indent = 0, keepTogether = false, as }: { indent?: number; keepTogether?: boolean; as?: Role } = {},
  ): string[] {
    if (as) return this.tag(as, () => this.block(text, style, { indent, keepTogether }));
    const lines = this.lines(text, style, this.width - indent);
    if (keepTogether) this.ensure(lines.length * style.lineHeight);
    for (const line of lines) {
      this.ensure(style.lineHeight);
      this.drawLine(line, style, this.left + indent, this.y);
      this.y -= style.lineHeight;
    }
    return lines;
  }

  rule(color = COLORS.rule, thickness = 0.75): void {
    this.decorate((page) =>
      page.drawLine({
        start: { x: this.left, y: this.y },
        end: { x: this.left + this.width, y: this.y },
        thickness,
        color,
      }),
    );
  }
}
