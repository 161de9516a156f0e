import { PDFDocument, rgb, StandardFonts } from "@cantoo/pdf-lib";
import { createTranslator, type Messages } from "next-intl";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { longDay } from "@/lib/days";
import { drawPageFooters } from "@/lib/pdf/pdf-footers";
import { richBlock } from "@/lib/pdf/pdf-rich-text";
import { PdfWriter, type TextStyle } from "@/lib/pdf/pdf-writer";
import { findResource, type Resource } from "./content";
import { BodyRenderer, parseBody, SITE, SIZES } from "./resource-pdf-body";

/*
 * A Bill 96 resource as a PDF to print or file: its title, lead, kind, review date and version,
 * the not-legal-advice notice, then its MDX body (resource-pdf-body.ts), with the site and page
 * numbers in every footer. On paper a link's address is lost, and these resources are only as good
 * as their citations: each link gets a number, "[3]", and the addresses are listed under each
 * section. Letter paper (Canada), Helvetica (docs/decisions/021-resource-pdf.md).
 */

export type ResourcePdfLabels = {
  kind: string;
  reviewed: string;
  version: string;
  notLegal: string;
  links: string;
  page: (page: number, total: number) => string;
  continued: (heading: string) => string;
};

const LANGUAGE_TAG: Record<Locale, string> = { fr: "fr-CA", en: "en-CA", es: "es" };
const NOTICE_FILL = rgb(1, 241 / 255, 230 / 255);

export async function renderResourcePdf(
  resource: Resource,
  labels: ResourcePdfLabels,
): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setSubject(resource.description);
  pdf.setAuthor("MadameAI");
  pdf.setCreator("MadameAI");
  pdf.setProducer("MadameAI");
  // Dated by the review, not the build: the same resource gives the same file.
  const reviewed = new Date(`${resource.reviewedOn}T12:00:00Z`);
  pdf.setCreationDate(reviewed);
  pdf.setModificationDate(reviewed);
  const embed = (font: StandardFonts) => pdf.embedFont(font);
  const [regular, bold, italic, boldItalic] = await Promise.all([
    embed(StandardFonts.Helvetica),
    embed(StandardFonts.HelveticaBold),
    embed(StandardFonts.HelveticaOblique),
    embed(StandardFonts.HelveticaBoldOblique),
  ]);
  const w = new PdfWriter(
    pdf,
    { regular, bold, italic },
    { title: resource.title, language: LANGUAGE_TAG[resource.locale] },
  );
  const r = new BodyRenderer(w, { regular, bold, italic, boldItalic }, labels);

  richBlock(w, [{ text: `MadameAI · ${labels.kind}`.toUpperCase(), style: r.style(SIZES.small, "bold", "link") }], {
    as: "P",
  });
  w.gap(6);
  richBlock(w, [{ text: resource.title, style: r.style(SIZES.title, "bold") }], { as: "H1" });
  w.gap(6);
  richBlock(w, [{ text: resource.description, style: r.style(SIZES.lead, "regular", "muted") }], { as: "P" });
  w.gap(6);
  richBlock(w, [{ text: `${labels.reviewed} · ${labels.version}`, style: r.style(SIZES.small, "regular", "muted") }], {
    as: "P",
  });
  w.gap(10);
  drawNotice(w, labels.notLegal, r.style(SIZES.small, "bold"));
  w.gap(10);

  r.blocks(parseBody(resource.body).children, { indent: 0 });
  r.flushNotes();
  drawPageFooters(w, {
    text: `${SITE} · ${resource.title}`,
    page: labels.page,
    style: r.style(SIZES.footer, "regular", "muted"),
  });
  return w.save();
}

/** The notice in a tinted box, kept whole on the first page. */
function drawNotice(w: PdfWriter, notice: string, style: TextStyle): void {
  const pad = 8;
  const lines = w.lines(notice, style, w.width - 2 * pad);
  const height = lines.length * style.lineHeight + 2 * pad;
  w.ensure(height);
  w.decorate((page) => {
    page.drawRectangle({ x: w.left, y: w.y - height, width: w.width, height, color: NOTICE_FILL });
    page.drawRectangle({ x: w.left, y: w.y - height, width: 3, height, color: rgb(0.85, 0.45, 0.15) });
  });
  w.tag("P", () =>
    lines.forEach((line, n) => w.drawLine(line, style, w.left + pad + 2, w.y - pad - n * style.lineHeight)),
  );
  w.y -= height;
}

/** The words the PDF adds around the resource, in the resource's language. */
export async function resourcePdfLabels(resource: Resource): Promise<ResourcePdfLabels> {
  const t = createTranslator({
    locale: resource.locale,
    messages: (await loadMessages(resource.locale)) as Messages,
    namespace: "public.resources",
  });
  return {
    kind: t(`kinds.${resource.kind}`),
    reviewed: t("reviewed", { date: longDay(resource.reviewedOn, LANGUAGE_TAG[resource.locale]) }),
    version: t("version", { version: resource.version }),
    notLegal: t("notLegal"),
    links: t("pdf.links"),
    page: (page, total) => t("pdf.page", { page, total }),
    continued: (heading) => t("pdf.continued", { heading }),
  };
}

export const resourcePdfPath = (slug: string, locale: Locale) => `/blog/resources/${locale}/${slug}/pdf`;
export const resourcePdfFilename = (slug: string, locale: Locale) => `${slug}-${locale}.pdf`;

// Made once per resource, language and process: the content only changes with a deployment.
const made = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** The resource's PDF, or null when there is no such resource in that language. */
export function resourcePdf(slug: string, locale: Locale): Promise<Uint8Array<ArrayBuffer>> | null {
  const resource = findResource(slug, locale);
  if (!resource) return null;
  const key = `${locale}/${slug}`;
  let file = made.get(key);
  if (!file) {
    file = resourcePdfLabels(resource).then((labels) => renderResourcePdf(resource, labels));
    file.catch(() => made.delete(key));
    made.set(key, file);
  }
  return file;
}
