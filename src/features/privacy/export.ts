import { eq, getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/db";
import {
  answerReport,
  badgeSeen,
  emailSubmission,
  exerciseAnswer,
  learnerProfile,
  learningEvent,
  lessonAttempt,
  levelReached,
  member,
  memberPlacement,
  organization,
  perceptionAnswer,
  placementTest,
  pronunciationAttempt,
  pronunciationPhrase,
  pronunciationRecording,
  pronunciationSelfRating,
  spokenExerciseScore,
  rankingMember,
  reminderSent,
  pushSubscription,
  reviewAnswer,
  reviewCard,
  reviewSession,
  session,
  tutorMemory,
  tutorMessage,
  tutorSession,
  user,
} from "@/db/schema";
import { auditEventsAbout } from "@/features/audit";
import { certificatesForExport } from "@/features/certificates";

/*
 * Law 25 portability: everything we hold about a person, in a structured format (JSON), on their
 * own request. Secrets that would let someone act as them (session tokens, password hashes,
 * authenticator secrets) are left out, as is the audio itself (downloadable from the coach while
 * it is kept): the export says so.
 */

export const EXPORT_FORMAT = "madameai.personal-data/1";

type Owned = { table: PgTable; userId: PgColumn; omit?: string[] };

// Every table keyed by the person. A new table holding personal data belongs here.
const owned: Record<string, Owned> = {
  learnerProfile: { table: learnerProfile, userId: learnerProfile.userId },
  placements: { table: memberPlacement, userId: memberPlacement.userId },
  lessonAttempts: { table: lessonAttempt, userId: lessonAttempt.userId },
  exerciseAnswers: { table: exerciseAnswer, userId: exerciseAnswer.userId },
  // The learner's reports of answers that should be accepted. (The model's opinions on answers, answer_opinion, name nobody.)
  answerReports: { table: answerReport, userId: answerReport.userId },
  learningEvents: { table: learningEvent, userId: learningEvent.userId },
  // The e-mails written for e-mail tasks and their feedback (text_key only finds the same e-mail again: not the learner's data).
  emailSubmissions: { table: emailSubmission, userId: emailSubmission.userId, omit: ["textKey"] },
  placementTests: { table: placementTest, userId: placementTest.userId },
  levelsReached: { table: levelReached, userId: levelReached.userId },
  reviewCards: { table: reviewCard, userId: reviewCard.userId },
  reviewSessions: { table: reviewSession, userId: reviewSession.userId },
  reviewAnswers: { table: reviewAnswer, userId: reviewAnswer.userId },
  badgesSeen: { table: badgeSeen, userId: badgeSeen.userId },
  rankings: { table: rankingMember, userId: rankingMember.userId },
  remindersSent: { table: reminderSent, userId: reminderSent.userId },
  // The devices reminded by notification; the keys that encrypt for the browser are not the learner's data.
  pushSubscriptions: { table: pushSubscription, userId: pushSubscription.userId, omit: ["p256dh", "auth"] },
  tutorSessions: { table: tutorSession, userId: tutorSession.userId },
  tutorMessages: { table: tutorMessage, userId: tutorMessage.userId },
  tutorMemory: { table: tutorMemory, userId: tutorMemory.userId },
  pronunciationAttempts: { table: pronunciationAttempt, userId: pronunciationAttempt.userId },
  // The audio is downloadable from the coach while kept; where it is stored (row or object store) is not the learner's data.
  pronunciationRecordings: {
    table: pronunciationRecording,
    userId: pronunciationRecording.userId,
    omit: ["audio", "storageKey"],
  },
  pronunciationPhrases: { table: pronunciationPhrase, userId: pronunciationPhrase.userId },
  perceptionAnswers: { table: perceptionAnswer, userId: perceptionAnswer.userId },
  pronunciationSelfRatings: { table: pronunciationSelfRating, userId: pronunciationSelfRating.userId },
  spokenExerciseScores: { table: spokenExerciseScore, userId: spokenExerciseScore.userId },
  sessions: { table: session, userId: session.userId, omit: ["token"] },
};

function columnsWithout(table: PgTable, omit: string[] = []) {
  return Object.fromEntries(Object.entries(getTableColumns(table)).filter(([name]) => !omit.includes(name)));
}

export async function exportPersonalData(
  db: Database,
  { userId }: { userId: string },
  now = new Date(),
): Promise<Record<string, unknown>> {
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      locale: user.locale,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const memberships = await db
    .select({
      organizationId: organization.id,
      organization: organization.name,
      role: member.role,
      joinedAt: member.createdAt,
      dataSharing: organization.dataSharing,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId));
  const certificates = await certificatesForExport(db, { userId });
  // What each organization's audit trail says about the person (who acted is named, as on the privacy page).
  const auditTrail = await auditEventsAbout(db, { userId });
  const sections = await Promise.all(
    Object.entries(owned).map(
      async ([name, { table, userId: column, omit }]) =>
        [name, await db.select(columnsWithout(table, omit)).from(table).where(eq(column, userId))] as const,
    ),
  );
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    leftOut: [
      "session tokens",
      "password hash",
      "two-factor secret and recovery codes",
      "recording audio (download it from the pronunciation coach while it is kept)",
    ],
    account,
    memberships,
    certificates,
    auditTrail,
    ...Object.fromEntries(sections),
  };
}
