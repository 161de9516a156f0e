import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "@/db";
import { rateLimit } from "@/db/schema";

export type Limit = { name: string; points: number; seconds: number };

/** Sign-in: the 4th attempt for one address within 10 seconds is refused, which slows password guessing. */
export const signInLimit: Limit = { name: "sign-in", points: 3, seconds: 10 };

/**
 * Wrong passwords, per account: 5 free in a day, then a wait of 15 s doubling up to 15 minutes
 * (about a hundred guesses a day instead of tens of thousands). Per client address (behind a
 * trusted proxy), 50 free: colleagues share an office's address. Per known browser, as per account.
 */
export const signInAccountBackoff: Backoff = {
  name: "sign-in-account",
  points: 5,
  seconds: 24 * 60 * 60,
  firstWaitSeconds: 15,
  maxWaitSeconds: 15 * 60,
};
export const signInClientBackoff: Backoff = { ...signInAccountBackoff, name: "sign-in-client", points: 50 };
export const signInDeviceBackoff: Backoff = { ...signInAccountBackoff, name: "sign-in-device" };

/** Sign-in links: 5 e-mails per address per 15 minutes, so nobody can flood a mailbox. */
export const signInLinkLimit: Limit = { name: "sign-in-link", points: 5, seconds: 15 * 60 };

/** Two-factor codes: 5 tries per pending sign-in (or per setup) within 5 minutes. */
export const twoFactorLimit: Limit = { name: "two-factor", points: 5, seconds: 5 * 60 };

/** E-mails to confirm an address (new address, sign-up confirmation): 5 per person or address per 15 minutes. */
export const addressEmailLimit: Limit = { name: "address-email", points: 5, seconds: 15 * 60 };

/** Listen exercises spoken by the text-to-speech server: 60 sentences per learner per minute, so nobody runs up the bill. */
export const listenAudioLimit: Limit = { name: "listen-audio", points: 60, seconds: 60 };

/**
 * The /try trial's sentences spoken by the server, for visitors without an account: 30 per trial
 * per minute, 120 per client address behind a trusted proxy, and 600 a minute for all visitors
 * together, since a new trial is one request away (a ceiling on the server's CPU or the speech bill).
 */
export const trialAudioLimit: Limit = { name: "trial-audio", points: 30, seconds: 60 };
export const trialAudioClientLimit: Limit = { name: "trial-audio-client", points: 120, seconds: 60 };
export const trialAudioTotalLimit: Limit = { name: "trial-audio-total", points: 600, seconds: 60 };

/** Madame's voice and the learner's recorded turns (server speech), per learner: a busy conversation stays far below. */
export const tutorVoiceLimit: Limit = { name: "tutor-voice", points: 120, seconds: 60 };

/** Practice phrases written by the model for a learner's job: 5 batches per learner in any 24 hours (each one is a model call). */
export const pronunciationPhrasesLimit: Limit = { name: "pronunciation-phrases", points: 5, seconds: 24 * 60 * 60 };

/** The pronunciation coach's summaries written by the model: 30 per learner per hour, far more than anyone practises, a ceiling on the bill. */
export const coachSummaryLimit: Limit = { name: "pronunciation-summary", points: 30, seconds: 60 * 60 };

/** Speak exercises scored by the pronunciation coach: 60 per learner per minute (each runs eSpeak on the server). */
export const spokenScoreLimit: Limit = { name: "spoken-score", points: 60, seconds: 60 };

/** The contact form: 5 messages per sender address per hour, and 200 in all per hour (a ceiling on e-mail sent on strangers' behalf). */
export const contactSenderLimit: Limit = { name: "contact-sender", points: 5, seconds: 60 * 60 };
export const contactTotalLimit: Limit = { name: "contact-total", points: 200, seconds: 60 * 60 };

/**
 * Analytics events (consented): 1500 per browser in 10 minutes (a browser back online may send its
 * whole offline queue of 1000 at once; a busy learner sends far fewer), and 30,000 a minute in all.
 */
export const analyticsDeviceLimit: Limit = { name: "analytics-device", points: 1500, seconds: 10 * 60 };
export const analyticsTotalLimit: Limit = { name: "analytics-total", points: 30_000, seconds: 60 };
/**
 * A browser invents its own device id, so a flood is also counted by who sends it: per client
 * address behind a trusted proxy (an office's learners share one: 10,000 in 10 minutes), per
 * signed-in person (a few browsers' offline queues: 3000 in 10 minutes), and 250,000 stored in a
 * day in all, a ceiling on the table's growth whoever sends (rows are kept a year).
 */
export const analyticsClientLimit: Limit = { name: "analytics-client", points: 10_000, seconds: 10 * 60 };
export const analyticsUserLimit: Limit = { name: "analytics-user", points: 3000, seconds: 10 * 60 };
export const analyticsDailyLimit: Limit = { name: "analytics-day", points: 250_000, seconds: 24 * 60 * 60 };

/**
 * Certificate verification pages, for anyone: 30 codes per client address (behind a trusted proxy)
 * per minute, 600 a minute in all, so the codes cannot be tried in bulk.
 */
export const certificateVerifyClientLimit: Limit = { name: "certificate-verify-client", points: 30, seconds: 60 };
export const certificateVerifyTotalLimit: Limit = { name: "certificate-verify-total", points: 600, seconds: 60 };

const limiters = new WeakMap<Database, Map<string, RateLimiterDrizzle>>();

function limiterFor(db: Database, limit: Limit): RateLimiterDrizzle {
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  let limiter = byName.get(limit.name);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimit,
      keyPrefix: limit.name,
      points: limit.points,
      duration: limit.seconds,
    });
    byName.set(limit.name, limiter);
  }
  return limiter;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt (or `points` of them) for `key` (an e-mail address, never a client-supplied header, so a forged
 * X-Forwarded-For changes nothing). The counters live in the database, shared by every process.
 */
export async function consume(db: Database, limit: Limit, key: string, points = 1): Promise<RateDecision> {
  try {
    await limiterFor(db, limit).consume(key, points);
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    throw rejection;
  }
}

/**
 * Growing waits after repeated failures: `failures` (a count over `seconds`) are free, then each
 * further one makes the key wait `firstWaitSeconds`, doubling each time up to `maxWaitSeconds`.
 */
export type Backoff = Limit & { firstWaitSeconds: number; maxWaitSeconds: number };

/** Seconds `key` must still wait before its next attempt; 0 when it may try now. */
export async function waitingFor(db: Database, backoff: Backoff, key: string): Promise<number> {
  const wait = await limiterFor(db, waitOf(backoff)).get(key);
  return wait && wait.consumedPoints > 1 ? Math.max(1, Math.ceil(wait.msBeforeNext / 1000)) : 0;
}

/** Counts a failure for `key`; past the free ones, starts its wait. Returns the wait in seconds (0 if none). */
export async function countFailure(db: Database, backoff: Backoff, key: string): Promise<number> {
  const failures = (await limiterFor(db, backoff).penalty(key, 1)).consumedPoints;
  if (failures < backoff.points) return 0;
  const seconds = Math.min(backoff.firstWaitSeconds * 2 ** (failures - backoff.points), backoff.maxWaitSeconds);
  await limiterFor(db, waitOf(backoff)).block(key, seconds);
  return seconds;
}

/** Forgets the failures of `key` and its wait. */
export async function clearFailures(db: Database, backoff: Backoff, key: string): Promise<void> {
  await Promise.all([reset(db, backoff, key), reset(db, waitOf(backoff), key)]);
}

// The wait lives in its own counter: blocked means more than its one point used.
const waitOf = (backoff: Backoff): Limit => ({
  name: `${backoff.name}-wait`,
  points: 1,
  seconds: backoff.maxWaitSeconds,
});

/** Forgets the attempts for `key`, e.g. after a successful sign-in. */
export async function reset(db: Database, limit: Limit, key: string): Promise<void> {
  await limiterFor(db, limit).delete(key);
}
