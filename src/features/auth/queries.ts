import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "@/db";
import { session } from "@/db/schema";
import { forgetViewers } from "./session-cache";

export type SessionSummary = {
  id: string;
  createdAt: Date;
  lastActiveAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
};

/** The open sessions of one person, most recently active first. */
export async function listSessions(db: Database, { userId }: { userId: string }): Promise<SessionSummary[]> {
  return db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      lastActiveAt: session.updatedAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.updatedAt));
}

/**
 * Ends one of a person's sessions (not the one making the request). Scoped to the person: the id
 * of somebody else's session ends nothing. Answers whether a session was ended.
 */
export async function revokeSession(
  db: Database,
  { userId, sessionId, currentSessionId }: { userId: string; sessionId: string; currentSessionId: string },
): Promise<boolean> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  forgetViewers();
  return ended.length > 0;
}
