/*
 * How far apart two sounds are, for the alignment: the same sound costs nothing, a close one
 * (the neighbour a learner reaches for: é for è, [ɪ] for [iː], [ʁ] for [ɹ]) costs little, anything
 * else costs more, and a vowel for a consonant costs the most.
 */

const VOWELS = new Set([
  "a",
  "ɑ",
  "ɐ",
  "æ",
  "e",
  "ɛ",
  "ə",
  "ɜ",
  "ɚ",
  "ᵻ",
  "i",
  "ɪ",
  "o",
  "ɔ",
  "ø",
  "œ",
  "u",
  "ʊ",
  "y",
  "ʏ",
  "ʌ",
  "ɒ",
  "ɑ̃",
  "ɔ̃",
  "ɛ̃",
  "œ̃",
  "ã",
  "ẽ",
]);

/** The vowel or consonant without its length mark or diphthong glide ("iː" → "i", "aɪ" → "a"). */
function nucleus(symbol: string): string {
  return symbol.replace(/ː/g, "").replace(/^(a|e|o|ɔ)[ɪʊə]$/, "$1");
}

export function isVowel(symbol: string): boolean {
  return VOWELS.has(nucleus(symbol)) || /^(aɪ|aʊ|eɪ|oʊ|ɔɪ|ɪə|eə|ʊə)$/.test(symbol);
}

/** Spellings of one sound that eSpeak and the rules write differently: no cost at all. */
const SAME: string[][] = [
  ["ɹ", "r"],
  ["ɾ", "t"], // the American flap, heard as t or d (but t is not d: "marti" is not "mardi")
  ["ɾ", "d"],
  ["ᵻ", "ɪ", "ə"],
  ["ɚ", "ɜː", "ɜ"],
  ["ɐ", "ə", "ʌ"],
  ["ɑ", "a"], // kept apart in Quebec (patte/pâte), but not a learner's error worth a mark
  ["ɑ̃", "ã"],
  ["ɛ̃", "ẽ"],
];

/** Neighbours a learner often says for the sound: heard as the other, and partly right. */
const CLOSE: string[][] = [
  ["e", "ɛ"],
  ["o", "ɔ"],
  ["ø", "œ", "ə"],
  ["i", "ɪ"],
  ["iː", "ɪ"],
  ["y", "ʏ"],
  ["u", "ʊ"],
  ["uː", "ʊ"],
  ["ʁ", "ɹ", "r"],
  ["ts", "t"],
  ["dz", "d"],
  ["æ", "ɛ"],
  ["æ", "ɐ"],
  ["ɒ", "ɔ"],
  ["ʃ", "tʃ"],
  ["ʒ", "dʒ"],
];

const groupCost = new Map<string, number>();
for (const [groups, cost] of [
  [SAME, 0],
  [CLOSE, 0.4],
] as const) {
  for (const group of groups)
    for (const a of group)
      for (const b of group) if (a !== b && !groupCost.has(`${a}|${b}`)) groupCost.set(`${a}|${b}`, cost);
}

/** The cost of hearing `heard` where `expected` was to be said: 0 (the same) to 1 (nothing alike). */
export function substitutionCost(expected: string, heard: string): number {
  if (expected === heard) return 0;
  const direct = groupCost.get(`${expected}|${heard}`);
  if (direct !== undefined) return direct;
  const [a, b] = [nucleus(expected), nucleus(heard)];
  if (a === b) return 0.2; // the same sound, longer or shorter
  const viaNucleus = groupCost.get(`${a}|${b}`);
  if (viaNucleus !== undefined) return Math.max(0.2, viaNucleus);
  return isVowel(expected) === isVowel(heard) ? 0.8 : 1;
}

/** A sound left out or added. A French schwa is often dropped in speech ("p'tite"): not a mistake. */
export function gapCost(symbol: string, language: "fr" | "en"): number {
  return language === "fr" && symbol === "ə" ? 0.1 : 1;
}
