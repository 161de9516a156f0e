/*
 * What the screens show of Madame's activities and conversations: activities in the interface
 * language, and each stored line as a message, whether it came from a guided dialogue or a model.
 */
import type { Database } from "@/db";
import { pick, speechLangOf, type CourseId } from "@/features/learning";
import type { Locale } from "@/i18n/config";
import { speechConfigured } from "@/lib/speech";
import { transcriptionConfigured } from "@/lib/transcription";
import { getActivities } from "./content";
import type { Activity } from "./content-schema";
import { guidedDebrief, modelDebrief, type DebriefMessage, type GuidedMeta } from "./debrief";
import { lineOf } from "./guided/engine";
import { turnBudget } from "./model/budget";
import type { LearnerMeta, MadameMeta, SessionContext, StoredModelDebrief } from "./model/service";
import { getSession, listMessages, type MessageRow, type SessionRow } from "./queries";
import type { ActivityView, DebriefView, MessageView, SessionView } from "./types";

export type Learner = { userId: string };
/** The signed-in learner as the routes know them: their name greets them, their organization sets the daily budget. */
export type Viewer = Learner & { name?: string; activeOrganizationId?: string | null };

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

export function findActivity(courseId: CourseId, activityId: string | null): Activity | null {
  return activityId ? (getActivities(courseId).find((activity) => activity.id === activityId) ?? null) : null;
}

export function guidedMessageView(activity: Activity | null, row: MessageRow, locale: Locale): MessageView {
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
