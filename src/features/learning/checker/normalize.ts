/*
 * What a typed answer and an accepted one are compared as: lower case, one kind of apostrophe, no
 * punctuation, single spaces, French elisions split (« l'ami » → « l' ami »), English contractions
 * written out, numbers as digits and times and dates in one form (numbers.ts, clock.ts, dates.ts).
 */
import { digitTimes, wordTimes } from "./clock";
import { dates } from "./dates";
import { numbersAsDigits } from "./numbers";
import type { CheckLanguage } from "./types";

/** French elided forms, and the full words they stand for. */
export const ELISIONS: Record<string, string[]> = {
  "l'": ["le", "la"],
  "j'": ["je"],
  "d'": ["de"],
  "n'": ["ne"],
  "m'": ["me"],
  "t'": ["te"],
  "s'": ["se", "si"],
  "c'": ["ce"],
  "qu'": ["que"],
  "jusqu'": ["jusque"],
  "lorsqu'": ["lorsque"],
  "puisqu'": ["puisque"],
  "quoiqu'": ["quoique"],
};
const ELIDED_PREFIX = /(^|\s)(jusqu|lorsqu|puisqu|quoiqu|qu|[ljdnmtsc])'\s*/g;
/** "j ai", a single letter alone: the apostrophe was left out. */
const LONE_ELIDED_LETTER = /(^|\s)(qu|[ljdnmtsc])\s+(?=[aeiouyhàâäéèêëîïôöùûü])/g;

/** Past participles that do not end in -ed, and the adverbs that may stand before one (she's already left). */
const PARTICIPLES =
  "been|gone|done|seen|left|made|taken|given|written|known|sent|told|found|had|got|gotten|bought|brought|thought|met|paid|spoken|begun|chosen|forgotten|eaten|fallen|held|kept|lost|run|sold|stood|understood|won|come|become|put|read|said|felt|heard|built|spent|taught|caught";
const ADVERBS = "already|just|never|ever|not|always|also|recently|finally";

/** English contractions, written out: both forms are equally right. */
const CONTRACTIONS: Record<string, string> = {
  "i'm": "i am",
  "you're": "you are",
  "we're": "we are",
  "they're": "they are",
  "he's": "he is",
  "she's": "she is",
  "it's": "it is",
  "that's": "that is",
  "there's": "there is",
  "what's": "what is",
  "who's": "who is",
  "where's": "where is",
  "here's": "here is",
  "let's": "let us",
  "i've": "i have",
  "you've": "you have",
  "we've": "we have",
  "they've": "they have",
  "i'll": "i will",
  "you'll": "you will",
  "he'll": "he will",
  "she'll": "she will",
  "we'll": "we will",
  "they'll": "they will",
  "it'll": "it will",
  "i'd": "i would",
  "you'd": "you would",
  "he'd": "he would",
  "she'd": "she would",
  "we'd": "we would",
  "they'd": "they would",
  "don't": "do not",
  "doesn't": "does not",
  "didn't": "did not",
  "isn't": "is not",
  "aren't": "are not",
  "wasn't": "was not",
  "weren't": "were not",
  "haven't": "have not",
  "hasn't": "has not",
  "hadn't": "had not",
  "won't": "will not",
  "wouldn't": "would not",
  "can't": "cannot",
  "couldn't": "could not",
  "shouldn't": "should not",
  "mustn't": "must not",
  "can not": "cannot",
  // The same without the apostrophe, where that is not another English word.
  im: "i am",
  youre: "you are",
  theyre: "they are",
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  isnt: "is not",
  arent: "are not",
  wasnt: "was not",
  werent: "were not",
  havent: "have not",
  hasnt: "has not",
  wouldnt: "would not",
  cant: "cannot",
  couldnt: "could not",
  shouldnt: "should not",
};
const CONTRACTION_PATTERN = new RegExp(
  `(^|\\s)(${Object.keys(CONTRACTIONS)
    .map((key) => key.replace(/'/g, "'"))
    .sort((a, b) => b.length - a.length)
    .join("|")})(?=\\s|$)`,
  "g",
);

/** Lower case, one kind of apostrophe, no punctuation, single spaces; numbers, times and dates written one way. */
export function normalize(text: string, language: CheckLanguage): string {
  const lowered = text
    .normalize("NFC")
    .toLocaleLowerCase(language)
    .replace(/[’‘`´ʼ]/g, "'")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae");
  const english = (text: string) =>
    text.replace(/\bper\s*cent\b|\bpercent\b/g, "%").replace(/\$\s?(\d[\d,]*(?:\.\d+)?)/g, "$1 dollars");
  let value = digitTimes(language === "fr" ? lowered.replace(/\bpour\s*cent\b/g, "%") : english(lowered), language)
    // Thousands written with a separator (2,500 in English, 2 500 in French) are one number.
    .replace(language === "en" ? /(\d),(\d{3})(?!\d)/g : /(\d)[\s\u00a0\u202f](\d{3})(?!\d)/g, "$1$2")
    // Keep decimal separators inside numbers (12,50 $), drop every other mark.
    .replace(/(\d)[,.](\d)/g, "$1\u0000$2")
    .replace(/(\d)\s*%/g, "$1 %")
    .replace(/[.,!?;:«»"“”()[\]{}…–—\-/\\*_]/g, " ")
    .replace(/\u0000/g, ",")
    .replace(/\s+/g, " ")
    .trim();
  if (language === "fr") {
    value = value
      .replace(/(\d)\s*\$/g, "$1 $")
      .replace(ELIDED_PREFIX, "$1$2' ")
      .replace(LONE_ELIDED_LETTER, "$1$2' ");
  } else {
    // "He's been", "she's left", "I'd already left": 's and 'd stand for has and had before a past participle.
    value = value.replace(
      new RegExp(
        `(^|\\s)(he|she|it|that|there|who|what)'s ((?:(?:${ADVERBS}) )?(?:${PARTICIPLES}|\\w+ed))(?=\\s|$)`,
        "g",
      ),
      "$1$2 has $3",
    );
    value = value.replace(
      new RegExp(
        `(^|\\s)(i|you|he|she|it|we|they|that|there|who)'d ((?:(?:${ADVERBS}) )?(?:${PARTICIPLES}|\\w+ed))(?=\\s|$)`,
        "g",
      ),
      "$1$2 had $3",
    );
    value = value.replace(
      CONTRACTION_PATTERN,
      (_, space: string, word: string) => `${space}${CONTRACTIONS[word] ?? word}`,
    );
  }
  // « 12 $ » and « 12 dollars », « 15 min » and « 15 minutes »: the same words.
  const tokens = value
    .split(" ")
    .filter(Boolean)
    .map((token, index, all) =>
      token === "$"
        ? "dollars"
        : (token === "min" || token === "mins") && /^\d+$/.test(all[index - 1] ?? "")
          ? "minutes"
          : token,
    );
  return dates(wordTimes(numbersAsDigits(tokens, language), language), language).join(" ");
}

/** Without accents: é → e, ç → c. */
export function stripAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

/** Apostrophes and spaces gone: "jai" against "j' ai", "weekend" against "week end". */
export const compact = (normalized: string) => normalized.replace(/['\s]/g, "");

/**
 * The answer as written, for noticing a missing hyphen, apostrophe or space: lower case, no
 * accents, every mark gone but hyphens and apostrophes.
 */
export function lightForm(text: string, language: CheckLanguage): string[] {
  return stripAccents(
    text
      .normalize("NFC")
      .toLocaleLowerCase(language)
      .replace(/[’‘`´ʼ]/g, "'"),
  )
    .replace(/[^\p{L}\p{N}'\- ]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
}
