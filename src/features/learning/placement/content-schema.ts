import { z } from "zod";
import { TAUGHT_LEVELS, type TaughtLevel } from "@/lib/levels";
import { fillGap, listen, multipleChoice, translate, wordOrder } from "../content-schema";

/*
 * The placement test's item bank (content/placement/<track>.json), checked by content.test.ts.
 * Each item measures one skill at one level; the test picks items by skill and level as the
 * learner answers (engine.ts). Items reuse the lesson exercise types, so the same checker and
 * the same player components judge and show them.
 */

export const skills = ["reading", "listening", "writing"] as const;
export type Skill = (typeof skills)[number];

/** The bank goes up to B2, where the English course stops short and the French course has begun. */
export const placementLevels = TAUGHT_LEVELS;
export type PlacementLevel = TaughtLevel;

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase letters, digits and dashes");
const level = z.enum(placementLevels);

/** Reading: a short text of working life (a notice, an e-mail, a memo) and a question on it. */
const reading = z.strictObject({
  id,
  skill: z.literal("reading"),
  level,
  passage: z.string().trim().min(20).max(900),
  exercise: multipleChoice,
});

/**
 * Listening: either a sentence to type as heard (listen), or a message heard (audio, never shown
 * before the answer) and a question on it (multipleChoice).
 */
const listening = z
  .strictObject({
    id,
    skill: z.literal("listening"),
    level,
    audio: z.string().trim().min(10).max(500).optional(),
    exercise: z.discriminatedUnion("type", [listen, multipleChoice]),
  })
  .refine(
    (item) => (item.exercise.type === "multipleChoice") === (item.audio !== undefined),
    "a question needs the audio it is about; a dictation has none",
  );

/** Writing: produce the language (translate, fill the gap, put the words in order). */
const writing = z.strictObject({
  id,
  skill: z.literal("writing"),
  level,
  exercise: z.discriminatedUnion("type", [translate, fillGap, wordOrder]),
});

export const placementItem = z.union([reading, listening, writing]);
export type PlacementItem = z.infer<typeof placementItem>;

export const placementBank = z.strictObject({
  /** The language tested: the course's id. */
  language: z.enum(["fr", "en"]),
  items: z.array(placementItem).min(1),
});
export type PlacementBank = z.infer<typeof placementBank>;

/** Items the bank holds at least, per skill and level: enough for the longest run of one skill at one level. */
export const ITEMS_PER_CELL = 6;
