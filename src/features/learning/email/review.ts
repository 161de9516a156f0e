import { createHash, randomUUID } from "node:crypto";
import { and, count, desc, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "@/db";
import { emailSubmission } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { chatModel, structuredCall, type ChatModel } from "@/lib/ai";
import { logger } from "@/lib/logger";
import type { CheckLanguage } from "../checker";
import { emailFeedbackPrompt, emailFeedbackSchema, type EmailExercise, type EmailFeedback } from "./feedback-prompt";
import { ticksOfSameEmail } from "./self-check";

/*
 * The feedback on a learner's work e-mail. With a model server: one structured call, in the
 * learner's interface language, kept per exercise, text and language so the same e-mail is never
 * corrected twice, within a small daily budget per learner. Without one, over budget, or when the
 * model fails: a self-check (the learner ticks the checklist against the model answer; the same
 * e-mail sent again keeps its ticks). Either way the e-mail is stored, and the latest one is shown
 * again when the learner comes back.
 */

/** Model corrections a learner may ask for in 24 hours (remembered ones are free): about three units' worth of drafts. */
export const EMAIL_FEEDBACK_PER_DAY = 15;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The learner waits for the correction: at most this long, whatever the tutor's own timeout. */
export const EMAIL_FEEDBACK_TIMEOUT_MS = 30_000;

export type EmailText = { subject: string; body: string };
/** Why the learner checks their e-mail themselves. */
export type SelfCheckReason = "noModel" | "budget" | "failed";

/**
 * What the learner sees after sending an e-mail: the model's correction, or the reason to check it
 * themselves; and the stored e-mail, which a self-check's ticks are saved to.
 */
export type EmailReview = (
  { feedback: EmailFeedback } | { feedback: null; selfCheck: SelfCheckReason; ticked: number[] }
) & { submissionId: string };

/** The configured model with the e-mail feedback's time, or null without AI_BASE_URL. */
export function emailFeedbackModel(): ChatModel | null {
  const chat = chatModel();
  return chat && { ...chat, timeoutMs: Math.min(chat.timeoutMs, EMAIL_FEEDBACK_TIMEOUT_MS) };
}

/** Spacing aside, the same e-mail is the same text (case and words are what the feedback is about). */
export function emailTextKey({ subject, body }: EmailText): string {
  const tidy = (text: string) =>
    text
      .normalize("NFC")
      .split("\n")
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .join("\n");
  return createHash("sha256")
    .update(`${tidy(subject)}\n\n${tidy(body)}`)
    .digest("hex");
}

/** Drops checklist entries that name no item and repeats, so the card shows each item once, in order. */
function tidyFeedback(feedback: EmailFeedback, items: number): EmailFeedback {
  const seen = new Set<number>();
  const checklist = feedback.checklist
    .filter((entry) => entry.item < items && !seen.has(entry.item) && seen.add(entry.item))
    .sort((a, b) => a.item - b.item);
  const usefulWords = feedback.usefulWords.filter((word) => word.phrase.trim() && word.meaning.trim());
  const errors = feedback.errors.filter((error) => error.excerpt.trim() && error.correction.trim());
  return { ...feedback, checklist, usefulWords, errors };
}

async function rememberedFeedback(db: Database, exerciseId: string, textKey: string, locale: Locale) {
  const [row] = await db
    .select({ feedback: emailSubmission.feedback })
    .from(emailSubmission)
    .where(
      and(
        eq(emailSubmission.exerciseId, exerciseId),
        eq(emailSubmission.textKey, textKey),
        eq(emailSubmission.locale, locale),
        inArray(emailSubmission.source, ["model", "cache"]),
      ),
    )
    .orderBy(desc(emailSubmission.createdAt))
    .limit(1);
  return row ? (row.feedback as EmailFeedback) : null;
}

/** The learner's model corrections in the last 24 hours. */
async function correctionsToday(db: Database, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(emailSubmission)
    .where(
      and(
        eq(emailSubmission.userId, userId),
        eq(emailSubmission.source, "model"),
        gte(emailSubmission.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return row?.used ?? 0;
}

type ReviewContext = { userId: string; language: CheckLanguage; locale: Locale };

/** Corrects (or remembers the correction of) an e-mail, stores it, and says what the learner sees. */
export async function reviewEmail(
  db: Database,
  exercise: EmailExercise,
  email: EmailText,
  { userId, language, locale }: ReviewContext,
  /** The model to ask: the configured one unless given (tests), none when null. */
  options: { model?: ChatModel | null; now?: Date } = {},
): Promise<EmailReview> {
  const model = options.model === undefined ? emailFeedbackModel() : options.model;
  const now = options.now ?? new Date();
  const textKey = emailTextKey(email);
  const submissionId = randomUUID();
  const store = (source: "model" | "cache" | "self", feedback: EmailFeedback | null, selfCheck?: number[]) =>
    db.insert(emailSubmission).values({
      id: submissionId,
      userId,
      exerciseId: exercise.id,
      ...email,
      textKey,
      locale,
      source,
      feedback,
      selfCheck: selfCheck?.length ? selfCheck : null,
      createdAt: now,
    });
  const selfCheck = async (reason: SelfCheckReason): Promise<EmailReview> => {
    const ticked = await ticksOfSameEmail(db, { userId, exerciseId: exercise.id, textKey });
    await store("self", null, ticked);
    return { feedback: null, selfCheck: reason, ticked, submissionId };
  };

  if (!model) return selfCheck("noModel");
  const remembered = await rememberedFeedback(db, exercise.id, textKey, locale);
  if (remembered) {
    await store("cache", remembered);
    logger.info({ event: "email.feedback", exerciseId: exercise.id, cached: true }, "e-mail feedback remembered");
    return { feedback: remembered, submissionId };
  }
  if ((await correctionsToday(db, userId, now)) >= EMAIL_FEEDBACK_PER_DAY) return selfCheck("budget");

  const started = performance.now();
  try {
    const { system, user } = emailFeedbackPrompt(exercise, email, { language, locale });
    const output = await structuredCall(model, {
      name: "email_feedback",
      schema: emailFeedbackSchema,
      system,
      messages: [{ role: "user", content: user }],
      retries: 0,
    });
    const feedback = tidyFeedback(output, exercise.checklist.length);
    await store("model", feedback);
    logger.info(
      { event: "email.feedback", exerciseId: exercise.id, cached: false, ms: Math.round(performance.now() - started) },
      "e-mail feedback given",
    );
    return { feedback, submissionId };
  } catch (error) {
    logger.warn(
      {
        event: "email.feedback",
        exerciseId: exercise.id,
        outcome: "failed",
        ms: Math.round(performance.now() - started),
        err: error instanceof Error ? error.message : String(error),
      },
      "e-mail feedback unavailable: the learner checks it themselves",
    );
    return selfCheck("failed");
  }
}

/** The learner's latest e-mail for a task, to show again when they come back to it. */
export async function lastEmail(db: Database, userId: string, exerciseId: string): Promise<EmailText | null> {
  const [row] = await db
    .select({ subject: emailSubmission.subject, body: emailSubmission.body })
    .from(emailSubmission)
    .where(and(eq(emailSubmission.userId, userId), eq(emailSubmission.exerciseId, exerciseId)))
    .orderBy(desc(emailSubmission.createdAt))
    .limit(1);
  return row ?? null;
}
