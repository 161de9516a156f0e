import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db";
import { tutorMessage, tutorSession } from "@/db/schema";
import { getCourse, learnerCourse, pick, speechLangOf, type CourseId } from "@/features/learning";
import type { Locale } from "@/i18n/config";
import { modelConfigured } from "@/lib/ai";
import { ApiError } from "@/lib/api/errors";
import { speechConfigured } from "@/lib/speech";
import { getActivities } from "./content";
import type { Activity } from "./content-schema";
import { guidedDebrief, modelDebrief, type DebriefMessage, type GuidedMeta } from "./debrief";
import { lineOf, replyTo, startPosition } from "./guided/engine";
import { turnBudget } from "./model/budget";
import { systemPrompt } from "./model/prompts";
import { replyStream } from "./model/reply-stream";
import {
  activityBrief,
  checkTurn,
  debriefModelSession,
  explainMessage,
  modelHistory,
  replyPlace,
  requireModel,
  startModelSession,
  storeTurn,
  translateMessage,
  type LearnerMeta,
  type MadameMeta,
  type SessionContext,
  type StoredModelDebrief,
} from "./model/service";
import { transcriptionConfigured } from "@/lib/transcription";
import {
  eraseMemory,
  getMemory,
  getMessage,
  getSession,
  listMessages,
  listSessions,
  type MessageRow,
  type SessionRow,
} from "./queries";
import type { LearnerTurn } from "./schemas";
import type { ActivityView, DebriefView, MemoryView, MessageView, SessionSummary, SessionView } from "./types";

type Learner = { userId: string };
/** The signed-in learner as the routes know them: their name greets them, their organization sets the daily budget. */
type Viewer = Learner & { name?: string; activeOrganizationId?: string | null };

/** Past sessions listed on /madameai. */
const HISTORY_LENGTH = 20;

export function activityView(activity: Activity, locale: Locale): ActivityView {
  return {
    id: activity.id,
    situation: activity.situation,
    title: pick(activity.title, locale),
    scenario: pick(activity.scenario, locale),
    goal: pick(activity.goal, locale),
    madameRole: pick(activity.madameRole, locale),
    levels: activity.levels,
    guided: Boolean(activity.guided),
    successCriteria: activity.successCriteria.map((criterion) => pick(criterion, locale)),
    usefulPhrases: activity.usefulPhrases.map((item) => ({ phrase: item.phrase, meaning: pick(item.meaning, locale) })),
  };
}

function findActivity(courseId: CourseId, activityId: string | null): Activity | null {
  return activityId ? (getActivities(courseId).find((activity) => activity.id === activityId) ?? null) : null;
}

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

function guidedMessageView(activity: Activity | null, row: MessageRow, locale: Locale): MessageView {
  const meta = row.meta as GuidedMeta;
  const line = activity?.guided && meta.lineId ? lineOf(activity.guided, meta.lineId) : null;
  const help =
    meta.help && line
      ? { kind: meta.help, text: meta.help === "hint" ? pick(line.hint, locale) : line.replies[0]!.example }
      : null;
  const translation = line && !meta.help ? pick(line.translation, locale) : null;
  return {
    id: row.id,
    position: row.position,
    role: row.role,
    text: row.text,
    translation,
    help,
    correction: null,
    translatable: false,
    interrupted: false,
  };
}

function modelMessageView(row: MessageRow, locale: Locale): MessageView {
  const base = { id: row.id, position: row.position, role: row.role, text: row.text, help: null };
  if (row.role === "learner") {
    const { correction } = row.meta as LearnerMeta;
    return {
      ...base,
      translation: null,
      translatable: false,
      interrupted: false,
      correction: correction ? { ...correction, more: (row.meta as LearnerMeta).explanations?.[locale] ?? null } : null,
    };
  }
  const meta = row.meta as MadameMeta;
  return {
    ...base,
    correction: null,
    translation: meta.translations?.[locale] ?? null,
    translatable: true,
    interrupted: Boolean(meta.interrupted),
  };
}

/** The conversation as the screen shows it; null when it is not the learner's. */
export async function sessionView(
  db: Database,
  learner: Viewer,
  { sessionId }: { sessionId: string },
  locale: Locale,
): Promise<SessionView | null> {
  const session = await getSession(db, { userId: learner.userId, sessionId });
  if (!session) return null;
  const courseId = session.courseId as CourseId;
  const activity = findActivity(courseId, session.activityId);
  const rows = await listMessages(db, { userId: learner.userId, sessionId });
  // Madame's place while she answers is not a line yet.
  const messages = rows.filter((row) => !(row.meta as MadameMeta).pending);
  const model = session.mode === "model";
  const current =
    !session.endedAt && activity?.guided && session.guided ? lineOf(activity.guided, session.guided.lineId) : null;
  const context = session.context as SessionContext | null;
  const budget = model && !session.endedAt && context ? await turnBudget(db, learner, context.timeZone) : null;
  return {
    id: session.id,
    mode: session.mode,
    activity: activity && activityView(activity, locale),
    speechLang: speechLangOf[courseId],
    startedAt: session.startedAt.toISOString(),
    endedAt: session.endedAt?.toISOString() ?? null,
    messages: messages.map((row) => (model ? modelMessageView(row, locale) : guidedMessageView(activity, row, locale))),
    hint: current && pick(current.hint, locale),
    debrief: session.endedAt ? debriefOf(activity, messages, session, locale) : null,
    awaitingReply: model && !session.endedAt && messages.at(-1)?.role === "learner",
    budget,
    voice: { transcription: transcriptionConfigured(), serverSpeech: speechConfigured() },
  };
}

function debriefOf(
  activity: Activity | null,
  messages: MessageRow[],
  session: SessionRow,
  locale: Locale,
): DebriefView | null {
  if (session.mode === "model")
    return session.debrief ? modelDebrief(activity, messages, session.debrief as StoredModelDebrief, locale) : null;
  const completed = Boolean((session.debrief as { completed?: boolean } | null)?.completed);
  return activity && guidedDebrief(activity, messages as DebriefMessage[], completed, locale);
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
  const context = { ...(session.context as SessionContext), interfaceLocale: locale };
  const [messages, memory] = await Promise.all([
    listMessages(db, { userId: learner.userId, sessionId: session.id }),
    getMemory(db, { userId: learner.userId, courseId: session.courseId }),
  ]);
  const place = await replyPlace(db, { userId: learner.userId, sessionId: session.id, messages });
  if (!place) throw new ApiError("tutor_nothing_to_retry");
  const learnerMeta = place.learner.meta as LearnerMeta;
  const history = modelHistory(messages.filter((message) => message.position <= place.learner.position));
  const previous = history.at(-2)?.role === "assistant" ? history.at(-2)!.content : null;
  const activity = findActivity(session.courseId as CourseId, session.activityId);
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
 * The learner's turn in a guided dialogue, stored with Madame's answer in one transaction.
 * Turns of one session are taken one at a time (the session row is locked) and each is answered
 * from the dialogue's place at that moment, so two quick replies are answered in order, never
 * against the same line. The same text sent twice at once (a double tap, a retry) is stored once.
 * Reaching the dialogue's end closes the session.
 */
async function sendGuidedTurn(
  db: Database,
  learner: Viewer,
  session: SessionRow,
  text: string,
  locale: Locale,
): Promise<SessionView> {
  const sessionId = session.id;
  const courseId = session.courseId as CourseId;
  const activity = findActivity(courseId, session.activityId);
  if (session.mode !== "guided" || !activity?.guided || !session.guided) throw new ApiError("tutor_model_unavailable");
  const dialogue = activity.guided;
  const seen = (await listMessages(db, { userId: learner.userId, sessionId })).length;

  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ guided: tutorSession.guided, endedAt: tutorSession.endedAt })
      .from(tutorSession)
      .where(and(eq(tutorSession.id, sessionId), eq(tutorSession.userId, learner.userId)))
      .for("update");
    const messages = await listMessages(tx, { userId: learner.userId, sessionId });
    if (isRepeat(messages, seen, text)) return;
    if (!current?.guided || current.endedAt) throw new ApiError("tutor_session_ended");

    const turn = replyTo(dialogue, current.guided, text, getCourse(courseId).language);
    const learnerMeta: GuidedMeta =
      turn.kind === "matched"
        ? {
            matched: true,
            example: lineOf(dialogue, current.guided.lineId).replies.find((reply) => reply.intent === turn.intent)
              ?.example,
          }
        : { matched: false };
    const madameMeta: GuidedMeta =
      turn.kind === "missed"
        ? { lineId: turn.line.id, help: turn.help ?? undefined }
        : turn.line
          ? { lineId: turn.line.id }
          : {};
    const ended = turn.position.lineId === "end";
    const position = messages.length;
    await tx
      .update(tutorSession)
      .set({
        guided: ended ? null : turn.position,
        lastActivityAt: new Date(),
        ...(ended && { endedAt: new Date(), debrief: { completed: true } }),
      })
      .where(and(eq(tutorSession.id, sessionId), eq(tutorSession.userId, learner.userId)));
    await tx.insert(tutorMessage).values([
      { id: randomUUID(), sessionId, userId: learner.userId, position, role: "learner", text, meta: learnerMeta },
      {
        id: randomUUID(),
        sessionId,
        userId: learner.userId,
        position: position + 1,
        role: "madame",
        text: turn.madame,
        meta: madameMeta,
      },
    ]);
  });
  return (await sessionView(db, learner, { sessionId }, locale))!;
}

/** A send of a turn already stored since this request read the conversation: the same words, first thing after what it saw. */
function isRepeat(messages: readonly MessageRow[], seen: number, text: string): boolean {
  const next = messages[seen];
  return next !== undefined && next.role === "learner" && next.text === text;
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

/** The translation of one of Madame's lines into the interface language. */
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
    const translation =
      row && row.sessionId === sessionId ? guidedMessageView(activity, row, locale).translation : null;
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
