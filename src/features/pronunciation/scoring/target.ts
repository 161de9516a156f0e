/*
 * The pronunciation a phrase is measured against: eSpeak's phonemes, with the Quebec French forms
 * eSpeak lacks, and each sound tagged with the families the coach knows (nasal vowels, th…).
 * A Quebec form and the international one are both right: a learner is marked wrong neither for
 * sounding Parisian nor for sounding Québécois.
 */
import type { Language, Phoneme, SpokenWord } from "./phonemes";
import { isVowel } from "./sounds";

export const soundFamilies = {
  fr: ["nasal-vowels", "u-ou", "e-eh", "french-r", "final-consonants", "liaison", "elision", "affrication"],
  en: ["th", "h", "short-long", "schwa", "stress", "ed-s-endings"],
} as const;
export type SoundFamily = (typeof soundFamilies)[Language][number];

export type TargetPhoneme = {
  /** The sound shown to the learner (the Quebec form for Quebec French). */
  symbol: string;
  /** Every form counted right. */
  accepted: string[];
  stress?: Phoneme["stress"];
  families: SoundFamily[];
};
export type TargetWord = { text: string; phonemes: TargetPhoneme[] };

const HIGH_FRONT = new Set(["i", "y", "j", "ɥ"]);
const LAX: Record<string, string> = { i: "ɪ", y: "ʏ", u: "ʊ" };
// Consonants that lengthen the vowel before them: no laxing ("rive", "ruse", "rouge", "pur").
const LENGTHENING = new Set(["ʁ", "v", "z", "ʒ"]);
const ELIDED = /^(l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)['’]/i;
const SILENT_FINAL = /[sxztdnp]$/i;
const LIAISON = new Set(["z", "t", "n", "p", "ʁ"]);

/** Quebec French forms: t/d affricated before i, y, j, ɥ; i, y, u laxed in a word's closed last syllable. */
function quebecForms(word: Phoneme[]): { symbol: string; accepted: string[] }[] {
  const lastVowel = word.map((phoneme) => isVowel(phoneme.symbol)).lastIndexOf(true);
  return word.map(({ symbol }, index) => {
    const next = word[index + 1]?.symbol;
    if ((symbol === "t" || symbol === "d") && next && HIGH_FRONT.has(next)) {
      const quebec = symbol === "t" ? "ts" : "dz";
      return { symbol: quebec, accepted: [quebec, symbol] };
    }
    const closedBy = word.slice(index + 1);
    if (LAX[symbol] && index === lastVowel && closedBy.length > 0 && !LENGTHENING.has(closedBy[0]!.symbol))
      return { symbol: LAX[symbol]!, accepted: [LAX[symbol]!, symbol] };
    return { symbol, accepted: [symbol] };
  });
}

function frenchFamilies(
  word: SpokenWord,
  index: number,
  phoneme: string,
  nextWord: SpokenWord | undefined,
): SoundFamily[] {
  const families: SoundFamily[] = [];
  const last = index === word.phonemes.length - 1;
  if (["ɑ̃", "ɔ̃", "ɛ̃", "œ̃"].includes(phoneme)) families.push("nasal-vowels");
  if (phoneme === "y" || phoneme === "u") families.push("u-ou");
  if (phoneme === "e" || phoneme === "ɛ") families.push("e-eh");
  if (phoneme === "ʁ") families.push("french-r");
  if ((phoneme === "t" || phoneme === "d") && HIGH_FRONT.has(word.phonemes[index + 1]?.symbol ?? ""))
    families.push("affrication");
  if (index === 0 && ELIDED.test(word.text)) families.push("elision");
  if (last && !isVowel(phoneme)) {
    // A consonant eSpeak carries over to a word that starts with a vowel, from a letter otherwise silent: a liaison.
    const liaison =
      SILENT_FINAL.test(word.text) &&
      nextWord !== undefined &&
      isVowel(nextWord.phonemes[0]?.symbol ?? "") &&
      LIAISON.has(phoneme);
    families.push(liaison ? "liaison" : "final-consonants");
  }
  return families;
}

function englishFamilies(word: SpokenWord, index: number, phoneme: Phoneme): SoundFamily[] {
  const families: SoundFamily[] = [];
  const symbol = phoneme.symbol;
  const last = index === word.phonemes.length - 1;
  if (symbol === "θ" || symbol === "ð") families.push("th");
  if (symbol === "h") families.push("h");
  if (["ɪ", "iː", "ʊ", "uː"].includes(symbol)) families.push("short-long");
  if (["ə", "ᵻ", "ɚ", "ɐ"].includes(symbol)) families.push("schwa");
  const vowels = word.phonemes.filter((item) => isVowel(item.symbol)).length;
  if (phoneme.stress === "primary" && vowels > 1) families.push("stress");
  const ending = /(ed|s)$/i.test(word.text) && word.text.length > 3;
  if (
    ending &&
    (last || (index === word.phonemes.length - 2 && /^(ᵻ|ɪ|ə)$/.test(word.phonemes.at(-2)!.symbol))) &&
    ["t", "d", "s", "z"].includes(symbol)
  )
    families.push("ed-s-endings");
  return families;
}

/** The target of a phrase for a learner of this language and variant. */
export function targetOf(words: SpokenWord[], language: Language, variant: string): TargetWord[] {
  return words.map((word, wordIndex) => {
    const forms =
      language === "fr" && variant === "fr-CA"
        ? quebecForms(word.phonemes)
        : word.phonemes.map(({ symbol }) => ({ symbol, accepted: [symbol] }));
    return {
      text: word.text,
      phonemes: word.phonemes.map((phoneme, index) => ({
        ...forms[index]!,
        ...(phoneme.stress && { stress: phoneme.stress }),
        families:
          language === "fr"
            ? frenchFamilies(word, index, phoneme.symbol, words[wordIndex + 1])
            : englishFamilies(word, index, phoneme),
      })),
    };
  });
}

/** The families a phrase really trains, as eSpeak reads it: what a phrase's tags are checked against (authored and generated). */
export function familiesIn(target: TargetWord[]): Set<SoundFamily> {
  return new Set(target.flatMap((word) => word.phonemes.flatMap((phoneme) => phoneme.families)));
}
