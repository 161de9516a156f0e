import type { PdfWriter, TextStyle } from "./pdf-writer";

/*
 * Label and value pairs in two columns ("Période  Du 1er janvier au 31 décembre"), the labels'
 * column as wide as the widest label, at most 40 % of the line. Tagged as a two-column table whose
 * labels are row headers, so that a screen reader reads each value with its label.
 */

export type Pair = { label: string; value: string };

export function drawPairs(
  w: PdfWriter,
  pairs: readonly Pair[],
  styles: { label: TextStyle; value: TextStyle },
  { rowGap = 0 }: { rowGap?: number } = {},
): void {
  if (pairs.length === 0) return;
  const { label: labelStyle, value: valueStyle } = styles;
  const widest = Math.max(
    ...pairs.map((pair) => labelStyle.font.widthOfTextAtSize(w.safe(pair.label), labelStyle.size)),
  );
  const labelWidth = Math.min(widest + 12, w.width * 0.4);
  w.tag("Table", () => {
    for (const { label, value } of pairs) {
      const labels = w.lines(label, labelStyle, labelWidth - 12);
      const values = w.lines(value, valueStyle, w.width - labelWidth);
      const height = Math.max(labels.length, values.length) * valueStyle.lineHeight;
      w.ensure(height);
      const top = w.y;
      w.tag("TR", () => {
        w.tag(
          "TH",
          () => labels.forEach((line, n) => w.drawLine(line, labelStyle, w.left, top - n * labelStyle.lineHeight)),
          { scope: "Row" },
        );
        w.tag("TD", () =>
          values.forEach((line, n) =>
            w.drawLine(line, valueStyle, w.left + labelWidth, top - n * valueStyle.lineHeight),
          ),
        );
      });
      w.y -= height + rowGap;
    }
  });
}
