/*
 * What the screens show of Madame's activities and conversations: activities in the interface
 * language, and each stored line as a message, whether it came from a guided dialogue or a model.
 */
import type { Database } from "@/db";
import { pick, speechLangOf, type CourseId } from "@/features/learning";
import { getLearnerProfile } from "@/features/learners";
import type { Locale } from "@/i18n/config";
import { serverSpeechKind } from "@/lib/speech";
import { transcriptionConfigured } from "@/lib/transcription";
import { getActivities } from "./content";
import type { Activity } from "./content-schema";
import { guidedDebrief, modelDebrief, type DebriefMessage, type GuidedMeta } from "./debrief";
import { lineOf } from "./guided/engine";
import { turnBudget } from "./model/budget";
import {
  sessionRegister,
  translationTarget,
  type LearnerMeta,
  type MadameMeta,
  type SessionContext,
  type StoredModelDebrief,
} from "./model/service";
import { getSession, listMessages, type MessageRow, type SessionRow } from "./queries";
import { guidedTranslationLocale } from "./translation";
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

/** The authored translation guided lines show this learner (their first language when the authors wrote it). */
export async function guidedTranslationLocaleFor(
  db: Database,
  learner: Learner,
  courseId: CourseId,
  locale: Locale,
): Promise<Locale> {
  const profile = await getLearnerProfile(db, learner);
  return guidedTranslationLocale({
    nativeLanguage: profile?.nativeLanguage ?? null,
    interfaceLocale: locale,
    learned: courseId,
  });
}

export function guidedMessageView(
  activity: Activity | null,
  row: MessageRow,
  locale: Locale,
  translationLocale: Locale,
): MessageView {
  const meta = row.meta as GuidedMeta;
  const line = activity?.guided && meta.lineId ? lineOf(activity.guided, meta.lineId) : null;
  const help =
    meta.help && line
      ? { kind: meta.help, text: meta.help === "hint" ? pick(line.hint, locale) : line.replies[0]!.example }
      : null;
  const translation = line && !meta.help ? pick(line.translation, translationLocale) : null;
  return {
    id: row.id,
    position: row.position,
    role: row.role,
    text: row.text,
    translation,
    translationLang: translationLocale,
    help,
    correction: null,
    translatable: false,
    interrupted: false,
  };
}

function modelMessageView(row: MessageRow, locale: Locale, translationLang: string): MessageView {
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
    translation: meta.translations?.[translationLang] ?? null,
    translationLang,
    translatable: true,
    interrupted: Boolean(meta.interrupted),
  };
}

async function messageViews(
  db: Database,
  learner: Learner,
  session: SessionRow,
  activity: Activity | null,
  rows: MessageRow[],
  locale: Locale,
): Promise<MessageView[]> {
  if (session.mode === "model") {
    const context = session.context as SessionContext | null;
    const target = context ? translationTarget(context, locale) : locale;
    return rows.map((row) => modelMessageView(row, locale, target));
  }
  const translationLocale = await guidedTranslationLocaleFor(db, learner, session.courseId as CourseId, locale);
  return rows.map((row) => guidedMessageView(activity, row, locale, translationLocale));
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
    messages: await messageViews(db, learner, session, activity, messages, locale),
    hint: current && pick(current.hint, locale),
    debrief: session.endedAt ? debriefOf(activity, messages, session, locale) : null,
    awaitingReply: model && !session.endedAt && messages.at(-1)?.role === "learner",
    budget,
    // Guided lines are authored in the activity's register; « tu » and « vous » are French.
    register: model && context && courseId === "fr" ? sessionRegister(context, activity) : null,
    voice: {
      transcription: transcriptionConfigured(),
      serverSpeech: true,
      syntheticVoice: serverSpeechKind() === "synthetic",
    },
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
