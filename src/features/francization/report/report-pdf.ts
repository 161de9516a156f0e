import { PDFDocument } from "@cantoo/pdf-lib";
import { drawPageFooters } from "@/lib/pdf/pdf-footers";
import { drawPairs } from "@/lib/pdf/pdf-pairs";
import { drawTable, type TableStyles } from "@/lib/pdf/pdf-table";
import { COLORS, type Fonts, PdfWriter, type TextStyle } from "@/lib/pdf/pdf-writer";
import { embedUnicodeFonts } from "@/lib/pdf/unicode-fonts";
import type { ReportDocument } from "./document";

/*
 * The report as a PDF, Letter size (docs/decisions/018-pdf-reports.md), in an embedded Noto Sans so
 * that the names of the people and groups it lists keep their letters, whatever their script
 * (decision 031). The words the renderer adds itself are French, like the report.
 */

const FRENCH = {
  page: (page: number, total: number) => `Page ${page} de ${total}`,
  continued: (heading: string) => `${heading} (suite)`,
  footer: (title: string, generatedOn: string) => `${title} · Généré le ${generatedOn}`,
};

const stylesFor = (fonts: Fonts) => {
  const style = (font: keyof Fonts, size: number, lineHeight: number, color = COLORS.text): TextStyle => ({
    font: fonts[font],
    size,
    lineHeight,
    color,
  });
  return {
    title: style("bold", 18, 23),
    subtitle: style("regular", 12, 16, COLORS.muted),
    metaLabel: style("bold", 9.5, 13),
    metaValue: style("regular", 9.5, 13),
    heading: style("bold", 13, 17),
    continued: style("bold", 10, 14, COLORS.muted),
    body: style("regular", 10, 14),
    note: style("italic", 9, 12.5, COLORS.muted),
    notice: style("italic", 8.5, 11.5, COLORS.muted),
    footer: style("regular", 8, 10, COLORS.muted),
    table: { header: style("bold", 9, 11.5), cell: style("regular", 9, 11.5) } satisfies TableStyles,
  };
};

export async function renderReportPdf(doc: ReportDocument): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  if (doc.subtitle) pdf.setSubject(doc.subtitle);
  pdf.setCreator("MadameAI");
  pdf.setProducer("MadameAI");
  const fonts = await embedUnicodeFonts(pdf);
  const styles = stylesFor(fonts);
  const w = new PdfWriter(pdf, fonts, { title: doc.title, language: "fr-CA" });

  w.block(doc.title, styles.title, { as: "H1" });
  if (doc.subtitle) w.block(doc.subtitle, styles.subtitle, { as: "P" });
  w.gap(10);
  drawPairs(w, doc.meta, { label: styles.metaLabel, value: styles.metaValue });

  for (const section of doc.sections) {
    w.gap(16);
    // Keep a heading with the start of what follows it: a few lines, or a table's header and first row.
    w.ensure(
      w.lines(section.heading, styles.heading, w.width).length * styles.heading.lineHeight +
        4 +
        3 * styles.body.lineHeight,
    );
    w.block(section.heading, styles.heading, { as: "H2" });
    w.gap(4);
    for (const paragraph of section.paragraphs ?? []) {
      w.block(paragraph, styles.body, { as: "P" });
      w.gap(5);
    }
    if (section.table)
      drawTable(w, section.table, styles.table, () => w.block(FRENCH.continued(section.heading), styles.continued));
    if (section.note) {
      w.gap(5);
      w.block(section.note, styles.note, { as: "P" });
    }
  }

  w.gap(20);
  w.ensure(w.lines(doc.notice, styles.notice, w.width).length * styles.notice.lineHeight + 8);
  w.rule();
  w.gap(8);
  w.block(doc.notice, styles.notice, { as: "P" });

  drawPageFooters(w, { text: FRENCH.footer(doc.title, doc.generatedOn), page: FRENCH.page, style: styles.footer });
  return w.save();
}
