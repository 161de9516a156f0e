import { z } from "zod";
import { localized } from "../content-schema";

/*
 * A track beside a course (content/courses/<course>/<track>/track.json): a goal, what reaching it
 * means, and an ordered list of steps. A step is one of the track's own units (files in the same
 * folder, in the course's unit schema) or one lesson of the course itself. The track's lessons are
 * played like the course's; they never enter the course map, its order or its unit tests.
 */

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase letters, digits and dashes");

const step = z.union([z.strictObject({ unit: id }), z.strictObject({ lesson: id })]);

export const track = z.strictObject({
  id,
  title: localized,
  description: localized,
  /** What the level aimed at means, per oral skill, in plain words (each line one can-do). */
  descriptors: z.strictObject({
    listening: z.array(localized).min(2),
    speaking: z.array(localized).min(2),
  }),
  /** Why it matters, in two sentences at most; dates only where an official text fixes them. */
  regulation: z.strictObject({
    summary: z.array(localized).min(1).max(2),
    /** Said on screen when the date the rule applies from is not confirmed by an official text. */
    dateToConfirm: z.boolean(),
  }),
  /** The track's own unit files, in order (next to track.json). */
  units: z.array(z.string().regex(/^[a-z0-9-]+\.json$/)),
  steps: z.array(step).min(1),
});
export type TrackDefinition = z.infer<typeof track>;
