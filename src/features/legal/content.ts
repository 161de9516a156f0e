import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { locales, type Locale } from "@/i18n/config";
import {
  isVersionDay,
  legalDocuments,
  legalFrontMatter,
  type LegalDocument,
  type LegalFrontMatter,
} from "./content-schema";

/*
 * The privacy policy and the terms of use, every version ever published, in French, English and
 * Spanish. Read and checked once per process: a missing language, a folder whose name is not its
 * version, or a bad front matter stops the page with the file's name rather than showing half a
 * document.
 */

export type LegalText = LegalFrontMatter & { document: LegalDocument; locale: Locale; body: string };

export function parseLegalFile(source: string, file: string): { data: unknown; body: string } {
  const match = source.replace(/\r\n/g, "\n").match(/^---\n([\s\S]*?)\n---\n?([\s\S]*)$/);
  if (!match) throw new Error(`${file}: expected front matter between two --- lines`);
  return { data: parseYaml(match[1]!), body: match[2]! };
}

/**
 * Every version of every document under content/legal (from the working directory, as the other
 * content is), newest first within a document. The paths are spelled out from process.cwd() so
 * the build can see they stay inside content/legal.
 */
export function readLegalTexts(): LegalText[] {
  return legalDocuments.flatMap((document) => {
    const folder = path.join(process.cwd(), "content", "legal", document);
    if (!existsSync(folder)) throw new Error(`content/legal/${document}: missing (at least one version is required)`);
    const versions = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .reverse();
    if (versions.length === 0) throw new Error(`content/legal/${document}: no version folder`);
    return versions.flatMap((version) => {
      if (!isVersionDay(version))
        throw new Error(`content/legal/${document}/${version}: a version folder is named YYYY-MM-DD`);
      return locales.map((locale) => {
        const file = path.join(process.cwd(), "content", "legal", document, version, `${locale}.mdx`);
        if (!existsSync(file))
          throw new Error(
            `content/legal/${document}/${version}: ${locale}.mdx is missing (every version exists in fr, en and es)`,
          );
        const { data, body } = parseLegalFile(readFileSync(file, "utf8"), file);
        const parsed = legalFrontMatter.safeParse(data);
        if (!parsed.success)
          throw new Error(
            `${file}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
          );
        if (parsed.data.version !== version)
          throw new Error(`${file}: version ${parsed.data.version} does not match its folder ${version}`);
        return { ...parsed.data, document, locale, body };
      });
    });
  });
}

let texts: LegalText[] | undefined;
const allTexts = () => (texts ??= readLegalTexts());

/** The versions of a document in one language, the one in force first. */
export const legalVersions = (document: LegalDocument, locale: Locale): LegalText[] =>
  allTexts().filter((text) => text.document === document && text.locale === locale);

export const currentLegalText = (document: LegalDocument, locale: Locale): LegalText =>
  legalVersions(document, locale)[0]!;

/** A version by its date, or null for an unknown or malformed one. */
export const findLegalText = (document: LegalDocument, version: string, locale: Locale): LegalText | null =>
  legalVersions(document, locale).find((text) => text.version === version) ?? null;
