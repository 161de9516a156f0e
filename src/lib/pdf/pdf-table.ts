import type { StructElement } from "./pdf-tags";
import { COLORS, type PdfWriter, type TextStyle } from "./pdf-writer";

/*
 * A table that flows across pages: its header row is drawn again at the top of each page it
 * continues on, and a row too tall for a whole page (a long text pasted into a cell) is split
 * between pages rather than drawn past the footer. It is tagged as a table (Table, TR, TH with a
 * column scope, TD), so a screen reader can announce each cell with its column's header.
 */

export type PdfTable = {
  columns: string[];
  /** One string per column; a missing cell is drawn empty. */
  rows: string[][];
  /** Per column; numbers read best right-aligned. Defaults to left. */
  align?: ("left" | "right")[];
};

const PAD_X = 4;
const PAD_Y = 3;

export type TableStyles = { header: TextStyle; cell: TextStyle };

export function drawTable(
  w: PdfWriter,
  table: PdfTable,
  styles: TableStyles,
  onContinuedPage: () => void = () => {},
): void {
  const count = table.columns.length;
  if (count === 0) return;
  const widths = columnWidths(w, table, styles);
  const xs = widths.map((_, i) => w.left + widths.slice(0, i).reduce((sum, width) => sum + width, 0));
  const cellLines = (cells: readonly string[], style: TextStyle) =>
    widths.map((width, i) => w.lines(cells[i] ?? "", style, width - 2 * PAD_X));
  const heightOf = (cells: string[][], style: TextStyle) =>
    Math.max(1, ...cells.map((lines) => lines.length)) * style.lineHeight + 2 * PAD_Y;

  /** One row, or the part of it that fits: each cell's lines belong to that cell's element. */
  const drawCells = (
    cells: string[][],
    style: TextStyle,
    elements: StructElement[],
    fill?: (typeof COLORS)[keyof typeof COLORS],
  ) => {
    const height = heightOf(cells, style);
    const top = w.y;
    if (fill)
      w.decorate((page) => page.drawRectangle({ x: w.left, y: top - height, width: w.width, height, color: fill }));
    cells.forEach((lines, i) =>
      w.within(elements[i]!, () =>
        lines.forEach((line, n) => {
          const right = table.align?.[i] === "right";
          const x = right
            ? xs[i]! + widths[i]! - PAD_X - style.font.widthOfTextAtSize(line, style.size)
            : xs[i]! + PAD_X;
          w.drawLine(line, style, x, top - PAD_Y - n * style.lineHeight);
        }),
      ),
    );
    w.y -= height;
    w.rule(COLORS.rule, 0.5);
  };

  w.tag("Table", () => {
    const headerRow = w.element("TR");
    const headerCells = table.columns.map(() => w.element("TH", { scope: "Column" }, headerRow));
    const header = cellLines(table.columns, styles.header);
    const drawHeader = () => drawCells(header, styles.header, headerCells, COLORS.headerFill);
    const rows = table.rows.map((row) => cellLines(row, styles.cell));

    w.ensure(heightOf(header, styles.header) + (rows[0] ? heightOf(rows[0], styles.cell) : 0));
    drawHeader();
    let headerJustDrawn = true;
    rows.forEach((row, index) => {
      const rowElement = w.element("TR");
      const cells = row.map(() => w.element("TD", undefined, rowElement));
      const fill = index % 2 === 1 ? COLORS.stripe : undefined;
      let rest = row;
      for (;;) {
        if (heightOf(rest, styles.cell) <= w.room) {
          drawCells(rest, styles.cell, cells, fill);
          headerJustDrawn = false;
          return;
        }
        if (headerJustDrawn) {
          // Taller than a page under its header: draw the lines that fit, carry the others over.
          const fit = Math.max(1, Math.floor((w.room - 2 * PAD_Y) / styles.cell.lineHeight));
          drawCells(
            rest.map((lines) => lines.slice(0, fit)),
            styles.cell,
            cells,
            fill,
          );
          rest = rest.map((lines) => lines.slice(fit));
        }
        w.newPage();
        // Read once, at the start of the table: on a continued page, the header and its caption are layout.
        w.artifact(() => {
          onContinuedPage();
          drawHeader();
        });
        headerJustDrawn = true;
      }
    });
  });
}

/**
 * Each column as wide as its longest cell when the table fits the page; otherwise each gets its
 * longest word and the rest of the width is shared in proportion to what the columns lack.
 */
function columnWidths(w: PdfWriter, table: PdfTable, styles: TableStyles): number[] {
  const count = table.columns.length;
  const desired = new Array<number>(count).fill(0);
  const least = new Array<number>(count).fill(0);
  const measure = (text: string, style: TextStyle, i: number) => {
    const safe = w.safe(text);
    const width = (part: string) => style.font.widthOfTextAtSize(part, style.size) + 2 * PAD_X;
    for (const line of safe.split("\n")) desired[i] = Math.max(desired[i]!, width(line));
    for (const word of safe.split(/[\n ]/)) least[i] = Math.max(least[i]!, width(word));
  };
  table.columns.forEach((column, i) => measure(column, styles.header, i));
  for (const row of table.rows) for (let i = 0; i < count; i++) measure(row[i] ?? "", styles.cell, i);

  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const totalDesired = sum(desired);
  if (totalDesired <= w.width) return desired.map((width) => width + ((w.width - totalDesired) * width) / totalDesired);
  const totalLeast = sum(least);
  if (totalLeast >= w.width) return least.map((width) => (w.width * width) / totalLeast);
  const lacking = desired.map((width, i) => width - least[i]!);
  const totalLacking = sum(lacking);
  return least.map((width, i) => width + ((w.width - totalLeast) * lacking[i]!) / totalLacking);
}
