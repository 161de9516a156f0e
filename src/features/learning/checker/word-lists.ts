/*
 * Whether a typed word is a real word of the language: a one-letter change that lands on another
 * word (quite/quiet, mange/range) is not a slip to forgive. The lists are MIT-licensed word lists
 * from npm (about 336,000 French and 275,000 English forms, inflections included; decision 025).
 * They are loaded on the first answer that needs them (about half a second; 10 MB for both), never
 * at import, so pages and routes that never judge a typed answer do not pay for them.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { CheckLanguage } from "./types";

const PACKAGES: Record<CheckLanguage, string> = { fr: "an-array-of-french-words", en: "an-array-of-english-words" };

/** What the checker and the pronunciation scorer ask of a word list. */
type KnownWords = { has(word: string): boolean };

/*
 * Kept as one sorted string per language, looked up by binary search. As a Set, the 611,000 words
 * were as many objects for the garbage collector to walk at every full collection: about 120 ms
 * against 15 ms for the same words in one string, which showed in the answer route's slowest
 * responses.
 */
class SortedWords implements KnownWords {
  private readonly text: string;
  /** Where each word starts in `text`, plus the end: word i is text[starts[i], starts[i + 1] - 1). */
  private readonly starts: Uint32Array;

  constructor(words: readonly string[]) {
    const sorted = [...new Set(words)].sort();
    this.text = sorted.join("\n");
    this.starts = new Uint32Array(sorted.length + 1);
    let offset = 0;
    sorted.forEach((word, index) => {
      this.starts[index] = offset;
      offset += word.length + 1;
    });
    this.starts[sorted.length] = offset;
  }

  has(word: string): boolean {
    let low = 0;
    let high = this.starts.length - 2;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const candidate = this.text.slice(this.starts[middle], this.starts[middle + 1]! - 1);
      if (candidate === word) return true;
      if (candidate < word) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

const lists = new Map<CheckLanguage, KnownWords>();

/*
 * Resolved from the project's own folder at run time: the server keeps the lists out of its
 * bundles (a 4 MB JSON file in each route would be read at every start). Read as a file rather
 * than required, so the module cache does not keep the parsed array alive beside the sorted copy.
 */
const load = (language: CheckLanguage): KnownWords => {
  const requireFromProject = createRequire(path.join(process.cwd(), "package.json"));
  const file = requireFromProject.resolve(`${PACKAGES[language]}/index.json`);
  return new SortedWords(JSON.parse(readFileSync(file, "utf8")) as string[]);
};

/** The words of a language, loaded once per process. */
export function wordsOf(language: CheckLanguage): KnownWords {
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
