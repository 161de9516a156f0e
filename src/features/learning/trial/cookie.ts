import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { courseIds } from "../content";
import { PLACEMENT_RESULTS } from "@/lib/levels";

/*
 * The trial of /try lives in one signed cookie, not in the database: a visitor without an
 * account leaves nothing behind but this cookie, which expires on its own. The signature (HMAC
 * with the app's secret) stops anyone from writing themselves a result to claim later.
 */

export const TRIAL_COOKIE = "madameai_trial";
/** A trial can be claimed up to a week after it was started. */
export const TRIAL_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

const mark = z.union([z.literal(0), z.literal(1), z.null()]);
const level = z.enum(PLACEMENT_RESULTS);

export const trialState = z.strictObject({
  v: z.literal(1),
  /** Seeds the item choice; the browser sends it back as the test's id. */
  id: z.string().min(8).max(64),
  course: z.enum(courseIds),
  /** Mini placement answers in order: item id, right (1), wrong (0) or passed over (null). */
  answers: z.array(z.tuple([z.string().max(64), mark])).max(12),
  /** The item on screen; null once the mini placement is over. */
  current: z.string().max(64).nullable(),
  result: z
    .strictObject({
      overall: level,
      skills: z.strictObject({ reading: level.nullable(), listening: level.nullable(), writing: level.nullable() }),
      startUnitId: z.string().max(64),
    })
    .nullable(),
  /** The sample lesson: its id and each first-round answer's mark. */
  lesson: z
    .strictObject({ id: z.string().max(64), marks: z.array(mark).max(40), at: z.number().int().positive() })
    .nullable(),
  /** When the trial started (ms since the epoch). */
  at: z.number().int().positive(),
});
export type TrialState = z.infer<typeof trialState>;

const sign = (payload: string, secret: string) =>
  createHmac("sha256", secret).update(`trial:${payload}`).digest("base64url");

export function encodeTrial(state: TrialState, secret: string): string {
  const payload = Buffer.from(JSON.stringify(state)).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

/** The trial in a cookie value; null when missing, tampered with, malformed or expired. */
export function decodeTrial(value: string | undefined, secret: string, now = Date.now()): TrialState | null {
  if (!value || value.length > 4000) return null;
  const [payload, signature, extra] = value.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = trialState.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    if (!parsed.success || now - parsed.data.at > TRIAL_MAX_AGE_SECONDS * 1000) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
