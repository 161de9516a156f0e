import { z } from "zod";

/*
 * The front matter of the blog's articles and of the resources, checked when the content is read
 * (and by content.test.ts for every file): a missing field or a wrong date fails the build, not a
 * visitor's page.
 */

export const tagIds = ["francisation", "loi-96", "apprentissage", "prononciation", "anglais", "rh"] as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD");
/** For a title longer than results pages show (60 characters): the shorter one they get instead. */
const seoTitle = z.string().min(10).max(60).optional();

export const articleFrontMatter = z.strictObject({
  title: z.string().min(10).max(70),
  seoTitle,
  description: z.string().min(120).max(160),
  date: isoDay,
  tags: z.array(z.enum(tagIds)).min(1).max(3),
  author: z.string().min(1),
});
export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;

export const resourceFrontMatter = z.strictObject({
  title: z.string().min(10).max(110),
  seoTitle,
  description: z.string().min(120).max(160),
  reviewedOn: isoDay,
  version: z.string().regex(/^\d+\.\d+$/),
  kind: z.enum(["guide", "report"]),
});
export type ResourceFrontMatter = z.infer<typeof resourceFrontMatter>;
