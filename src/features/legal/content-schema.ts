import { z } from "zod";

/*
 * The legal documents' front matter. A version is a folder named by its date
 * (content/legal/<document>/<YYYY-MM-DD>/{fr,en,es}.mdx); the newest folder is the one in force.
 */

export const legalDocuments = ["privacy", "terms"] as const;
export type LegalDocument = (typeof legalDocuments)[number];

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD")
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    "not a calendar day",
  );

export const isVersionDay = (value: string): boolean => isoDay.safeParse(value).success;

export const legalFrontMatter = z
  .strictObject({
    title: z.string().min(5).max(70),
    description: z.string().min(80).max(200),
    /** The day this text was written: also its folder's name and its address (/privacy/<version>). */
    version: isoDay,
    /** The day it applies from: never before it was written. */
    effective: isoDay,
  })
  .refine((front) => front.effective >= front.version, {
    path: ["effective"],
    message: "the effective date cannot precede the version date",
  });
export type LegalFrontMatter = z.infer<typeof legalFrontMatter>;
