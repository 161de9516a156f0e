import { PDFDocument } from "@cantoo/pdf-lib";
import { drawFooterRule, FOOTER_RULE_Y } from "@/lib/pdf/pdf-footers";
import { drawPairs } from "@/lib/pdf/pdf-pairs";
import { COLORS, type Fonts, PdfWriter, type TextStyle } from "@/lib/pdf/pdf-writer";
import { embedUnicodeFonts } from "@/lib/pdf/unicode-fonts";
import { type CertificateDocument, type CertificateSection, LANGUAGE_TAG } from "./document";

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
  pdf.setSubject(first!.statement);
  pdf.setCreator("MadameAI");
  pdf.setProducer("MadameAI");
  const fonts = await embedUnicodeFonts(pdf);
  const styles = stylesFor(fonts);
  const w = new PdfWriter(pdf, fonts, { title: first!.title, language: LANGUAGE_TAG.fr });

  doc.sections.forEach((section, index) => {
    if (index > 0) {
      w.gap(18);
      w.rule();
      w.gap(18);
    }
    // Each language's version is a section in that language, read with its own voice.
    w.tag("Sect", () => drawSection(w, section, styles), { lang: LANGUAGE_TAG[section.locale] });
  });

  for (const page of w.pages) {
    drawFooterRule(w, page);
    w.artifact(() => w.drawLine(w.safe(doc.footer), styles.footer, w.left, FOOTER_RULE_Y - 6, page));
  }
  return w.save();
}

function drawSection(w: PdfWriter, section: CertificateSection, styles: Styles): void {
  w.block("MadameAI", styles.brand, { as: "P" });
  w.gap(4);
  w.block(section.title, styles.title, { as: "H1" });
  w.gap(8);
  w.block(section.statement, styles.statement, { as: "P" });
  w.gap(12);
  drawPairs(w, section.rows, styles, { rowGap: 3 });
  w.gap(10);
  w.block(section.notOfficial, styles.notice, { keepTogether: true, as: "P" });
}
