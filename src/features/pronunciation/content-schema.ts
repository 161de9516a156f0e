import { z } from "zod";
import { TAUGHT_LEVELS } from "@/lib/levels";
import { industries } from "@/features/learners";
import { localized } from "@/features/learning";
import { soundFamilies } from "./scoring/target";

/*
 * The coach's content (content/pronunciation/<course>/), checked by content.test.ts: practice
 * phrases tagged by level, work theme and the sound families they train (the test checks each
 * tagged family really occurs in the phrase as eSpeak reads it), minimal pairs for every family,
 * and the tips (tips.json). Ids are stable forever: attempts point to them.
 */

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase letters, digits and dashes");
const level = z.enum(TAUGHT_LEVELS);
/** Where the phrase is said: the onboarding industries, or any workplace ("general"). */
export const phraseThemes = ["general", ...industries] as const;
const family = z.enum([...soundFamilies.fr, ...soundFamilies.en]);

export const practicePhrase = z.strictObject({
  id,
  /** In the language learned, as said at work; at most 15 words. */
  text: z.string().trim().min(2).max(140),
  level,
  theme: z.enum(phraseThemes),
  /** The families it trains (1 to 3), each present in the phrase. */
  sounds: z.array(family).min(1).max(3),
  /** Its meaning in each interface language (the language learned's own entry repeats the phrase). */
  translation: localized,
});
export type PracticePhrase = z.infer<typeof practicePhrase>;

export const minimalPair = z.strictObject({
  id,
  family,
  /** Two words (or very short phrases) that differ by the family's sound only. */
  a: z.strictObject({ text: z.string().trim().min(1).max(40), meaning: localized }),
  b: z.strictObject({ text: z.string().trim().min(1).max(40), meaning: localized }),
});
export type MinimalPair = z.infer<typeof minimalPair>;

export const phraseFile = z.strictObject({ phrases: z.array(practicePhrase).min(1) });
export const pairFile = z.strictObject({ pairs: z.array(minimalPair).min(1) });

/** How to make a sound: for everyone, and where it matters for speakers of a given native language (codes of onboarding). */
export const soundTip = z.strictObject({
  family,
  title: localized,
  /** Tongue, lips, jaw, voice: two to four short sentences. */
  how: localized,
  /** A common mistake and how to hear it. */
  watchOut: localized,
  forNative: z.record(z.string().regex(/^[a-z]{2,3}$/), localized).optional(),
});
export const tipFile = z.strictObject({ tips: z.array(soundTip).min(1) });
export type SoundTip = z.infer<typeof soundTip>;
