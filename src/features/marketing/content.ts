import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { locales, type Locale } from "@/i18n/config";
import {
  articleFrontMatter,
  resourceFrontMatter,
  type ArticleFrontMatter,
  type ResourceFrontMatter,
} from "./content-schema";
import { readingMinutes } from "./reading-time";

/*
 * The blog's articles and the Bill 96 resources: one folder per piece under content/blog and
 * content/resources, one MDX file per language (fr.mdx, en.mdx, es.mdx), each with its front
 * matter. Read once per process; every piece must exist in the three languages.
 */

const CONTENT_DIR = path.join(process.cwd(), "content");

type Piece<FrontMatter> = FrontMatter & { slug: string; locale: Locale; body: string; readingMinutes: number };
export type Article = Piece<ArticleFrontMatter>;
export type Resource = Piece<ResourceFrontMatter>;

/** Splits `---` YAML front matter from the Markdown body. */
export function parseFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const match = source.replace(/\r\n/g, "\n").match(/^---\n([\s\S]*?)\n---\n?([\s\S]*)$/);
  if (!match) throw new Error(`${file}: expected front matter between two --- lines`);
  return { data: parseYaml(match[1]!), body: match[2]! };
}

function readCollection<FrontMatter extends object>(
  folder: string,
  schema: z.ZodType<FrontMatter>,
): Piece<FrontMatter>[] {
  const root = path.join(CONTENT_DIR, folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: slug }) =>
      locales.map((locale) => {
        const file = path.join(root, slug, `${locale}.mdx`);
        if (!existsSync(file))
          throw new Error(`content/${folder}/${slug}: ${locale}.mdx is missing (every piece exists in fr, en and es)`);
        const { data, body } = parseFrontMatter(readFileSync(file, "utf8"), file);
        const parsed = schema.safeParse(data);
        if (!parsed.success)
          throw new Error(
            `${file}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
          );
        return { ...parsed.data, slug, locale, body, readingMinutes: readingMinutes(body) };
      }),
    );
}

let articles: Article[] | undefined;
let resources: Resource[] | undefined;

function allArticles(): Article[] {
  articles ??= readCollection("blog", articleFrontMatter).sort(
    (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  );
  return articles;
}

function allResources(): Resource[] {
  resources ??= readCollection("resources", resourceFrontMatter).sort((a, b) => a.slug.localeCompare(b.slug));
  return resources;
}

/** The articles in one language, the newest first. */
export const listArticles = (locale: Locale): Article[] => allArticles().filter((article) => article.locale === locale);
export const findArticle = (slug: string, locale: Locale): Article | null =>
  allArticles().find((a) => a.slug === slug && a.locale === locale) ?? null;
/**
 * What to read after an article: the other articles of its language that share the most topics
 * with it, the newest first among equals (so every article leads somewhere, even with no shared topic).
 */
export function relatedArticles(article: Article, limit = 3): Article[] {
  const shared = (other: Article) => other.tags.filter((tag) => article.tags.includes(tag)).length;
  return listArticles(article.locale)
    .filter((other) => other.slug !== article.slug)
    .sort((x, y) => shared(y) - shared(x) || y.date.localeCompare(x.date))
    .slice(0, limit);
}

export const articleSlugs = (): string[] => [...new Set(allArticles().map((article) => article.slug))];

export const listResources = (locale: Locale): Resource[] =>
  allResources().filter((resource) => resource.locale === locale);
export const findResource = (slug: string, locale: Locale): Resource | null =>
  allResources().find((r) => r.slug === slug && r.locale === locale) ?? null;
export const resourceSlugs = (): string[] => [...new Set(allResources().map((resource) => resource.slug))];
