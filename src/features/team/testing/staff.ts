import { randomUUID } from "node:crypto";
import type { Database } from "@/db";
import { learnerProfile, lessonAttempt, levelReached, member, memberPlacement, user } from "@/db/schema";
import type { PlacementResult } from "@/lib/levels";

type StaffOptions = {
  organizationId: string;
  count: number;
  departmentId?: string | null;
  positionId?: string | null;
  nativeLanguage?: string;
  learns?: "fr" | "en";
  /** Each person's level in the course they learn, with the date it was reached. */
  level?: { level: PlacementResult; at: Date } | null;
  /** Lessons finished, each `seconds` long, at these instants. */
  lessons?: { at: Date; seconds: number }[];
};

/** Adds `count` members to an organization for the team tests: account, profile, placement, level, lessons. */
export async function addStaff(db: Database, options: StaffOptions): Promise<string[]> {
  const ids = Array.from({ length: options.count }, () => randomUUID());
  const learns = options.learns ?? "fr";
  await db.insert(user).values(
    ids.map((id, index) => ({
      id,
      name: `Employé ${index + 1} ${id.slice(0, 4)}`,
      email: `${id}@staff.test`,
      emailVerified: true,
    })),
  );
  await db
    .insert(member)
    .values(
      ids.map((id) => ({ id: randomUUID(), organizationId: options.organizationId, userId: id, role: "member" })),
    );
  await db.insert(learnerProfile).values(
    ids.map((id) => ({
      userId: id,
      nativeLanguage: options.nativeLanguage ?? "es",
      targetLanguage: learns,
      variant: learns === "fr" ? ("fr-CA" as const) : ("en-CA" as const),
      industry: "food",
      jobTitle: "Employé",
      dailyMinutes: 10,
      timeZone: "America/Toronto",
    })),
  );
  if (options.departmentId || options.positionId) {
    await db.insert(memberPlacement).values(
      ids.map((id) => ({
        organizationId: options.organizationId,
        userId: id,
        departmentId: options.departmentId ?? null,
        positionId: options.positionId ?? null,
      })),
    );
  }
  if (options.level) {
    const { level, at } = options.level;
    await db.insert(levelReached).values(
      ids.map((id) => ({
        id: randomUUID(),
        userId: id,
        courseId: learns,
        level,
        source: "placement" as const,
        reachedAt: at,
      })),
    );
  }
  for (const lesson of options.lessons ?? []) {
    await db.insert(lessonAttempt).values(
      ids.map((id) => ({
        id: randomUUID(),
        userId: id,
        courseId: learns,
        lessonId: `${learns}-01-01`,
        items: [],
        startedAt: lesson.at,
        finishedAt: lesson.at,
        correct: 8,
        answered: 10,
        xp: 20,
        durationSeconds: lesson.seconds,
      })),
    );
  }
  return ids;
}
