import { randomUUID } from "node:crypto";
import type { Database } from "@/db";
import { withLock } from "@/db/lock";
import { reviewSession } from "@/db/schema";
import { speechLangOf, synthesizeFor, type CourseId, type ListenRequest, type PlayerState } from "@/features/learning";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { endOfLocalDay } from "@/lib/days";
import { speechSettings, type SpeechAudio, type SpeechSettings } from "@/lib/speech";
import { pickForSession } from "./backlog";
import { syncCards } from "./card-sync";
import { formOf } from "./exercises";
import { allowanceToday, overviewOf, reviewLearner, type ReviewLearner, type ReviewOverview } from "./overview";
import { cardsForSession, findOpenSession, sessionWithAnswers, type SessionRow } from "./queries";
import { exerciseOf, sessionState } from "./session-state";

/** Cards in one session: about five minutes. Another session can follow at once, up to the learner's daily limit. */
export const SESSION_SIZE = 20;

type Learner = { userId: string };

/** The dashboard's "to review now", today's share under the daily limit and any backlog's spread. null before onboarding. */
export async function reviewOverview(db: Database, learner: Learner, now = new Date()): Promise<ReviewOverview | null> {
  const context = await reviewLearner(db, learner);
  if (!context) return null;
  await syncCards(db, learner, now);
  return overviewOf(db, context, now);
}

export type ReviewStart = { state: PlayerState } | { state: null; overview: ReviewOverview };

/**
 * The learner's review session: the open one (a reload resumes it), or a new one of the cards due
 * now in session order (`bySessionOrder`), no more than what is left of today's limit. When
 * nothing is due, or the limit is reached, what is waiting instead.
 */
export async function openReviewSession(
  db: Database,
  learner: Learner,
  locale: Locale,
  labels: { title: string; goal: string },
  now = new Date(),
): Promise<ReviewStart | null> {
  const context = await reviewLearner(db, learner);
  if (!context) return null;
  await syncCards(db, learner, now);
  // Two requests at once (a double click, two tabs) resume the same session rather than each
  // starting one of the same cards, which would also let the second pass the daily limit.
  const session = await withLock(db, `review:${learner.userId}`, (tx) => openOrStartSession(tx, context, now));
  if (!session) return { state: null, overview: await overviewOf(db, context, now) };
  return { state: await sessionState(db, context, session, locale, labels) };
}

/** The open session, or a new one of the cards due now within today's limit; null when none is. */
async function openOrStartSession(db: Database, context: ReviewLearner, now: Date): Promise<SessionRow | null> {
  const { userId, courseId, timeZone } = context;
  const open = await findOpenSession(db, { userId, courseId });
  if (open) return open;
  const allowance = await allowanceToday(db, context, now);
  const candidates = await cardsForSession(db, {
    userId,
    courseId,
    now,
    endOfDay: endOfLocalDay(now.getTime(), timeZone),
    limit: Math.min(SESSION_SIZE, allowance),
  });
  const due = pickForSession(candidates, { now, timeZone, size: SESSION_SIZE, allowance });
  if (due.length === 0) return null;
  const items = due.map((card) => ({
    cardId: card.id,
    key: card.key,
    form: formOf(card.key, card.state.state),
    ...(card.payload && { payload: card.payload }),
  }));
  const [session] = await db.insert(reviewSession).values({ id: randomUUID(), userId, courseId, items }).returning();
  return session!;
}

/** The sentence of the learner's own card of this type in their session; not_found for anything else. */
async function cardSentence(
  db: Database,
  learner: Learner,
  { attemptId, index }: ListenRequest,
  type: "listen" | "speak",
): Promise<{ text: string; lang: string }> {
  const found = await sessionWithAnswers(db, { userId: learner.userId, sessionId: attemptId });
  const exercise = found && index < found.session.items.length ? exerciseOf(found.session, index, "fr") : null;
  if (!found || exercise?.type !== type) throw new ApiError("not_found");
  return { text: exercise.text, lang: speechLangOf[found.session.courseId as CourseId] };
}

/** The sentence of a listen card, for the browser's speech synthesis. */
export async function reviewListenText(
  db: Database,
  learner: Learner,
  request: ListenRequest,
): Promise<{ text: string; lang: string }> {
  return cardSentence(db, learner, request, "listen");
}

/** The same sentence as audio from the text-to-speech server. */
export async function synthesizeReviewListen(
  db: Database,
  learner: Learner,
  request: ListenRequest,
  settings: SpeechSettings | null = speechSettings(),
): Promise<SpeechAudio> {
  return synthesizeFor(db, learner, () => reviewListenText(db, learner, request), settings);
}

/** A speak card's sentence (on screen already) as audio, the model to imitate for a browser with no voice. */
export async function synthesizeReviewSpeak(
  db: Database,
  learner: Learner,
  request: ListenRequest,
  settings: SpeechSettings | null = speechSettings(),
): Promise<SpeechAudio> {
  return synthesizeFor(db, learner, () => cardSentence(db, learner, request, "speak"), settings);
}

export type { ReviewOverview };
