import { createProcessor } from "@mdx-js/mdx";
import { rgb, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";
import remarkGfm from "remark-gfm";
import { richBlock, type Run } from "@/lib/pdf/pdf-rich-text";
import type { Role } from "@/lib/pdf/pdf-tags";
import { drawTable } from "@/lib/pdf/pdf-table";
import { COLORS, type PdfWriter, type TextStyle } from "@/lib/pdf/pdf-writer";

/*
 * A resource's MDX body drawn into the PDF (resource-pdf.ts draws what surrounds it). The body is
 * parsed to mdast by the MDX processor and the GFM plugin the page compiles it with, so both read
 * the same grammar; the node types come from that processor rather than from `mdast` by name.
 * Links are numbered in the text and their addresses listed under each section.
 */

type Mdast = ReturnType<ReturnType<typeof createProcessor>["parse"]>;
type Node = Mdast["children"][number];
type Parent = Extract<Node, { children: unknown[] }>;
type ListNode = Extract<Node, { type: "list" }>;
type ListItem = ListNode["children"][number];

/** The site the footer names, and the base of a relative link. */
export const SITE = "madameai.ca";
export const PRIMARY = rgb(35 / 255, 67 / 255, 196 / 255);
const CHECKBOX = /^\s*[\u2610\u2611\u2612]\s*/;
const HEADING_ROLES: Record<number, Role> = { 2: "H2", 3: "H3", 4: "H4", 5: "H5", 6: "H6" };

export type Variant = "regular" | "bold" | "italic" | "boldItalic";
export type FontFamily = Record<Variant, PDFFont>;
export type Ink = "text" | "muted" | "link";
export type Size = { size: number; lineHeight: number };

export const SIZES = {
  title: { size: 20, lineHeight: 25 },
  lead: { size: 11.5, lineHeight: 16 },
  small: { size: 9, lineHeight: 12.5 },
  h2: { size: 14, lineHeight: 18.5 },
  h3: { size: 11.5, lineHeight: 15.5 },
  h4: { size: 10.5, lineHeight: 14.5 },
  body: { size: 10, lineHeight: 14.5 },
  notes: { size: 8, lineHeight: 11 },
  table: { size: 8.5, lineHeight: 11 },
  footer: { size: 8, lineHeight: 10 },
} satisfies Record<string, Size>;

/** Labels the body adds, in the resource's language. */
export type BodyLabels = { links: string; continued: (heading: string) => string };

export class BodyRenderer {
  private readonly styles = new Map<string, TextStyle>();
  private notes: { n: number; url: string }[] = [];
  private noteCount = 0;
  /** The level-2 heading above, repeated over a table continued on a new page. */
  private currentHeading = "";

  constructor(
    readonly w: PdfWriter,
    readonly fonts: FontFamily,
    readonly labels: BodyLabels,
  ) {}

  /** One object per look, so runs of the same look merge into one piece of text. */
  style(size: Size, variant: Variant = "regular", ink: Ink = "text"): TextStyle {
    const key = `${size.size}/${size.lineHeight}/${variant}/${ink}`;
    let style = this.styles.get(key);
    if (!style)
      this.styles.set(
        key,
        (style = {
          font: this.fonts[variant],
          ...size,
          color: ink === "link" ? PRIMARY : ink === "muted" ? COLORS.muted : COLORS.text,
        }),
      );
    return style;
  }

  /** The number of a link's note; the same address twice in a section keeps its number. */
  note(url: string): number {
    const known = this.notes.find((note) => note.url === url);
    if (known) return known.n;
    this.notes.push({ n: ++this.noteCount, url });
    return this.noteCount;
  }

  inline(nodes: readonly Node[], size: Size, variant: Variant = "regular", ink: Ink = "text"): Run[] {
    return nodes.flatMap((node): Run[] => {
      switch (node.type) {
        case "text":
        case "inlineCode":
          return [{ text: node.value, style: this.style(size, variant, ink) }];
        case "break":
          return [{ text: "\n", style: this.style(size, variant, ink) }];
        case "strong":
          return this.inline(
            node.children,
            size,
            variant === "italic" || variant === "boldItalic" ? "boldItalic" : "bold",
            ink,
          );
        case "emphasis":
          return this.inline(
            node.children,
            size,
            variant === "bold" || variant === "boldItalic" ? "boldItalic" : "italic",
            ink,
          );
        case "link": {
          const url = new URL(node.url, `https://${SITE}`).toString();
          const runs = this.inline(node.children, size, variant, "link").map((run) => ({ ...run, link: url }));
          return [
            ...runs,
            { text: `\u00A0[${this.note(url)}]`, style: this.style(size, "regular", "link"), link: url },
          ];
        }
        case "image":
          return node.alt ? [{ text: node.alt, style: this.style(size, "italic", ink) }] : [];
        case "footnoteReference":
          return [{ text: `[${node.label ?? node.identifier}]`, style: this.style(size, variant, ink) }];
        default:
          return "children" in node ? this.inline(node.children as Node[], size, variant, ink) : [];
      }
    });
  }

  /** Plain text of inline content, for table cells: link numbers included. */
  plain(nodes: readonly Node[], size: Size): string {
    return this.inline(nodes, size)
      .map((run) => run.text)
      .join("");
  }

  blocks(nodes: readonly Node[], frame: Frame): void {
    for (const node of nodes) this.block(node, frame);
  }

  block(node: Node, frame: Frame): void {
    const { w } = this;
    switch (node.type) {
      case "heading": {
        if (node.depth <= 2) this.flushNotes();
        const size = node.depth <= 2 ? SIZES.h2 : node.depth === 3 ? SIZES.h3 : SIZES.h4;
        const runs = this.inline(node.children, size, "bold", node.depth <= 2 ? "link" : "text");
        if (node.depth <= 2) this.currentHeading = runs.map((run) => run.text).join("");
        if (!w.atTopOfPage) w.gap(node.depth <= 2 ? 14 : 9);
        // Keep a heading with the first lines of what follows it.
        w.ensure(size.lineHeight * 2 + 3 * SIZES.body.lineHeight);
        // The title is the only H1; a body's own level-1 heading reads as a section.
        richBlock(w, runs, { ...frame, as: HEADING_ROLES[Math.min(Math.max(node.depth, 2), 6)] });
        w.gap(node.depth <= 2 ? 5 : 3);
        return;
      }
      case "paragraph": {
        const text = this.inline(node.children, SIZES.body);
        if (text.length === 0) return;
        richBlock(w, text, { ...frame, as: "P" });
        w.gap(frame.tight ? 2 : 6);
        return;
      }
      case "list":
        this.list(node, frame);
        w.gap(4);
        return;
      case "blockquote": {
        const bar = (page: PDFPage, top: number, height: number) =>
          page.drawRectangle({ x: w.left + frame.indent, y: top - height, width: 2.5, height, color: PRIMARY });
        w.gap(2);
        w.tag("BlockQuote", () => this.blocks(node.children, { ...frame, indent: frame.indent + 12, beside: bar }));
        w.gap(4);
        return;
      }
      case "table": {
        const [head, ...body] = node.children.map((row) =>
          row.children.map((cell) => this.plain(cell.children, SIZES.table)),
        );
        if (!head) return;
        const heading = this.currentHeading;
        w.gap(2);
        drawTable(
          w,
          { columns: head, rows: body, align: head.map((_, i) => (node.align?.[i] === "right" ? "right" : "left")) },
          { header: this.style(SIZES.table, "bold"), cell: this.style(SIZES.table) },
          () =>
            heading &&
            richBlock(w, [{ text: this.labels.continued(heading), style: this.style(SIZES.small, "bold", "muted") }]),
        );
        w.gap(10);
        return;
      }
      case "thematicBreak":
        w.gap(6);
        w.rule();
        w.gap(10);
        return;
      case "code":
        richBlock(w, [{ text: node.value, style: this.style(SIZES.small) }], {
          ...frame,
          indent: frame.indent + 12,
          as: "P",
        });
        w.gap(6);
        return;
      default:
        if ("children" in node) this.blocks((node as Parent).children as Node[], frame);
    }
  }

  list(list: ListNode, frame: Frame): void {
    const tight = !list.spread;
    this.w.tag("L", () =>
      list.children.forEach((item, index) => this.w.tag("LI", () => this.item(list, item, index, { frame, tight }))),
    );
  }

  /** One list item: its bullet, number or box as the label, its blocks as the body. */
  private item(
    list: ListNode,
    item: ListItem,
    index: number,
    { frame, tight }: { frame: Frame; tight: boolean },
  ): void {
    const { w } = this;
    const start = list.start ?? 1;
    // A "☐" written at the start of an item (not in WinAnsi) is drawn as a box, like a GFM task item.
    let children = item.children;
    let checkbox = item.checked != null;
    const [first, ...others] = children;
    const lead = first?.type === "paragraph" ? first.children[0] : undefined;
    if (first?.type === "paragraph" && lead?.type === "text" && CHECKBOX.test(lead.value)) {
      checkbox = true;
      children = [
        { ...first, children: [{ ...lead, value: lead.value.replace(CHECKBOX, "") }, ...first.children.slice(1)] },
        ...others,
      ];
    }
    const body = this.style(SIZES.body);
    w.ensure(body.lineHeight);
    const top = w.y;
    const x = w.left + frame.indent;
    w.tag("Lbl", () => {
      if (checkbox) {
        const side = 7.5;
        w.decorate((page) =>
          page.drawRectangle({
            x: x + 1,
            y: top - (body.lineHeight + side) / 2 - 1,
            width: side,
            height: side,
            borderColor: COLORS.text,
            borderWidth: 0.8,
          }),
        );
        if (item.checked) w.drawLine("x", this.style(SIZES.small, "bold"), x + 2.6, top - 2);
      } else if (list.ordered) {
        const label = `${start + index}.`;
        w.drawLine(label, body, x + 12 - body.font.widthOfTextAtSize(label, body.size), top);
      } else w.drawLine("•", body, x + 4, top);
    });
    w.tag("LBody", () => this.blocks(children, { ...frame, indent: frame.indent + (list.ordered ? 17 : 15), tight }));
    if (!tight) w.gap(2);
  }

  /** The addresses of the section's links, numbered as in the text. */
  flushNotes(): void {
    const { w } = this;
    if (this.notes.length === 0) return;
    const label = this.style(SIZES.notes, "bold", "muted");
    const text = this.style(SIZES.notes, "regular", "muted");
    const url = this.style(SIZES.notes, "regular", "link");
    w.gap(4);
    w.ensure(label.lineHeight + 2 * text.lineHeight + 4);
    w.decorate((page) =>
      page.drawLine({
        start: { x: w.left, y: w.y },
        end: { x: w.left + 60, y: w.y },
        thickness: 0.5,
        color: COLORS.rule,
      }),
    );
    w.gap(4);
    richBlock(w, [{ text: this.labels.links, style: label }], { as: "P" });
    w.tag("L", () => {
      for (const note of this.notes)
        w.tag("LI", () => {
          w.ensure(text.lineHeight);
          w.tag("Lbl", () => w.drawLine(`[${note.n}]`, text, w.left, w.y));
          richBlock(w, [{ text: note.url, style: url, link: note.url, address: true }], { indent: 22, as: "LBody" });
        });
    });
    this.notes = [];
  }
}

type Frame = { indent: number; tight?: boolean; beside?: (page: PDFPage, top: number, height: number) => void };

/** The MDX body as mdast, with GFM (tables, strikethrough, task lists) as on the page. */
export function parseBody(body: string): Mdast {
  return createProcessor({ remarkPlugins: [remarkGfm] }).parse(body);
}
