import { z } from "zod";
import { TAUGHT_LEVELS } from "@/lib/levels";

/*
 * The tutor's activities as data (content/tutor/<course>/<situation>.json), checked by
 * content.test.ts. An activity is a work situation Madame role-plays with the learner: with a
 * model, from its scenario, goal and criteria; without one (guided mode), as an authored
 * branching dialogue. Ids are stable forever: sessions and their debriefs point to them.
 */

export const situations = [
  "client-meeting",
  "negotiation",
  "presentation",
  "phone-call",
  "email-out-loud",
  "team-meeting",
  "job-interview",
  "hr-benefits",
  "safety-briefing",
  "networking",
  "customer-complaint",
  "lunch-small-talk",
] as const;

export const activityLevels = TAUGHT_LEVELS;

/** How Madame's character addresses the learner: « tu » among coworkers, « vous » in formal situations. */
export const registers = ["tu", "vous"] as const;
export type Register = (typeof registers)[number];

const localized = z.strictObject({
  fr: z.string().trim().min(1),
  en: z.string().trim().min(1),
  es: z.string().trim().min(1),
});
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase letters, digits and dashes");
/** A line in the language learned. */
const phrase = z.string().trim().min(1).max(300);

/** One way the learner can answer a line of Madame's, and where the dialogue goes then. */
export const guidedReply = z.strictObject({
  /** What the learner means (greet, give-name, propose-time…), unique within its line. */
  intent: id,
  /**
   * Short phrases that signal this intent, any of them enough: matched inside the learner's reply
   * with the courses' forgiving checker (accents, case, punctuation and small typos forgiven).
   * Several wordings, with Quebec and international variants.
   */
  keywords: z.array(phrase.max(60)).min(2),
  /**
   * How the keywords must be said: as written (default: « je travaille pas » is not "je travaille"),
   * only in the negative, or either way (a yes-or-no answer both lead to).
   */
  polarity: z.enum(["affirmative", "negative", "any"]).optional(),
  /** A whole sentence that would do, shown as a hint when the learner is stuck. */
  example: phrase,
  /** The next line's id, or "end". */
  next: z.union([id, z.literal("end")]),
});

export const guidedLine = z.strictObject({
  id,
  /** What Madame says, in the language learned, at the activity's level. */
  madame: phrase,
  /** Its meaning in each interface language (the "translate" button). */
  translation: localized,
  /** What the learner should do now, in the interface language (the first hint). */
  hint: localized,
  replies: z.array(guidedReply).min(1).max(4),
  /** What Madame says when the reply matches no intent: a gentle rephrasing of her question. */
  rephrase: phrase,
  /** The line's hard words, explained simply in the language learned, for a learner who asks what one means. */
  glossary: z.record(z.string().trim().min(1).max(40), phrase).optional(),
});

export const guidedDialogue = z.strictObject({
  /** The first line's id. */
  start: id,
  lines: z.array(guidedLine).min(4).max(20),
  /** Madame's closing line when the dialogue reaches "end". */
  closing: phrase,
});

export const activity = z.strictObject({
  id,
  situation: z.enum(situations),
  /** The levels it suits, from min to max (a learner outside them can still choose it). */
  levels: z.strictObject({ min: z.enum(activityLevels), max: z.enum(activityLevels) }),
  title: localized,
  /**
   * « tu » or « vous » (default) in Madame's lines; in an English course, a casual or a polite tone.
   * With a model the learner may switch it for a conversation.
   */
  register: z.enum(registers).optional(),
  /** The situation, the learner's role and Madame's, in the interface language. */
  scenario: localized,
  /** What the learner tries to achieve, in the interface language. */
  goal: localized,
  /** How the debrief judges the conversation: 2 to 4 checks, in the interface language. */
  successCriteria: z.array(localized).min(2).max(4),
  /** Who Madame plays (a client, an HR adviser…), in the interface language. */
  madameRole: localized,
  /** Madame's first line, in the language learned. */
  opening: phrase,
  /** Phrases worth using, in the language learned, with their meaning. */
  usefulPhrases: z
    .array(z.strictObject({ phrase, meaning: localized }))
    .min(3)
    .max(8),
  /** Present for the activities offered without a model (guided mode). */
  guided: guidedDialogue.optional(),
});
export type Activity = z.infer<typeof activity>;

export function registerOf(activity: Activity | null): Register {
  return activity?.register ?? "vous";
}
export type GuidedDialogue = z.infer<typeof guidedDialogue>;
export type GuidedLine = z.infer<typeof guidedLine>;
