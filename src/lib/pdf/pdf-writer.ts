import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "@cantoo/pdf-lib";
import { type CanEncode, safeText, wrapText } from "./pdf-text";

/*
 * A cursor that flows text down Letter pages (the paper size used in Canada) and starts a new page
 * when the next piece does not fit. Coordinates are PDF points from the bottom-left corner; `y` is
 * the top of the next thing to draw.
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
  private readonly canEncode: CanEncode;

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    const encodable = new Set(fonts.regular.getCharacterSet());
    this.canEncode = (codePoint) => encodable.has(codePoint);
    this.page = this.newPage();
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
    page.drawText(line, {
      x,
      y: top - baselineOffset(style),
      font: style.font,
      size: style.size,
      color: style.color ?? COLORS.text,
    });
  }

  /** Wrapped text at the cursor, carried onto new pages line by line. Returns the lines drawn. */
  block(
    text: string,
    style: TextStyle,
    { indent = 0, keepTogether = false }: { indent?: number; keepTogether?: boolean } = {},
  ): string[] {
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
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.width, y: this.y },
      thickness,
      color,
    });
  }
}
