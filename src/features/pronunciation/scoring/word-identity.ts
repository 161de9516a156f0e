/*
 * Whether the recogniser heard the phrase's word or another word in its place. A word said with a
 * sound off is still that word: its sounds say what to work on. A word the recogniser wrote as
 * another word of the language was heard as that other word, as a listener would have heard it,
 * however close the two sound ("mode" for "monde", "shit" for "sheet"). A word written otherwise
 * but sounding the same (plant/plan, 20/vingt, "Je arrive"/"J'arrive") is the word said.
 */
import type { Phoneme } from "./phonemes";

/** The words of the language (the answer checker's word lists), in lower case. */
export type KnownWords = { has(word: string): boolean };

/** Letters left of an apostrophe that are not words on their own (qu'il, jusqu'à, we'll, they're). */
const CLITICS = new Set(["qu", "jusqu", "lorsqu", "puisqu", "quoiqu", "ll", "re", "ve"]);

export function normalWord(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/’/g, "'");
}

/** A word of the language: listed as written, or each of its parts (l'usine, rendez-vous, don't). */
export function isWordOf(text: string, words: KnownWords): boolean {
  const word = normalWord(text);
  if (words.has(word)) return true;
  const parts = word.split(/['-]/).filter((part) => part.length > 1 && !CLITICS.has(part));
  return parts.length > 0 && parts.every((part) => words.has(part));
}

/** The word as written, and without the letter an elision leaves («j'arrive», «arrive»): "je arrive" says it with a sound added. */
const writtenForms = (text: string): string[] => {
  const written = normalWord(text);
  return [written, written.replace(/^(jusqu|lorsqu|puisqu|quoiqu|qu|[ljdnmtsc])'/, "")];
};

/**
 * Whether a word of the phrase was said, and the other word heard in its place if one was.
 * `paired` is the recognised word behind each of the word's sounds that was paired with one. The
 * word is said when the recogniser wrote it, or wrote words that sound just like it (`soundsAlike`:
 * every sound right, and no sound of those words heard wrong elsewhere: "rentrer" is not "entrer"
 * however well the "entrer" part matches). A recognised word that is one of the phrase's own words
 * was that word, stretched over this one by the alignment: this word was not said. With no word
 * list, every recognised word is taken for a word of the language (recognisers write words).
 */
export function wordHeard(
  text: string,
  soundsAlike: boolean,
  paired: string[],
  phraseWords: ReadonlySet<string>,
  words: KnownWords | undefined,
): { said: boolean; heardAs?: string } {
  const forms = writtenForms(text);
  if (paired.some((heard) => forms.includes(normalWord(heard)))) return { said: true };
  if (soundsAlike) return { said: true };
  const counts = new Map<string, number>();
  for (const heard of paired) if (!phraseWords.has(normalWord(heard))) counts.set(heard, (counts.get(heard) ?? 0) + 1);
  if (counts.size === 0) return { said: false };
  const [main] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return words === undefined || isWordOf(main, words) ? { said: false, heardAs: main } : { said: true };
}

/** Quebec French forms of written words, as people say them and recognisers write them. */
const QUEBEC_SPOKEN: Record<string, string[]> = {
  chu: ["je", "suis"],
  chus: ["je", "suis"],
  "j'suis": ["je", "suis"],
  "t'es": ["tu", "es"],
  "t'as": ["tu", "as"],
  "y'a": ["il", "y", "a"],
};

type Said = { text: string; phonemes: Phoneme[] };

/**
 * The recognised words with each Quebec spoken form («chu») put back as the phrase's own words
 * («je suis») and their sounds, when the phrase has them at that point: said the Quebec way, they
 * are said. A phrase without those words gets no such allowance.
 */
export function withQuebecForms(target: { text: string; phonemes: { symbol: string }[] }[], heard: Said[]): Said[] {
  const written = target.map((word) => normalWord(word.text));
  let from = 0;
  return heard.flatMap((word) => {
    const full = QUEBEC_SPOKEN[normalWord(word.text)];
    if (!full) return [word];
    const at = written.findIndex(
      (_, index) => index >= from && full.every((part, offset) => written[index + offset] === part),
    );
    if (at < 0) return [word];
    from = at + full.length;
    return target
      .slice(at, from)
      .map((said) => ({ text: said.text, phonemes: said.phonemes.map(({ symbol }) => ({ symbol })) }));
  });
}
