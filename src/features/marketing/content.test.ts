import { evaluate } from "@mdx-js/mdx";
import * as runtime from "react/jsx-runtime";
import remarkGfm from "remark-gfm";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/config";
import {
  articleSlugs,
  findArticle,
  findResource,
  listArticles,
  listResources,
  parseFrontMatter,
  relatedArticles,
  resourceSlugs,
} from "./content";
import { MAX_TITLE_LENGTH, renderedTitle } from "./seo";

// Reading the content validates every file's front matter against its schema (content-schema.ts).
describe("blog and resources content", () => {
  it("has at least six articles and the two resources, each in French, English and Spanish", () => {
    expect(articleSlugs().length).toBeGreaterThanOrEqual(6);
    expect(resourceSlugs().sort()).toEqual(["bill-96-employer-guide", "language-situation-report"]);
    for (const locale of locales) {
      expect(listArticles(locale)).toHaveLength(articleSlugs().length);
      expect(listResources(locale)).toHaveLength(2);
    }
  });

  it("gives an article the same date and tags in every language, and a resource the same review date and version", () => {
    for (const slug of articleSlugs()) {
      const [fr, ...others] = locales.map((locale) => findArticle(slug, locale)!);
      for (const other of others)
        expect({ slug, date: other.date, tags: other.tags }).toEqual({ slug, date: fr!.date, tags: fr!.tags });
    }
    for (const slug of resourceSlugs()) {
      const [fr, ...others] = locales.map((locale) => findResource(slug, locale)!);
      for (const other of others)
        expect({ slug, reviewedOn: other.reviewedOn, version: other.version }).toEqual({
          slug,
          reviewedOn: fr!.reviewedOn,
          version: fr!.version,
        });
    }
  });

  it("gives every title longer than results pages show a shorter one for them", () => {
    const pieces = [
      ...locales.flatMap((locale) => listArticles(locale)),
      ...locales.flatMap((locale) => listResources(locale)),
    ];
    const tooLong = pieces.filter((piece) => renderedTitle(piece.seoTitle ?? piece.title).length > MAX_TITLE_LENGTH);
    expect(tooLong.map((piece) => `${piece.slug}/${piece.locale}`)).toEqual([]);
    for (const piece of pieces.filter((piece) => piece.seoTitle))
      expect(piece.title.length, `${piece.slug}/${piece.locale}`).toBeGreaterThan(MAX_TITLE_LENGTH);
  });

  it("lists the newest articles first", () => {
    const dates = listArticles("fr").map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("leads every article to others of its language, those sharing a topic first", () => {
    for (const locale of locales)
      for (const article of listArticles(locale)) {
        const related = relatedArticles(article);
        expect(related).toHaveLength(3);
        expect(related.every((other) => other.locale === locale && other.slug !== article.slug)).toBe(true);
        const shares = related.map((other) => other.tags.filter((tag) => article.tags.includes(tag)).length);
        expect(shares).toEqual([...shares].sort((x, y) => y - x));
        const unlisted = listArticles(locale).filter(
          (other) => other.slug !== article.slug && !related.some((shown) => shown.slug === other.slug),
        );
        const sharesOf = (other: (typeof unlisted)[number]) =>
          other.tags.filter((tag) => article.tags.includes(tag)).length;
        expect(unlisted.every((other) => sharesOf(other) <= shares.at(-1)!)).toBe(true);
      }
  });

  it("compiles every body as MDX, with no HTML, JSX, h1 or insecure link", async () => {
    const pieces = [
      ...locales.flatMap((locale) => listArticles(locale)),
      ...locales.flatMap((locale) => listResources(locale)),
    ];
    for (const piece of pieces) {
      const where = `${piece.slug}/${piece.locale}`;
      await expect(evaluate(piece.body, { ...runtime, remarkPlugins: [remarkGfm] }), where).resolves.toBeDefined();
      expect(piece.body, where).not.toMatch(/^# /m);
      expect(piece.body, where).not.toMatch(/<[a-zA-Z/]/);
      expect(
        [...piece.body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]).filter((href) => !/^(https:\/\/|\/)/.test(href!)),
        where,
      ).toEqual([]);
    }
  });

  it("refuses a file without front matter", () => {
    expect(() => parseFrontMatter("# Title\n\nText", "x.mdx")).toThrow(/front matter/);
    expect(parseFrontMatter("---\ntitle: T\n---\nBody", "x.mdx")).toEqual({ data: { title: "T" }, body: "Body" });
  });
});
