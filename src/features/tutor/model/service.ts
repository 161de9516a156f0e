/*
 * Madame with a model: sessions, translations, explanations, the debrief and the memory, and what
 * is stored with each line. The turns themselves are in turns.ts, Madame's answer in reply-stream.ts.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { tutorMessage, tutorSession } from "@/db/schema";
import { courseStanding, getCourse, pick, type CourseId } from "@/features/learning";
import { getLearnerProfile } from "@/features/learners";
import { addPhraseCards } from "@/features/review";
import type { Locale } from "@/i18n/config";
import { chatModel, type ChatModel } from "@/lib/ai";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { registerOf, type Activity, type Register } from "../content-schema";
import {
  getMemory,
  getMessage,
  getSession,
  listMessages,
  saveMemory,
  updateMessageMeta,
  type SessionRow,
} from "../queries";
import { modelTranslationLanguage } from "../translation";
import { explainCorrection, translateText, writeDebrief, type Correction, type ModelDebrief } from "./calls";
import type { ActivityBrief, Level, TutorContext } from "./prompts";

/** A learner's line (meta): Madame's correction once checked, and its longer explanations. */
export type LearnerMeta = {
  checked?: boolean;
  correction?: Correction | null;
  explanations?: Partial<Record<Locale, string>>;
};
/** Madame's line (meta): reserved while she answers, stopped by the learner, or replaced by the guard; translations made, by language. */
export type MadameMeta = {
  pending?: boolean;
  interrupted?: boolean;
  guarded?: boolean;
  translations?: Partial<Record<string, string>>;
};
/** tutor_session.context: who Madame talks to, and the calendar of the learner's daily budget. */
export type SessionContext = TutorContext & { timeZone: string };
/** tutor_session.debrief with a model. */
export type StoredModelDebrief = { completed: boolean; model?: ModelDebrief; unavailable?: boolean };

/** How Madame addresses the learner in this session: the learner's choice, else the activity's. */
export function sessionRegister(context: SessionContext, activity: Activity | null): Register {
  return context.register ?? registerOf(activity);
}

/** The language "translate" gives Madame's lines in, for this learner and interface. */
export function translationTarget(context: SessionContext, locale: Locale): string {
  return modelTranslationLanguage({
    nativeLanguage: context.nativeLanguage,
    interfaceLocale: locale,
    learned: context.language,
  });
}

/**
 * The learner switches between tu and vous for this conversation; Madame follows from her next
 * answer. Only with a model: guided lines are authored in the activity's register.
 */
export async function changeRegister(
  db: Database,
  learner: { userId: string },
  { sessionId, register }: { sessionId: string; register: Register },
): Promise<{ register: Register }> {
  const session = await getSession(db, { userId: learner.userId, sessionId });
  if (!session || session.mode !== "model") throw new ApiError("not_found");
  if (session.endedAt) throw new ApiError("tutor_session_ended");
  await db
    .update(tutorSession)
    .set({ context: sql`jsonb_set(${tutorSession.context}, '{register}', ${JSON.stringify(register)}::jsonb)` })
    .where(and(eq(tutorSession.id, sessionId), eq(tutorSession.userId, learner.userId)));
  return { register };
}

/** Madame's first line in free talk, in the language learned. */
const freeTalkOpening: Record<CourseId, (name: string) => string> = {
  fr: (name) =>
    `Bonjour ${name}! Je suis Madame. De quoi aimeriez-vous parler aujourd'hui : de votre travail, de votre fin de semaine?`,
  en: (name) => `Hi ${name}! I'm Madame. What would you like to talk about today: your work, your weekend?`,
};

export function requireModel(): ChatModel {
  const tutor = chatModel();
  if (!tutor) throw new ApiError("tutor_model_unavailable");
  return tutor;
}

export function activityBrief(activity: Activity | null, locale: Locale): ActivityBrief | null {
  if (!activity) return null;
  return {
    title: pick(activity.title, locale),
    scenario: pick(activity.scenario, locale),
    madameRole: pick(activity.madameRole, locale),
    goal: pick(activity.goal, locale),
    successCriteria: activity.successCriteria.map((criterion) => pick(criterion, locale)),
  };
}

/** Starts a conversation with the model: an activity, or free talk when `activity` is null. */
export async function startModelSession(
  db: Database,
  learner: { userId: string; name?: string },
  { courseId, activity }: { courseId: CourseId; activity: Activity | null },
  locale: Locale,
): Promise<{ sessionId: string }> {
  requireModel();
  const [profile, standing] = await Promise.all([
    getLearnerProfile(db, learner),
    courseStanding(db, { userId: learner.userId, courseId }, locale),
  ]);
  if (!profile) throw new ApiError("not_found");
  const firstName = (learner.name ?? "").trim().split(/\s+/)[0] ?? "";
  const context: SessionContext = {
    language: getCourse(courseId).language,
    variant: profile.variant,
    level: (standing.levelReached ?? "A1") as Level,
    firstName,
    nativeLanguage: profile.nativeLanguage,
    industry: profile.industry,
    jobTitle: profile.jobTitle,
    interfaceLocale: locale,
    // « tu » and « vous » are French: a French learner's chosen form of address wins over the activity's.
    register: (courseId === "fr" ? profile.formOfAddress : null) ?? registerOf(activity),
    timeZone: profile.timeZone,
  };
  const id = randomUUID();
  const opening = activity ? activity.opening : freeTalkOpening[courseId](firstName);
  await db.transaction(async (tx) => {
    await tx
      .insert(tutorSession)
      .values({ id, userId: learner.userId, courseId, activityId: activity?.id ?? null, mode: "model", context });
    await tx
      .insert(tutorMessage)
      .values({ id: randomUUID(), sessionId: id, userId: learner.userId, position: 0, role: "madame", text: opening });
  });
  return { sessionId: id };
}

/** Madame's line in the learner's first language when the model can write it (translationTarget), made once per language and kept. */
export async function translateMessage(
  db: Database,
  learner: { userId: string },
  { messageId }: { messageId: string },
  locale: Locale,
  session: SessionRow,
): Promise<string> {
  const message = await getMessage(db, { userId: learner.userId, messageId });
  if (!message || message.sessionId !== session.id || message.role !== "madame" || !message.text)
    throw new ApiError("not_found");
  const meta = message.meta as MadameMeta;
  const context = { ...(session.context as SessionContext), interfaceLocale: locale };
  const target = translationTarget(context, locale);
  const known = meta.translations?.[target];
  if (known) return known;
  const translation = await modelCall(() => translateText({ tutor: requireModel(), context }, message.text, target));
  await updateMessageMeta(db, {
    userId: learner.userId,
    messageId,
    meta: { ...meta, translations: { ...meta.translations, [target]: translation } },
  });
  return translation;
}

/** More about a correction ("explain"), made once per language and kept. */
export async function explainMessage(
  db: Database,
  learner: { userId: string },
  { messageId }: { messageId: string },
  locale: Locale,
  session: SessionRow,
): Promise<string> {
  const message = await getMessage(db, { userId: learner.userId, messageId });
  const meta = (message?.meta ?? {}) as LearnerMeta;
  if (!message || message.sessionId !== session.id || message.role !== "learner" || !meta.correction)
    throw new ApiError("not_found");
  const known = meta.explanations?.[locale];
  if (known) return known;
  const correction = meta.correction;
  const explanation = await modelCall(() =>
    explainCorrection(
      { tutor: requireModel(), context: { ...(session.context as SessionContext), interfaceLocale: locale } },
      { said: message.text, correction },
    ),
  );
  await updateMessageMeta(db, {
    userId: learner.userId,
    messageId,
    meta: { ...meta, explanations: { ...meta.explanations, [locale]: explanation } },
  });
  return explanation;
}

/** A model call whose failure the learner can understand: tutor_model_failed, logged without content. */
async function modelCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    logger.warn({ event: "tutor.model_failed", error: String(error) }, "a model call failed");
    throw new ApiError("tutor_model_failed");
  }
}

/**
 * The debrief of a model session and Madame's memory of the learner, written once the session has
 * ended. The new words go into review. A failed call is stored as unavailable, and can be tried again.
 */
export async function debriefModelSession(
  db: Database,
  learner: { userId: string },
  session: SessionRow,
  activity: Activity | null,
  locale: Locale,
): Promise<void> {
  const messages = (await listMessages(db, { userId: learner.userId, sessionId: session.id })).filter(
    (message) => message.text.trim() !== "",
  );
  const replies = messages.filter((message) => message.role === "learner").length;
  let debrief: StoredModelDebrief;
  if (replies === 0) debrief = { completed: false };
  else {
    const context = { ...(session.context as SessionContext), interfaceLocale: locale };
    const memory = await getMemory(db, { userId: learner.userId, courseId: session.courseId });
    try {
      const model = await writeDebrief(
        { tutor: requireModel(), context },
        { activity: activityBrief(activity, locale), memory: memory?.memory ?? null, messages },
      );
      const criteria = activity?.successCriteria.length ?? 0;
      debrief = {
        completed: activity
          ? criteria > 0 &&
            Array.from({ length: criteria }, (_, index) => index).every((index) => model.goalsMet.includes(index))
          : true,
        model,
      };
      await saveMemory(db, { userId: learner.userId, courseId: session.courseId, memory: model.memory });
      await addPhraseCards(db, {
        userId: learner.userId,
        courseId: session.courseId,
        cards: model.newWords.map((word) => ({ kind: "word" as const, phrase: word.phrase, meaning: word.meaning })),
      });
    } catch (error) {
      logger.warn({ event: "tutor.debrief_failed", error: String(error) }, "the debrief of a session failed");
      debrief = { completed: false, unavailable: true };
    }
  }
  await db
    .update(tutorSession)
    .set({ debrief })
    .where(and(eq(tutorSession.id, session.id), eq(tutorSession.userId, learner.userId)));
}
