/*
 * A report as data: what to say, not how it looks. The yearly francization report builds one; the
 * PDF renderer (report-pdf.ts) and the CSV export read the same object, so both carry the same
 * figures. Always French: the report goes to the OQLF.
 */

export type ReportAlign = "left" | "right";

export type ReportTable = {
  columns: string[];
  /** One string per column; a missing cell is drawn empty. */
  rows: string[][];
  /** Per column; numbers read best right-aligned. Defaults to left. */
  align?: ReportAlign[];
};

export type ReportSection = {
  heading: string;
  /** Drawn before the table. A "\n" inside a paragraph starts a new line. */
  paragraphs?: string[];
  table?: ReportTable;
  /** A short remark drawn after the table, in italics. */
  note?: string;
};

export type ReportDocument = {
  title: string;
  subtitle?: string;
  /** Label and value pairs shown under the title (enterprise, period, date of generation…). */
  meta: { label: string; value: string }[];
  sections: ReportSection[];
  /** The closing caveat, drawn once after the last section. */
  notice: string;
  /** Already formatted for display, e.g. "15 janvier 2027"; shown in every page's footer. */
  generatedOn: string;
  language: "fr";
};
