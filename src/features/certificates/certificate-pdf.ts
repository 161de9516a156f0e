import { PDFDocument } from "@cantoo/pdf-lib";
import { COLORS, type Fonts, PAGE, PdfWriter, type TextStyle } from "@/lib/pdf/pdf-writer";
import { embedUnicodeFonts } from "@/lib/pdf/unicode-fonts";
import type { CertificateDocument, CertificateSection } from "./document";

/*
 * The certificate as a PDF, Letter size, in the embedded Noto Sans (a holder's or an
 * organization's name keeps its letters whatever the script): French first, then the learner's
 * language, each with the same facts and the line saying it is not an official test.
 */

const stylesFor = (fonts: Fonts) => {
  const style = (font: keyof Fonts, size: number, lineHeight: number, color = COLORS.text): TextStyle => ({
    font: fonts[font],
    size,
    lineHeight,
    color,
  });
  return {
    brand: style("bold", 11, 14, COLORS.muted),
    title: style("bold", 22, 28),
    statement: style("regular", 13, 18),
    label: style("bold", 10, 14),
    value: style("regular", 10, 14),
    notice: style("italic", 9, 12.5, COLORS.muted),
    footer: style("regular", 8, 10, COLORS.muted),
  };
};
type Styles = ReturnType<typeof stylesFor>;

export async function renderCertificatePdf(doc: CertificateDocument): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const [first] = doc.sections;
  pdf.setTitle(first!.title, { showInWindowTitleBar: true });
  pdf.setSubject(first!.statement);
  pdf.setLanguage("fr-CA");
  pdf.setCreator("MadameAI");
  pdf.setProducer("MadameAI");
  const fonts = await embedUnicodeFonts(pdf);
  const styles = stylesFor(fonts);
  const w = new PdfWriter(pdf, fonts);

  doc.sections.forEach((section, index) => {
    if (index > 0) {
      w.gap(18);
      w.rule();
      w.gap(18);
    }
    drawSection(w, section, styles);
  });

  const ruleY = PAGE.margin + 18;
  for (const page of w.pages) {
    page.drawLine({
      start: { x: w.left, y: ruleY },
      end: { x: w.left + w.width, y: ruleY },
      thickness: 0.5,
      color: COLORS.rule,
    });
    w.drawLine(w.safe(doc.footer), styles.footer, w.left, ruleY - 6, page);
  }
  return pdf.save();
}

function drawSection(w: PdfWriter, section: CertificateSection, styles: Styles): void {
  w.block("MadameAI", styles.brand);
  w.gap(4);
  w.block(section.title, styles.title);
  w.gap(8);
  w.block(section.statement, styles.statement);
  w.gap(12);
  const labelWidth = Math.min(
    w.width * 0.4,
    12 +
      Math.max(...section.rows.map((row) => styles.label.font.widthOfTextAtSize(w.safe(row.label), styles.label.size))),
  );
  for (const { label, value } of section.rows) {
    const labels = w.lines(label, styles.label, labelWidth - 12);
    const values = w.lines(value, styles.value, w.width - labelWidth);
    const height = Math.max(labels.length, values.length) * styles.value.lineHeight;
    w.ensure(height);
    labels.forEach((line, n) => w.drawLine(line, styles.label, w.left, w.y - n * styles.label.lineHeight));
    values.forEach((line, n) => w.drawLine(line, styles.value, w.left + labelWidth, w.y - n * styles.value.lineHeight));
    w.y -= height + 3;
  }
  w.gap(10);
  w.block(section.notOfficial, styles.notice, { keepTogether: true });
}
