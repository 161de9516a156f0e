/*
 * The checks a model-written phrase passes before a learner sees it. A model can write anything:
 * a phrase too long to say in one breath, digits, a link or markup (which eSpeak and the
 * recogniser read unpredictably), a phrase the learner already has, or sound tags that are not
 * true. Only what survives is stored, with only the tags eSpeak confirms.
 */
import type { CourseId } from "@/features/learning";
import { phonemize, writtenWords } from "./scoring/phonemes";
import { familiesIn, soundFamilies, targetOf, type SoundFamily, type TargetWord } from "./scoring/target";

/** A phrase said in one breath: authored phrases keep to 15 words; a model gets a little slack. */
export const PHRASE_LENGTH = { minChars: 3, maxChars: 140, maxWords: 18 } as const;
const MAX_TRANSLATION_CHARS = 300;
/** As authored phrases: at most three families each, so the coach's focus stays clear. */
const MAX_SOUNDS = 3;

// The letters of each language and the punctuation of a spoken sentence: no digits, no symbols.
const allowedText: Record<CourseId, RegExp> = {
  fr: /^[a-zàâäçéèêëîïôöùûüÿœæ '’,.!?;:«»"“”()…—–-]+$/iu,
  en: /^[a-z '’,.!?;:"“”()…—–-]+$/iu,
};
// "://", "www.", an address, or letters joined by a dot ("exemple.ca"): a link, whatever its form.
const LINK = /:\/\/|\bwww\.|@|\p{L}\.\p{L}/iu;
const MARKUP = /[<>{}[\]]/;

/** The coach's variant of each course: a Quebec form and the international one are both right. */
const variantOf: Record<CourseId, string> = { fr: "fr-CA", en: "en-CA" };

/** The target a phrase is scored against, from eSpeak's reading of it. */
export async function phraseTarget(text: string, courseId: CourseId): Promise<TargetWord[]> {
  return targetOf(await phonemize(text, courseId), courseId, variantOf[courseId]);
}

export type CandidatePhrase = { text: string; translation: string; sounds: string[] };
export type CheckedPhrase = { text: string; translation: string; sounds: SoundFamily[] };
export type DropReason =
  "length" | "words" | "link" | "markup" | "characters" | "translation" | "duplicate" | "unreadable" | "no-sound";

/** How two phrases compare for duplicates: case, punctuation and spacing aside. */
export function phraseKey(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .trim();
}

/** Typographic spaces (French puts a narrow one before ? and !) become plain ones, runs of spaces one. */
function tidy(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u00A0\u202F]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The reason a phrase's text cannot be used, without eSpeak; null when it can. */
export function textProblem(text: string, courseId: CourseId): DropReason | null {
  if (text.length < PHRASE_LENGTH.minChars || text.length > PHRASE_LENGTH.maxChars) return "length";
  if (LINK.test(text)) return "link";
  if (MARKUP.test(text)) return "markup";
  if (!allowedText[courseId].test(text) || writtenWords(text).length === 0) return "characters";
  if (writtenWords(text).length > PHRASE_LENGTH.maxWords) return "words";
  return null;
}

async function confirmedSounds(
  text: string,
  claimed: string[],
  courseId: CourseId,
): Promise<SoundFamily[] | "unreadable"> {
  let target: TargetWord[];
  try {
    target = await phraseTarget(text, courseId);
  } catch {
    return "unreadable";
  }
  if (target.length === 0 || target.some((word) => word.phonemes.length === 0)) return "unreadable";
  const present = familiesIn(target);
  const course = soundFamilies[courseId] as readonly string[];
  const kept = [...new Set(claimed)].filter(
    (family): family is SoundFamily => course.includes(family) && present.has(family as SoundFamily),
  );
  return kept.slice(0, MAX_SOUNDS);
}

/**
 * Checks the model's phrases in order: each kept one is also compared with the next, so a batch
 * never holds the same phrase twice. `known` are the texts the learner already has.
 */
export async function checkPhrases(
  candidates: CandidatePhrase[],
  { courseId, known }: { courseId: CourseId; known: string[] },
): Promise<{ kept: CheckedPhrase[]; dropped: { text: string; reason: DropReason }[] }> {
  const seen = new Set(known.map(phraseKey));
  const kept: CheckedPhrase[] = [];
  const dropped: { text: string; reason: DropReason }[] = [];
  for (const candidate of candidates) {
    const text = tidy(candidate.text);
    const translation = tidy(candidate.translation);
    const drop = (reason: DropReason) => dropped.push({ text, reason });
    const problem = textProblem(text, courseId);
    if (problem) {
      drop(problem);
      continue;
    }
    if (!translation || translation.length > MAX_TRANSLATION_CHARS || MARKUP.test(translation)) {
      drop("translation");
      continue;
    }
    if (seen.has(phraseKey(text))) {
      drop("duplicate");
      continue;
    }
    const sounds = await confirmedSounds(text, candidate.sounds, courseId);
    if (sounds === "unreadable") drop("unreadable");
    else if (sounds.length === 0) drop("no-sound");
    else {
      seen.add(phraseKey(text));
      kept.push({ text, translation, sounds });
    }
  }
  return { kept, dropped };
}
