import { z } from "zod";
import { cefrLevelsThrough } from "@/lib/levels";
import { expandPattern } from "./answer-patterns";

/*
 * The curriculum as data (content/courses/<track>/*.json), checked by content.test.ts. A track is
 * a course (Quebec workplace French, or English for francophones) made of units, each unit of
 * lessons, each lesson of exercises. Ids are stable forever: progress and review cards point to them.
 */

/** The courses' units go from A1 to B2. */
export const levels = cefrLevelsThrough("B2");

/** Help text and instructions exist in every interface language. */
export const localized = z.strictObject({ fr: z.string().min(1), en: z.string().min(1), es: z.string().min(1) });
export type Localized = z.infer<typeof localized>;

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase letters, digits and dashes");
/** A phrase in the language being learned. */
const phrase = z.string().trim().min(1).max(300);
/**
 * An accepted answer written as a pattern (answer-patterns.ts): `{a|b}` alternatives, `{a}` an
 * optional part. Its first expansion is the form shown as "the" answer.
 */
const pattern = phrase.superRefine((text, context) => {
  try {
    expandPattern(text);
  } catch (error) {
    context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
  }
});
/** Accepted answers: the first pattern's shown form is "the" answer; the others are alternatives (Quebec or international variants, registers, word orders…). */
const answers = z.array(pattern).min(1);

const base = {
  id,
  /** What the learner is asked to do, in the interface language ("Choose the right word"). */
  instruction: localized,
  /** Why the answer is what it is, shown after a wrong answer (and on request after a right one). */
  explanation: localized,
};

export const multipleChoice = z.strictObject({
  ...base,
  type: z.literal("multipleChoice"),
  /** The question or sentence, in the language learned (a blank may be written ___). */
  question: phrase,
  choices: z.array(phrase).min(2).max(5),
  /** Index of the right choice. */
  answer: z.number().int().min(0),
});

export const translate = z.strictObject({
  ...base,
  type: z.literal("translate"),
  /** The sentence to translate, in the learner's interface languages other than the one learned. */
  source: z.strictObject({ fr: phrase.optional(), en: phrase.optional(), es: phrase.optional() }),
  answers,
});

export const fillGap = z.strictObject({
  ...base,
  type: z.literal("fillGap"),
  /** The sentence with one gap written ___. */
  text: phrase.refine((text) => text.split("___").length === 2, "exactly one ___ gap"),
  answers,
  /** The whole sentence's meaning, in the interface languages. */
  translation: localized,
});

export const wordOrder = z.strictObject({
  ...base,
  type: z.literal("wordOrder"),
  /** The words as tiles, in the order they are written in the right answer (the player shuffles them). */
  words: z.array(z.string().min(1)).min(3).max(12),
  /** Other orders that are also right (each uses exactly the same words). */
  alternatives: z.array(phrase).default([]),
  translation: localized,
});

export const matchPairs = z.strictObject({
  ...base,
  type: z.literal("matchPairs"),
  /** Left: the language learned; right: its meaning in each interface language. */
  pairs: z
    .array(z.strictObject({ term: phrase, meaning: localized }))
    .min(3)
    .max(6),
});

export const listen = z.strictObject({
  ...base,
  type: z.literal("listen"),
  /** What is spoken; the learner types it. */
  text: phrase,
  /** Other ways of writing it that are accepted, as patterns (contractions, Quebec forms…); the text itself always is. */
  alternatives: z.array(pattern).default([]),
  translation: localized,
});

export const speak = z.strictObject({
  ...base,
  type: z.literal("speak"),
  /** What the learner says aloud. */
  text: phrase,
  translation: localized,
});

/** A work e-mail to write: judged on what it contains (checklist), never right or wrong (email/review.ts). */
export const email = z.strictObject({
  ...base,
  type: z.literal("email"),
  /** The situation the e-mail answers, in the interface languages. */
  situation: localized,
  recipient: z.string().trim().min(1).max(120),
  /** formal: vous / Dear…; friendly: tu / Hi…. */
  register: z.enum(["formal", "friendly"]),
  /** What the e-mail must contain, each checkable by reading it. */
  checklist: z.array(localized).min(3).max(6),
  /** The model answer, in the language learned; shown only after the learner's attempt. */
  model: z.strictObject({
    subject: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(5000),
  }),
  /** How many words the learner should write. */
  words: z.strictObject({ min: z.number().int().min(1), max: z.number().int().min(1) }),
});

/** Listening pieces spoken by one voice; every other genre has two or three speakers. */
export const monologueGenres = ["voicemail", "briefing", "announcement"] as const;
export const listeningGenres = ["dialogue", "meeting", "phoneCall", ...monologueGenres] as const;

/**
 * A listening piece: a short scene of the unit's situation spoken line by line in its speakers'
 * voices, then questions on it (gist, detail, inference). The script stays on the server until
 * the questions are answered (exercise-types/comprehension.ts).
 */
export const comprehension = z.strictObject({
  ...base,
  type: z.literal("comprehension"),
  title: localized,
  genre: z.enum(listeningGenres),
  /** A hint for the voice (female or male), never shown as such. */
  speakers: z
    .array(z.strictObject({ id, name: z.string().trim().min(1).max(60), voice: z.enum(["female", "male"]) }))
    .min(1)
    .max(3),
  script: z
    .array(z.strictObject({ speaker: id, text: phrase }))
    .min(6)
    .max(16),
  /** In the language learned; `answer` is the right choice's authored position (the view shuffles them). */
  questions: z
    .array(
      z.strictObject({
        kind: z.enum(["gist", "detail", "inference"]),
        question: phrase,
        choices: z.array(phrase).min(3).max(4),
        answer: z.number().int().min(0),
        explanation: localized,
      }),
    )
    .min(3)
    .max(4),
  /** Informal Quebec speech heard in the script, with its standard form (French units at B1 and B2). */
  informal: z
    .array(z.strictObject({ heard: phrase, standard: phrase, note: localized }))
    .min(1)
    .optional(),
});

export const exercise = z.discriminatedUnion("type", [
  multipleChoice,
  translate,
  fillGap,
  wordOrder,
  matchPairs,
  listen,
  speak,
  email,
  comprehension,
]);
export type Exercise = z.infer<typeof exercise>;

export const vocabularyItem = z.strictObject({
  id,
  /** The word or expression in the language learned, with its article for nouns ("le courriel"). */
  term: phrase,
  meaning: localized,
  /** A usage note (Quebec term vs France term, register…), when useful. */
  note: localized.optional(),
});

export type VocabularyItem = z.infer<typeof vocabularyItem>;

/**
 * The grammar a lesson tests, taught before its first exercise: a short explanation in the
 * interface language (one paragraph or bullet line per entry), then examples in the language learned.
 */
const teach = z.strictObject({
  title: localized,
  explanation: z.array(localized).min(1).max(6),
  examples: z
    .array(z.strictObject({ text: phrase, translation: localized }))
    .min(2)
    .max(4),
});
export type Teach = z.infer<typeof teach>;

export const lesson = z.strictObject({
  id,
  title: localized,
  /** What the learner will be able to do after it ("Introduce yourself to a colleague"). */
  goal: localized,
  /** Required from B2 on (content-checks.ts), where each lesson brings new grammar. */
  teach: teach.optional(),
  exercises: z.array(exercise).min(10),
});

export const unit = z.strictObject({
  id,
  level: z.enum(levels),
  /** Working-life theme: introductions, office, meetings, email-phone, customers, safety, schedules, hr-benefits, problems, opinions… */
  theme: id,
  title: localized,
  description: localized,
  vocabulary: z.array(vocabularyItem).min(8),
  lessons: z.array(lesson).min(4),
});
export type Unit = z.infer<typeof unit>;

export const course = z.strictObject({
  id,
  /** The language learned, and its variety. */
  language: z.enum(["fr", "en"]),
  variant: z.enum(["fr-CA", "en-CA"]),
  title: localized,
  description: localized,
  /** Unit files, in order (content/courses/<course id>/<file>). */
  units: z.array(z.string().regex(/^[a-z0-9-]+\.json$/)).min(1),
});
export type Course = z.infer<typeof course>;
