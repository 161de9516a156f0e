import type { Database } from "@/db";
import type { Locale } from "@/i18n/config";
import type { ChatModel } from "@/lib/ai";
import { logger } from "@/lib/logger";
import type { CheckLanguage } from "../checker";
import type { Exercise } from "../content-schema";
import type { AnswerInput, EmailResult } from "../player-types";
import type { EmailFeedback } from "./feedback-prompt";
import { reviewEmail } from "./review";

/** Useful words of a correction, handed to whoever makes review cards of them (review imports learning, not the reverse). */
export type AddWords = (courseId: string, words: EmailFeedback["usefulWords"]) => Promise<void>;

export type EmailResultOptions = {
  /** The model that corrects e-mails: the configured one unless given (tests), none when null. */
  model?: ChatModel | null;
  addWords?: AddWords;
};

/** The result part of an e-mail sent in a lesson: its feedback (or self-check), the model answer and the checklist. null for any other exercise. */
export async function emailResult(
  db: Database,
  exercise: Exercise,
  answer: AnswerInput,
  context: { userId: string; courseId: string; language: CheckLanguage; locale: Locale },
  { model, addWords }: EmailResultOptions = {},
): Promise<EmailResult | null> {
  if (exercise.type !== "email" || answer.kind !== "email") return null;
  const email = { subject: answer.subject.trim(), body: answer.body.trim() };
  const review = await reviewEmail(db, exercise, email, context, { model });
  const words = review.feedback?.usefulWords ?? [];
  if (words.length > 0 && addWords) {
    // The words are a bonus: the feedback stands without them.
    await addWords(context.courseId, words).catch((error: unknown) =>
      logger.warn(
        { event: "email.words", exerciseId: exercise.id, err: error instanceof Error ? error.message : String(error) },
        "useful words not added to review",
      ),
    );
  }
  return {
    ...review,
    model: exercise.model,
    checklist: exercise.checklist.map((item) => item[context.locale]),
  };
}
