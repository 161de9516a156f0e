/*
 * Text to phonemes with eSpeak NG compiled to WebAssembly (the process's one worker, @/lib/espeak).
 * French is read with the "fr" voice and English with "en-us" (the nearest to Canadian English
 * that eSpeak has); Quebec French is added afterwards (quebec.ts).
 */
import type { ESpeakNGWorker } from "@echogarden/espeak-ng-emscripten";
import { espeak } from "@/lib/espeak";

export type Language = "fr" | "en";

/** One sound, in IPA as eSpeak writes it ("ɑ̃", "tʃ", "iː"), with its stress when it carries one. */
export type Phoneme = { symbol: string; stress?: "primary" | "secondary" };

/** A written word and the sounds it is said with (in the phrase, so liaisons belong to the word before them). */
export type SpokenWord = { text: string; phonemes: Phoneme[] };

const voices: Record<Language, string> = { fr: "fr", en: "en-us" };

/** The words of a text as a learner reads them: split on spaces, punctuation around them dropped. */
export function writtenWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean);
}

/** eSpeak's IPA for a text: words separated by spaces (clauses by new lines), phonemes by "_". */
function ipaWords(ipa: string): Phoneme[][] {
  return ipa
    .replace(/\([a-z-]+\)/g, "") // language switch marks, e.g. "(en)"
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
        .split("_")
        .map((part) => part.replace(/-/g, ""))
        .filter(Boolean)
        .map((part): Phoneme => {
          const stress = part.includes("ˈ") ? "primary" : part.includes("ˌ") ? "secondary" : undefined;
          const symbol = part.replace(/[ˈˌ]/g, "");
          return stress ? { symbol, stress } : { symbol };
        })
        .filter((phoneme) => phoneme.symbol !== ""),
    )
    .filter((word) => word.length > 0);
}

function synthesize(engine: ESpeakNGWorker, text: string): Phoneme[][] {
  const result = engine.synthesize_ipa(text);
  if (result.code !== 0) throw new Error(`eSpeak could not read the text (code ${result.code})`);
  return ipaWords(result.ipa);
}

/**
 * The phonemes of each written word. The phrase is read whole (liaisons and elisions as in
 * speech); when eSpeak's words do not line up with the written ones (a number read as several
 * words, say), each word is read on its own instead.
 */
export async function phonemize(text: string, language: Language): Promise<SpokenWord[]> {
  const words = writtenWords(text);
  if (words.length === 0) return [];
  const engine = await espeak();
  engine.set_voice(voices[language]);
  const whole = synthesize(engine, words.join(" "));
  if (whole.length === words.length) return words.map((word, index) => ({ text: word, phonemes: whole[index]! }));
  return words.map((word) => ({ text: word, phonemes: synthesize(engine, word).flat() }));
}
