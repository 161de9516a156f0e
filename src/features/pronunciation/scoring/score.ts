/*
 * The score of a phrase from what was recognised: the target's sounds aligned with the sounds of
 * the recognised words (weighted edit distance, close sounds costing less), then scored per
 * sound, syllable, word and phrase, with what each wrong sound was heard as. The recognised words
 * are all there is to go on: a recogniser that guesses the right word hides a wrong sound, and
 * the screen says so.
 */
import type { Language, SpokenWord } from "./phonemes";
import { gapCost, isVowel, substitutionCost } from "./sounds";
import type { SoundFamily, TargetPhoneme, TargetWord } from "./target";
import { normalWord, wordHeard, withQuebecForms, type KnownWords } from "./word-identity";

export type Colour = "green" | "yellow" | "red";
export type Verdict = "correct" | "close" | "wrong" | "missing";
export type PhonemeScore = {
  symbol: string;
  verdict: Verdict;
  score: number;
  heardAs: string | null;
  families: SoundFamily[];
};
export type SyllableScore = { sounds: string; score: number; colour: Colour };
export type WordScore = {
  text: string;
  score: number;
  colour: Colour;
  phonemes: PhonemeScore[];
  syllables: SyllableScore[];
  extra: string[];
  /** Another word of the language the recogniser wrote in this word's place ("mode" for "monde"). */
  heardAs?: string;
};
export type Fluency = { score: number; syllablesPerSecond: number; longPauses: number };
/** The recording's timing, measured by the browser: its length, the time with voice in it, and the silences inside the phrase. */
export type Timing = { durationMs: number; voicedMs: number; pausesMs: number[] };
export type PhraseScore = {
  score: number;
  colour: Colour;
  /** The share of the phrase's sounds that were said at all (0–100). */
  completeness: number;
  words: WordScore[];
  fluency: Fluency | null;
  /** Each sound family of the phrase with its weakest sound's score, weakest first. */
  families: { family: SoundFamily; score: number }[];
};

export function colourOf(score: number): Colour {
  return score >= 80 ? "green" : score >= 60 ? "yellow" : "red";
}

/** The best a phrase scores with a word not said (another word in its place, or nothing): below green. */
export const WORD_NOT_SAID_CAP = 79;

type Step =
  | { kind: "pair"; target: number; heard: number; cost: number }
  | { kind: "missing"; target: number }
  | { kind: "extra"; heard: number };

/** The cheapest way to turn the target's sounds into the heard ones (Levenshtein with weighted costs). */
export function align(target: TargetPhoneme[], heard: string[], language: Language): Step[] {
  const pairCost = (t: number, h: number) =>
    Math.min(...target[t]!.accepted.map((symbol) => substitutionCost(symbol, heard[h]!)));
  const rows = target.length + 1;
  const cols = heard.length + 1;
  const cost = Array.from({ length: rows }, () => new Float64Array(cols));
  for (let t = 1; t < rows; t++) cost[t]![0] = cost[t - 1]![0]! + gapCost(target[t - 1]!.symbol, language);
  for (let h = 1; h < cols; h++) cost[0]![h] = cost[0]![h - 1]! + gapCost(heard[h - 1]!, language);
  for (let t = 1; t < rows; t++) {
    for (let h = 1; h < cols; h++) {
      cost[t]![h] = Math.min(
        cost[t - 1]![h - 1]! + pairCost(t - 1, h - 1),
        cost[t - 1]![h]! + gapCost(target[t - 1]!.symbol, language),
        cost[t]![h - 1]! + gapCost(heard[h - 1]!, language),
      );
    }
  }
  const steps: Step[] = [];
  let [t, h] = [target.length, heard.length];
  while (t > 0 || h > 0) {
    const here = cost[t]![h]!;
    if (t > 0 && h > 0 && Math.abs(here - (cost[t - 1]![h - 1]! + pairCost(t - 1, h - 1))) < 1e-9) {
      steps.push({ kind: "pair", target: t - 1, heard: h - 1, cost: pairCost(t - 1, h - 1) });
      t--;
      h--;
    } else if (t > 0 && Math.abs(here - (cost[t - 1]![h]! + gapCost(target[t - 1]!.symbol, language))) < 1e-9) {
      steps.push({ kind: "missing", target: t - 1 });
      t--;
    } else {
      steps.push({ kind: "extra", heard: h - 1 });
      h--;
    }
  }
  return steps.reverse();
}

function phonemeScore(
  phoneme: TargetPhoneme,
  step: Step | undefined,
  heard: string[],
  language: Language,
): PhonemeScore {
  const base = { symbol: phoneme.symbol, families: phoneme.families };
  if (!step || step.kind !== "pair") {
    // A French schwa left out is how people speak ("p'tite", "je m'appelle").
    if (language === "fr" && phoneme.symbol === "ə") return { ...base, verdict: "correct", score: 100, heardAs: null };
    return { ...base, verdict: "missing", score: 0, heardAs: null };
  }
  const heardAs = heard[step.heard]!;
  if (step.cost === 0) return { ...base, verdict: "correct", score: 100, heardAs: null };
  if (step.cost <= 0.2) return { ...base, verdict: "correct", score: 90, heardAs };
  if (step.cost <= 0.4) return { ...base, verdict: "close", score: 60, heardAs };
  return { ...base, verdict: "wrong", score: 0, heardAs };
}

/** Syllables: one vowel each, with the consonants before it (and the word's last consonants on the last one). */
function syllablesOf(phonemes: PhonemeScore[]): SyllableScore[] {
  const groups: PhonemeScore[][] = [];
  let current: PhonemeScore[] = [];
  for (const phoneme of phonemes) {
    current.push(phoneme);
    if (isVowel(phoneme.symbol)) {
      groups.push(current);
      current = [];
    }
  }
  if (current.length > 0) {
    if (groups.length > 0) groups[groups.length - 1]!.push(...current);
    else groups.push(current);
  }
  return groups.map((group) => {
    const score = Math.round(group.reduce((sum, phoneme) => sum + phoneme.score, 0) / group.length);
    return { sounds: group.map((phoneme) => phoneme.symbol).join(""), score, colour: colourOf(score) };
  });
}

/** Faster than anyone speaks: the recording's timing does not match what was heard (cut short, noise). */
const MAX_PLAUSIBLE_RATE = 10;

/**
 * Speech rate and pauses: learners are not asked to be fast, only to keep going. null when the
 * timing cannot be right for the syllables heard, rather than a fluency score that means nothing.
 */
export function fluencyOf(timing: Timing, syllables: number): Fluency | null {
  const seconds = Math.max(timing.voicedMs, 1) / 1000;
  const rate = syllables / seconds;
  if (rate > MAX_PLAUSIBLE_RATE) return null;
  const longPauses = timing.pausesMs.filter((pause) => pause >= 600).length;
  const rateScore =
    rate < 1.5 ? Math.max(0, (rate / 1.5) * 100) : rate > 7.5 ? Math.max(0, 100 - (rate - 7.5) * 25) : 100;
  const score = Math.max(0, Math.round(rateScore - Math.min(40, longPauses * 10)));
  return { score, syllablesPerSecond: Math.round(rate * 10) / 10, longPauses };
}

/**
 * The score of one recognised version of the phrase. A word of the phrase not said (another word
 * of the language heard in its place, or none of its sounds) counts for nothing in the phrase and
 * keeps it below green, however close its sounds; `words` tells a word of the language from a
 * word the recogniser spelled as it heard it ("prodiction"), which is that word with a sound off.
 */
export function scorePhrase(
  target: TargetWord[],
  recognised: SpokenWord[],
  language: Language,
  timing?: Timing,
  words?: KnownWords,
): PhraseScore {
  const heardWords = language === "fr" ? withQuebecForms(target, recognised) : recognised;
  const flat = target.flatMap((word, wordIndex) => word.phonemes.map((phoneme) => ({ phoneme, wordIndex })));
  const heard = heardWords.flatMap((word) => word.phonemes.map((phoneme) => phoneme.symbol));
  const heardWordOf = heardWords.flatMap((word, index) => word.phonemes.map(() => index));
  const steps = align(
    flat.map((item) => item.phoneme),
    heard,
    language,
  );
  const byTarget = new Map<number, Step>();
  const extras = new Map<number, string[]>();
  // Recognised words with a sound heard wrong or added (a French schwa aside): not the same sounds as any target word.
  const offWords = new Set<number>();
  let lastWord = 0;
  for (const step of steps) {
    if (
      (step.kind === "pair" && step.cost > 0.2) ||
      (step.kind === "extra" && gapCost(heard[step.heard]!, language) >= 1)
    )
      offWords.add(heardWordOf[step.heard]!);
    if (step.kind === "extra") {
      // A sound added belongs to the word being said when it was heard.
      extras.set(lastWord, [...(extras.get(lastWord) ?? []), heard[step.heard]!]);
    } else {
      byTarget.set(step.target, step);
      lastWord = flat[step.target]!.wordIndex;
    }
  }
  let offset = 0;
  const notSaid = new Set<number>();
  const phraseWords = new Set(target.map((word) => normalWord(word.text)));
  const scored: WordScore[] = target.map((word, wordIndex) => {
    const wordSteps = word.phonemes.map((_, index) => byTarget.get(offset + index));
    const phonemes = word.phonemes.map((phoneme, index) => phonemeScore(phoneme, wordSteps[index], heard, language));
    offset += word.phonemes.length;
    const paired = wordSteps.flatMap((step) => (step?.kind === "pair" ? [heardWordOf[step.heard]!] : []));
    const soundsAlike =
      phonemes.every((phoneme) => phoneme.verdict === "correct") && paired.every((index) => !offWords.has(index));
    const pairedText = paired.map((index) => heardWords[index]!.text);
    const { said, heardAs } = wordHeard(word.text, soundsAlike, pairedText, phraseWords, words);
    if (!said && word.phonemes.length > 0) notSaid.add(wordIndex);
    const extra = extras.get(wordIndex) ?? [];
    const total = phonemes.reduce((sum, phoneme) => sum + phoneme.score, 0);
    // A word is only as green as its weakest sound: a close or added sound (or another word heard) keeps it yellow, a wrong or missing one makes it red.
    const cap = phonemes.some((phoneme) => phoneme.verdict === "wrong" || phoneme.verdict === "missing")
      ? 59
      : extra.length > 0 || heardAs || phonemes.some((phoneme) => phoneme.verdict === "close")
        ? 79
        : 100;
    const score =
      phonemes.length === 0 ? 100 : Math.min(cap, Math.round(total / (phonemes.length + extra.length * 0.5)));
    const syllables = syllablesOf(phonemes);
    return { text: word.text, score, colour: colourOf(score), phonemes, syllables, extra, ...(heardAs && { heardAs }) };
  });
  const sounds = scored.flatMap((word) => word.phonemes);
  const weight = scored.reduce((sum, word) => sum + word.phonemes.length, 0) || 1;
  const weighted = Math.round(
    scored.reduce((sum, word, index) => sum + (notSaid.has(index) ? 0 : word.score) * word.phonemes.length, 0) / weight,
  );
  const score = notSaid.size > 0 ? Math.min(WORD_NOT_SAID_CAP, weighted) : weighted;
  const said = sounds.filter((phoneme) => phoneme.verdict !== "missing").length;
  const familyScores = new Map<SoundFamily, number[]>();
  for (const phoneme of sounds)
    for (const family of phoneme.families)
      familyScores.set(family, [...(familyScores.get(family) ?? []), phoneme.score]);
  return {
    score,
    colour: colourOf(score),
    completeness: Math.round((said / (sounds.length || 1)) * 100),
    words: scored,
    // The syllables actually said: a phrase left half-said is not a fast one.
    fluency: timing
      ? fluencyOf(timing, sounds.filter((phoneme) => isVowel(phoneme.symbol) && phoneme.verdict !== "missing").length)
      : null,
    // One "ship" said as "sheep" is the sound to work on, however many other i's were right.
    families: [...familyScores]
      .map(([family, scores]) => ({ family, score: Math.min(...scores) }))
      .sort((a, b) => a.score - b.score),
  };
}

/** The best of the recogniser's alternatives (the learner gets the benefit of the doubt), and which one it was. */
export function scoreBest(
  target: TargetWord[],
  alternatives: SpokenWord[][],
  language: Language,
  timing?: Timing,
  words?: KnownWords,
): { result: PhraseScore; index: number } {
  const scored = alternatives.map((heard) => scorePhrase(target, heard, language, timing, words));
  if (scored.length === 0) return { result: scorePhrase(target, [], language, timing, words), index: -1 };
  const index = scored.reduce((best, candidate, at) => (candidate.score > scored[best]!.score ? at : best), 0);
  return { result: scored[index]!, index };
}
