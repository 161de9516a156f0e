/*
 * Whether a typed word is a real word of the language: a one-letter change that lands on another
 * word (quite/quiet, mange/range) is not a slip to forgive. The lists are MIT-licensed word lists
 * from npm (about 336,000 French and 275,000 English forms, inflections included; decision 025).
 * They are loaded on the first answer that needs them (about half a second, 60 MB for both), never
 * at import, so pages and routes that never judge a typed answer do not pay for them.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { CheckLanguage } from "./types";

const PACKAGES: Record<CheckLanguage, string> = { fr: "an-array-of-french-words", en: "an-array-of-english-words" };
const lists = new Map<CheckLanguage, ReadonlySet<string>>();

/*
 * Resolved from the project's own folder at run time: the server keeps the lists out of its
 * bundles (a 4 MB JSON file in each route would be read at every start).
 */
const load = (language: CheckLanguage): ReadonlySet<string> => {
  const requireFromProject = createRequire(path.join(process.cwd(), "package.json"));
  const words = requireFromProject(PACKAGES[language]) as string[];
  return new Set(words);
};

/** The words of a language, loaded once per process. */
export function wordsOf(language: CheckLanguage): ReadonlySet<string> {
  let words = lists.get(language);
  if (!words) {
    words = load(language);
    lists.set(language, words);
  }
  return words;
}

/** Loads both lists ahead of the first answer (at server start), so no learner waits for them. */
export function preloadWordLists(): void {
  wordsOf("fr");
  wordsOf("en");
}
