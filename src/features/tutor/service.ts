import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db";
import { tutorMessage, tutorSession } from "@/db/schema";
import { getCourse, learnerCourse, pick, speechLangOf, type CourseId } from "@/features/learning";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { getActivities } from "./content";
import type { Activity } from "./content-schema";
import { guidedDebrief, type DebriefMessage, type GuidedMeta } from "./debrief";
import { lineOf, replyTo, startPosition } from "./guided/engine";
import { getSession, listMessages, listSessions, type MessageRow, type SessionRow } from "./queries";
import type { LearnerTurn } from "./schemas";
import type { ActivityView, DebriefView, MessageView, SessionSummary, SessionView } from "./types";

type Learner = { userId: string };

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
export async function tutorHome(db: Database, learner: Learner, locale: Locale): Promise<{ activities: ActivityView[]; sessions: SessionSummary[] } | null> {
  const courseId = await learnerCourse(db, learner);
  if (!courseId) return null;
  const rows = await listSessions(db, { userId: learner.userId, courseId, limit: HISTORY_LENGTH });
  return {
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
 * Starts an activity. Without a model server (the embedded default) only the activities with an
 * authored dialogue can be played, in guided mode.
 */
export async function startSession(db: Database, learner: Learner, { activityId }: { activityId: string }): Promise<{ sessionId: string }> {
  const courseId = await learnerCourse(db, learner);
  const activity = courseId && findActivity(courseId, activityId);
  if (!courseId || !activity) throw new ApiError("not_found");
  if (!activity.guided) throw new ApiError("tutor_model_unavailable");
  const id = randomUUID();
  const position = startPosition(activity.guided);
  await db.transaction(async (tx) => {
    await tx.insert(tutorSession).values({ id, userId: learner.userId, courseId, activityId: activity.id, mode: "guided", guided: position });
    await tx.insert(tutorMessage).values({ id: randomUUID(), sessionId: id, userId: learner.userId, position: 0, role: "madame", text: activity.opening, meta: { lineId: position.lineId } });
  });
  return { sessionId: id };
}

function messageView(activity: Activity | null, row: MessageRow, locale: Locale): MessageView {
  const meta = row.meta as GuidedMeta;
  const line = activity?.guided && meta.lineId ? lineOf(activity.guided, meta.lineId) : null;
  const help = meta.help && line ? { kind: meta.help, text: meta.help === "hint" ? pick(line.hint, locale) : line.replies[0]!.example } : null;
  return { id: row.id, position: row.position, role: row.role, text: row.text, translation: line && !meta.help ? pick(line.translation, locale) : null, help };
}

/** The conversation as the screen shows it; null when it is not the learner's. */
export async function sessionView(db: Database, learner: Learner, { sessionId }: { sessionId: string }, locale: Locale): Promise<SessionView | null> {
  const session = await getSession(db, { userId: learner.userId, sessionId });
  if (!session) return null;
  const courseId = session.courseId as CourseId;
  const activity = findActivity(courseId, session.activityId);
  const messages = await listMessages(db, { userId: learner.userId, sessionId });
  const current = !session.endedAt && activity?.guided && session.guided ? lineOf(activity.guided, session.guided.lineId) : null;
  return {
    id: session.id,
    mode: session.mode,
    activity: activity && activityView(activity, locale),
    speechLang: speechLangOf[courseId],
    startedAt: session.startedAt.toISOString(),
    endedAt: session.endedAt?.toISOString() ?? null,
    messages: messages.map((row) => messageView(activity, row, locale)),
    hint: current && pick(current.hint, locale),
    debrief: activity && session.endedAt ? debriefOf(activity, messages, session, locale) : null,
  };
}

function debriefOf(activity: Activity, messages: MessageRow[], session: SessionRow, locale: Locale): DebriefView {
  const completed = Boolean((session.debrief as { completed?: boolean } | null)?.completed);
  return guidedDebrief(activity, messages as DebriefMessage[], completed, locale);
}

/**
 * The learner's turn in a guided dialogue: stored with Madame's answer in one transaction (two
 * sends of the same turn store one). Reaching the dialogue's end closes the session.
 */
export async function sendTurn(db: Database, learner: Learner, { sessionId, text }: LearnerTurn, locale: Locale): Promise<SessionView> {
  const session = await getSession(db, { userId: learner.userId, sessionId });
  if (!session) throw new ApiError("not_found");
  if (session.endedAt) throw new ApiError("tutor_session_ended");
  const courseId = session.courseId as CourseId;
  const activity = findActivity(courseId, session.activityId);
  if (session.mode !== "guided" || !activity?.guided || !session.guided) throw new ApiError("tutor_model_unavailable");

  const turn = replyTo(activity.guided, session.guided, text, getCourse(courseId).language);
  const messages = await listMessages(db, { userId: learner.userId, sessionId });
  const position = messages.length;
  const learnerMeta: GuidedMeta =
    turn.kind === "matched" ? { matched: true, example: lineOf(activity.guided, session.guided.lineId).replies.find((reply) => reply.intent === turn.intent)?.example } : { matched: false };
  const madameMeta: GuidedMeta = turn.kind === "missed" ? { lineId: turn.line.id, help: turn.help ?? undefined } : turn.line ? { lineId: turn.line.id } : {};
  const ended = turn.position.lineId === "end";
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(tutorSession)
        .set({ guided: ended ? null : turn.position, lastActivityAt: new Date(), ...(ended && { endedAt: new Date(), debrief: { completed: true } }) })
        .where(and(eq(tutorSession.id, sessionId), eq(tutorSession.userId, learner.userId), isNull(tutorSession.endedAt)))
        .returning({ id: tutorSession.id });
      if (updated.length === 0) throw new ApiError("tutor_session_ended");
      const inserted = await tx
        .insert(tutorMessage)
        .values([
          { id: randomUUID(), sessionId, userId: learner.userId, position, role: "learner", text, meta: learnerMeta },
          { id: randomUUID(), sessionId, userId: learner.userId, position: position + 1, role: "madame", text: turn.madame, meta: madameMeta },
        ])
        .onConflictDoNothing()
        .returning({ id: tutorMessage.id });
      // The same turn sent twice at once (a double tap, a retry): the first stored decides, this one changes nothing.
      if (inserted.length < 2) throw new TurnAlreadyStored();
    });
  } catch (error) {
    if (!(error instanceof TurnAlreadyStored)) throw error;
  }
  return (await sessionView(db, learner, { sessionId }, locale))!;
}

/** Rolls back a turn whose place in the conversation another send of it took first. */
class TurnAlreadyStored extends Error {}

/** The learner ends the conversation before its end: the debrief says what was done so far. */
export async function endSession(db: Database, learner: Learner, { sessionId }: { sessionId: string }, locale: Locale): Promise<SessionView> {
  const session = await getSession(db, { userId: learner.userId, sessionId });
  if (!session) throw new ApiError("not_found");
  if (!session.endedAt) {
    await db
      .update(tutorSession)
      .set({ endedAt: new Date(), guided: null, debrief: { completed: false } })
      .where(and(eq(tutorSession.id, sessionId), eq(tutorSession.userId, learner.userId), isNull(tutorSession.endedAt)));
  }
  return (await sessionView(db, learner, { sessionId }, locale))!;
}
