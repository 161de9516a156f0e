import { COLORS, PAGE, type PdfWriter, type TextStyle } from "./pdf-writer";

type Page = PdfWriter["pages"][number];

/** Where the running footer's rule sits, its line 6 points under it. */
export const FOOTER_RULE_Y = PAGE.margin + 18;

/** The thin rule above a page's footer, marked as decoration. */
export function drawFooterRule(w: PdfWriter, page: Page): void {
  w.decorate(
    () =>
      page.drawLine({
        start: { x: w.left, y: FOOTER_RULE_Y },
        end: { x: w.left + w.width, y: FOOTER_RULE_Y },
        thickness: 0.5,
        color: COLORS.rule,
      }),
    page,
  );
}

/**
 * A rule and one line under it on every page: `text` on the left (cut with "…" when it would meet
 * the page number) and "Page 2 of 5" on the right, drawn once every page exists. Both are
 * artifacts: a screen reader reads the document, not its running footer.
 */
export function drawPageFooters(
  w: PdfWriter,
  { text, page: pageLabel, style }: { text: string; page: (page: number, pages: number) => string; style: TextStyle },
): void {
  const ruleY = FOOTER_RULE_Y;
  w.pages.forEach((page, index) => {
    const number = w.safe(pageLabel(index + 1, w.pages.length));
    const numberWidth = style.font.widthOfTextAtSize(number, style.size);
    const [first = "", ...more] = w.lines(
      text,
      style,
      w.width - numberWidth - 24 - style.font.widthOfTextAtSize("…", style.size),
    );
    drawFooterRule(w, page);
    w.artifact(() => {
      w.drawLine(more.length > 0 ? `${first}…` : first, style, w.left, ruleY - 6, page);
      w.drawLine(number, style, w.left + w.width - numberWidth, ruleY - 6, page);
    });
  });
}
