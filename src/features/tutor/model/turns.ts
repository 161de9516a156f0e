/*
 * The learner's turns with a model. The turn is always stored before the model is called, so a
 * failure loses nothing; Madame's answer has its place reserved right after it, so an interruption
 * or a retry never puts lines out of order.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { tutorMessage, tutorSession } from "@/db/schema";
import { addPhraseCards } from "@/features/review";
import type { ChatModel } from "@/lib/ai";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { updateMessageMeta, type MessageRow } from "../queries";
import { correctTurn, type Correction } from "./calls";
import type { TutorContext } from "./prompts";
import type { LearnerMeta, MadameMeta } from "./service";

/** Lines of history sent with each turn: enough for a conversation, bounded for cost and speed. */
const HISTORY_LINES = 40;

/**
 * Stores the learner's turn and reserves Madame's place after it, in one transaction. Another
 * turn of the same session stored at the same moment takes the place first: this one is refused
 * (tutor_busy) and stores nothing.
 */
export async function storeTurn(
  db: Database,
  { userId, sessionId, text }: { userId: string; sessionId: string; text: string },
): Promise<void> {
  const learnerId = randomUUID();
  const replyId = randomUUID();
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(tutorSession)
        .set({ lastActivityAt: new Date() })
        .where(and(eq(tutorSession.id, sessionId), eq(tutorSession.userId, userId), isNull(tutorSession.endedAt)))
        .returning({ id: tutorSession.id });
      if (updated.length === 0) throw new ApiError("tutor_session_ended");
      const next = sql<number>`(select coalesce(max(position), -1) + 1 from tutor_message where session_id = ${sessionId})`;
      const [row] = await tx
        .insert(tutorMessage)
        .values({ id: learnerId, sessionId, userId, position: next, role: "learner", text })
        .returning({ position: tutorMessage.position });
      await tx.insert(tutorMessage).values({
        id: replyId,
        sessionId,
        userId,
        position: row!.position + 1,
        role: "madame",
        text: "",
        meta: { pending: true },
      });
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isUniqueViolation(error)) throw new ApiError("tutor_busy");
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Madame's place for an answer to the learner's last turn: the one reserved, or a new one after it. */
export async function replyPlace(
  db: Database,
  { userId, sessionId, messages }: { userId: string; sessionId: string; messages: MessageRow[] },
): Promise<{ learner: MessageRow; replyId: string } | null> {
  const visible = messages.filter((message) => !(message.meta as MadameMeta).pending);
  const last = visible.at(-1);
  if (!last || last.role !== "learner") return null;
  const reserved = messages.find((message) => message.position > last.position && (message.meta as MadameMeta).pending);
  if (reserved) return { learner: last, replyId: reserved.id };
  const replyId = randomUUID();
  const position = messages.at(-1)!.position + 1;
  const inserted = await db
    .insert(tutorMessage)
    .values({ id: replyId, sessionId, userId, position, role: "madame", text: "", meta: { pending: true } })
    .onConflictDoNothing()
    .returning({ id: tutorMessage.id });
  if (inserted.length === 0) throw new ApiError("tutor_busy");
  return { learner: last, replyId };
}

/** The conversation as the model reads it: the last lines, Madame's reserved (empty) places left out. */
export function modelHistory(messages: MessageRow[]): { role: "user" | "assistant"; content: string }[] {
  return messages
    .filter((message) => message.text.trim() !== "")
    .slice(-HISTORY_LINES)
    .map((message) => ({
      role: message.role === "learner" ? ("user" as const) : ("assistant" as const),
      content: message.text,
    }));
}

/** Ends the reservation: Madame's answer, or nothing (the place goes, the learner's turn waits for "try again"). */
export async function settleReply(
  db: Database,
  { userId, replyId, text, meta }: { userId: string; replyId: string; text: string | null; meta: MadameMeta },
): Promise<void> {
  const mine = and(eq(tutorMessage.id, replyId), eq(tutorMessage.userId, userId));
  if (text === null || text.trim() === "") await db.delete(tutorMessage).where(mine);
  else await db.update(tutorMessage).set({ text, meta, createdAt: new Date() }).where(mine);
}

/** Stores the correction of a learner's turn (undefined: the check failed) and makes a review card of it. */
export async function settleCorrection(
  db: Database,
  {
    userId,
    courseId,
    learner,
    correction,
  }: {
    userId: string;
    courseId: string;
    learner: { id: string; text: string; meta: LearnerMeta };
    correction: Correction | null | undefined;
  },
) {
  if (correction === undefined) return;
  await updateMessageMeta(db, { userId, messageId: learner.id, meta: { ...learner.meta, checked: true, correction } });
  if (correction)
    await addPhraseCards(db, {
      userId,
      courseId,
      cards: [
        { kind: "fix", said: learner.text, corrected: correction.corrected, explanation: correction.explanation },
      ],
    });
}

/** The correction of a turn, or undefined when the model could not check it (the conversation goes on). */
export function checkTurn(
  tutor: ChatModel,
  context: TutorContext,
  said: string,
  previous: string | null,
): Promise<Correction | null | undefined> {
  return correctTurn({ tutor, context }, { said, previous }).catch((error: unknown) => {
    logger.warn({ event: "tutor.correction_failed", error: String(error) }, "the correction of a turn failed");
    return undefined;
  });
}
