import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db";
import { tutorMessage, tutorSession } from "@/db/schema";
import { learnerCourse, type CourseId } from "@/features/learning";
import type { Locale } from "@/i18n/config";
import { modelConfigured } from "@/lib/ai";
import { ApiError } from "@/lib/api/errors";
import { getActivities } from "./content";
import { startPosition } from "./guided/engine";
import { sendGuidedTurn } from "./guided-turn";
import { turnBudget } from "./model/budget";
import { systemPrompt } from "./model/prompts";
import { replyStream } from "./model/reply-stream";
import {
  activityBrief,
  debriefModelSession,
  explainMessage,
  requireModel,
  sessionRegister,
  startModelSession,
  translateMessage,
  type LearnerMeta,
  type SessionContext,
  type StoredModelDebrief,
} from "./model/service";
import { checkTurn, modelHistory, replyPlace, storeTurn } from "./model/turns";
import { eraseMemory, getMemory, getMessage, getSession, listMessages, listSessions, type SessionRow } from "./queries";
import type { LearnerTurn } from "./schemas";
import {
  activityView,
  findActivity,
  guidedMessageView,
  guidedTranslationLocaleFor,
  sessionView,
  type Learner,
  type Viewer,
} from "./session-view";
import type { ActivityView, DebriefView, MemoryView, SessionSummary, SessionView } from "./types";

/** Past sessions listed on /madameai. */
const HISTORY_LENGTH = 20;

/** The activities of the learner's course and their past sessions; null before onboarding. */
export async function tutorHome(
  db: Database,
  learner: Learner,
  locale: Locale,
): Promise<{
  model: boolean;
  activities: ActivityView[];
  sessions: SessionSummary[];
  memory: MemoryView | null;
} | null> {
  const courseId = await learnerCourse(db, learner);
  if (!courseId) return null;
  const [rows, memory] = await Promise.all([
    listSessions(db, { userId: learner.userId, courseId, limit: HISTORY_LENGTH }),
    getMemory(db, { userId: learner.userId, courseId }),
  ]);
  return {
    model: modelConfigured(),
    memory: memory && { ...memory.memory, updatedAt: memory.updatedAt.toISOString() },
    activities: getActivities(courseId).map((activity) => activityView(activity, locale)),
    sessions: rows.map(({ session, replies }) => ({
      id: session.id,
      activityTitle: findActivity(courseId, session.activityId)?.title[locale] ?? null,
      mode: session.mode,
      startedAt: session.startedAt.toISOString(),
      endedAt: session.endedAt?.toISOString() ?? null,
      completed: session.debrief ? Boolean((session.debrief as DebriefView).completed) : null,
      replies: Number(replies),
    })),
  };
}

/**
 * Starts an activity, or free talk (no activity). With a model server every activity is a free
 * conversation; without one (the embedded default) only the activities with an authored dialogue
 * can be played, in guided mode.
 */
export async function startSession(
  db: Database,
  learner: Viewer,
  { activityId }: { activityId?: string | undefined },
  locale: Locale,
): Promise<{ sessionId: string }> {
  const courseId = await learnerCourse(db, learner);
  if (!courseId) throw new ApiError("not_found");
  const activity = activityId === undefined ? null : findActivity(courseId, activityId);
  if (activityId !== undefined && !activity) throw new ApiError("not_found");
  if (modelConfigured()) return startModelSession(db, learner, { courseId, activity }, locale);
  if (!activity?.guided) throw new ApiError("tutor_model_unavailable");
  const id = randomUUID();
  const position = startPosition(activity.guided);
  await db.transaction(async (tx) => {
    await tx
      .insert(tutorSession)
      .values({ id, userId: learner.userId, courseId, activityId: activity.id, mode: "guided", guided: position });
    await tx.insert(tutorMessage).values({
      id: randomUUID(),
      sessionId: id,
      userId: learner.userId,
      position: 0,
      role: "madame",
      text: activity.opening,
      meta: { lineId: position.lineId },
    });
  });
  return { sessionId: id };
}

export type TurnAnswer = { view: SessionView } | { stream: ReadableStream<Uint8Array> };

/**
 * The learner's turn. Guided: Madame's answer comes whole, with the conversation. With a model:
 * the turn is stored first, then her answer streams (see replyStream), within the daily budget.
 */
export async function sendTurn(
  db: Database,
  learner: Viewer,
  turn: LearnerTurn,
  locale: Locale,
  signal: AbortSignal = new AbortController().signal,
): Promise<TurnAnswer> {
  const session = await getSession(db, { userId: learner.userId, sessionId: turn.sessionId });
  if (!session) throw new ApiError("not_found");
  if (session.endedAt) throw new ApiError("tutor_session_ended");
  if (session.mode === "model") return { stream: await sendModelTurn(db, learner, session, turn.text, locale, signal) };
  return { view: await sendGuidedTurn(db, learner, session, turn.text, locale) };
}

async function sendModelTurn(
  db: Database,
  learner: Viewer,
  session: SessionRow,
  text: string,
  locale: Locale,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  requireModel();
  const context = session.context as SessionContext;
  const budget = await turnBudget(db, learner, context.timeZone);
  if (budget.used >= budget.limit) throw new ApiError("tutor_budget_reached");
  await storeTurn(db, { userId: learner.userId, sessionId: session.id, text });
  return answerLastTurn(db, learner, session, locale, signal);
}

/** "Try again": Madame answers the learner's last turn, which she had not answered (her model failed, or the learner stopped her before a word). */
export async function retryTurn(
  db: Database,
  learner: Viewer,
  { sessionId }: { sessionId: string },
  locale: Locale,
  signal: AbortSignal = new AbortController().signal,
): Promise<ReadableStream<Uint8Array>> {
  const session = await getSession(db, { userId: learner.userId, sessionId });
  if (!session) throw new ApiError("not_found");
  if (session.endedAt) throw new ApiError("tutor_session_ended");
  if (session.mode !== "model") throw new ApiError("tutor_nothing_to_retry");
  return answerLastTurn(db, learner, session, locale, signal);
}

async function answerLastTurn(
  db: Database,
  learner: Viewer,
  session: SessionRow,
  locale: Locale,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const tutor = requireModel();
  const activity = findActivity(session.courseId as CourseId, session.activityId);
  const stored = session.context as SessionContext;
  const context = { ...stored, interfaceLocale: locale, register: sessionRegister(stored, activity) };
  const [messages, memory] = await Promise.all([
    listMessages(db, { userId: learner.userId, sessionId: session.id }),
    getMemory(db, { userId: learner.userId, courseId: session.courseId }),
  ]);
  const place = await replyPlace(db, { userId: learner.userId, sessionId: session.id, messages });
  if (!place) throw new ApiError("tutor_nothing_to_retry");
  const learnerMeta = place.learner.meta as LearnerMeta;
  const history = modelHistory(messages.filter((message) => message.position <= place.learner.position));
  const previous = history.at(-2)?.role === "assistant" ? history.at(-2)!.content : null;
  return replyStream({
    db,
    userId: learner.userId,
    courseId: session.courseId,
    tutor,
    context,
    system: systemPrompt(context, activityBrief(activity, locale), memory?.memory ?? null),
    history,
    learner: { id: place.learner.id, text: place.learner.text, meta: learnerMeta },
    replyId: place.replyId,
    correction: learnerMeta.checked ? null : checkTurn(tutor, context, place.learner.text, previous),
    view: async () => (await sessionView(db, learner, { sessionId: session.id }, locale))!,
    locale,
    signal,
  });
}

/**
 * The learner ends the conversation: the debrief says what was done. With a model, Madame writes
 * it and updates her memory of the learner; asked again after it failed, she tries again.
 */
export async function endSession(
  db: Database,
  learner: Viewer,
  { sessionId }: { sessionId: string },
  locale: Locale,
): Promise<SessionView> {
  const session = await getSession(db, { userId: learner.userId, sessionId });
  if (!session) throw new ApiError("not_found");
  const model = session.mode === "model";
  if (!session.endedAt) {
    await db
      .update(tutorSession)
      .set({ endedAt: new Date(), guided: null, debrief: model ? null : { completed: false } })
      .where(
        and(eq(tutorSession.id, sessionId), eq(tutorSession.userId, learner.userId), isNull(tutorSession.endedAt)),
      );
  }
  const debrief = session.debrief as StoredModelDebrief | null;
  if (model && (!debrief || debrief.unavailable))
    await debriefModelSession(
      db,
      learner,
      session,
      findActivity(session.courseId as CourseId, session.activityId),
      locale,
    );
  return (await sessionView(db, learner, { sessionId }, locale))!;
}

/** The translation of one of Madame's lines, into the learner's first language when it can be (translation.ts). */
export async function translateLine(
  db: Database,
  learner: Learner,
  { sessionId, messageId }: { sessionId: string; messageId: string },
  locale: Locale,
): Promise<{ translation: string }> {
  const session = await getSession(db, { userId: learner.userId, sessionId });
  if (!session) throw new ApiError("not_found");
  if (session.mode !== "model") {
    const activity = findActivity(session.courseId as CourseId, session.activityId);
    const row = await getMessage(db, { userId: learner.userId, messageId });
    const translationLocale = await guidedTranslationLocaleFor(db, learner, session.courseId as CourseId, locale);
    const translation =
      row && row.sessionId === sessionId
        ? guidedMessageView(activity, row, locale, translationLocale).translation
        : null;
    if (!translation) throw new ApiError("not_found");
    return { translation };
  }
  return { translation: await translateMessage(db, learner, { messageId }, locale, session) };
}

/** More about the correction of one of the learner's turns. */
export async function explainLine(
  db: Database,
  learner: Learner,
  { sessionId, messageId }: { sessionId: string; messageId: string },
  locale: Locale,
): Promise<{ explanation: string }> {
  const session = await getSession(db, { userId: learner.userId, sessionId });
  if (!session || session.mode !== "model") throw new ApiError("not_found");
  return { explanation: await explainMessage(db, learner, { messageId }, locale, session) };
}

/** The learner erases what Madame remembers of them (every course). */
export async function forgetLearner(db: Database, learner: Learner): Promise<void> {
  await eraseMemory(db, learner);
}
