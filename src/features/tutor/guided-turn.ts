/*
 * A learner's turn in an authored dialogue (no model): matched against the line Madame said,
 * answered from the dialogue, and stored with her answer.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db";
import { tutorMessage, tutorSession } from "@/db/schema";
import { getCourse, type CourseId } from "@/features/learning";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import type { GuidedMeta } from "./debrief";
import { lineOf, replyTo } from "./guided/engine";
import { listMessages, type MessageRow, type SessionRow } from "./queries";
import { findActivity, sessionView, type Viewer } from "./session-view";
import type { SessionView } from "./types";

/**
 * The learner's turn in a guided dialogue, stored with Madame's answer in one transaction.
 * Turns of one session are taken one at a time (the session row is locked) and each is answered
 * from the dialogue's place at that moment, so two quick replies are answered in order, never
 * against the same line. The same text sent twice at once (a double tap, a retry) is stored once.
 * Reaching the dialogue's end closes the session.
 */
export async function sendGuidedTurn(
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
