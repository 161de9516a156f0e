import { COLORS, PAGE, type PdfWriter, type TextStyle } from "./pdf-writer";

/**
 * A rule and one line under it on every page: `text` on the left (cut with "…" when it would meet
 * the page number) and "Page 2 of 5" on the right, drawn once every page exists. Both are
 * artifacts: a screen reader reads the document, not its running footer.
 */
export function drawPageFooters(
  w: PdfWriter,
  { text, page: pageLabel, style }: { text: string; page: (page: number, pages: number) => string; style: TextStyle },
): void {
  const ruleY = PAGE.margin + 18;
  w.pages.forEach((page, index) => {
    const number = w.safe(pageLabel(index + 1, w.pages.length));
    const numberWidth = style.font.widthOfTextAtSize(number, style.size);
    const [first = "", ...more] = w.lines(
      text,
      style,
      w.width - numberWidth - 24 - style.font.widthOfTextAtSize("…", style.size),
    );
    w.decorate(
      () =>
        page.drawLine({
          start: { x: w.left, y: ruleY },
          end: { x: w.left + w.width, y: ruleY },
          thickness: 0.5,
          color: COLORS.rule,
        }),
      page,
    );
    w.artifact(() => {
      w.drawLine(more.length > 0 ? `${first}…` : first, style, w.left, ruleY - 6, page);
      w.drawLine(number, style, w.left + w.width - numberWidth, ruleY - 6, page);
    });
  });
}
