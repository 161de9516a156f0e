import { eq, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { learnerDay } from "@/db/schema";
import { lessonActivity } from "@/features/learning";
import { reviewActivity } from "@/features/review";

/**
 * What the dashboard needs of the learner's finished lessons and review sessions, on their
 * calendar: seconds and XP per local day practised, lessons per local hour (the habit badges),
 * perfect lessons and reviews in all. A few hundred small rows for a year.
 */
export type PracticeHistory = {
  days: { day: string; seconds: number; xp: number }[];
  hours: { hour: number; lessons: number }[];
  perfectLessons: number;
  reviews: number;
};

/**
 * From the daily rollup (learner_day, kept by the database on every write) when it is in the
 * learner's zone; summed from every finished lesson and review session otherwise (rows written in
 * another zone, while a change of zone was being rebuilt). The figures are the same either way.
 */
export async function practiceHistory(
  db: Database,
  { userId, timeZone }: { userId: string; timeZone: string },
): Promise<PracticeHistory> {
  return (await rolledUpHistory(db, { userId, timeZone })) ?? summedHistory(db, { userId, timeZone });
}

/** The history from learner_day alone; null when some of its rows are in another zone than `timeZone`. */
export async function rolledUpHistory(
  db: Database,
  { userId, timeZone }: { userId: string; timeZone: string },
): Promise<PracticeHistory | null> {
  const mine = eq(learnerDay.userId, userId);
  const [days, hours] = await Promise.all([
    db
      .select({
        day: learnerDay.day,
        seconds: sql<number>`sum(${learnerDay.lessonSeconds} + ${learnerDay.reviewSeconds})::int`,
        xp: sql<number>`sum(${learnerDay.lessonXp} + ${learnerDay.reviewXp})::int`,
        // Rows counted, not zones: any is enough, and counting distinct values would sort every row.
        otherZoneRows: sql<number>`count(*) filter (where ${learnerDay.timeZone} <> ${timeZone})::int`,
      })
      .from(learnerDay)
      .where(mine)
      .groupBy(learnerDay.day),
    db
      .select({
        hour: learnerDay.hour,
        lessons: sql<number>`sum(${learnerDay.lessons})::int`,
        perfectLessons: sql<number>`sum(${learnerDay.perfectLessons})::int`,
        reviews: sql<number>`sum(${learnerDay.reviews})::int`,
      })
      .from(learnerDay)
      .where(mine)
      .groupBy(learnerDay.hour),
  ]);
  if (days.some((row) => Number(row.otherZoneRows) > 0)) return null;
  return {
    days: days.map((row) => ({ day: row.day, seconds: Number(row.seconds), xp: Number(row.xp) })),
    hours: hours
      .filter((row) => Number(row.lessons) > 0)
      .map((row) => ({ hour: Number(row.hour), lessons: Number(row.lessons) })),
    perfectLessons: hours.reduce((sum, row) => sum + Number(row.perfectLessons), 0),
    reviews: hours.reduce((sum, row) => sum + Number(row.reviews), 0),
  };
}

/** The same history summed from lesson_attempt and review_session. */
export async function summedHistory(
  db: Database,
  { userId, timeZone }: { userId: string; timeZone: string },
): Promise<PracticeHistory> {
  const [lessons, reviews] = await Promise.all([
    lessonActivity(db, { userId, timeZone }),
    reviewActivity(db, { userId, timeZone }),
  ]);
  const days = new Map<string, { day: string; seconds: number; xp: number }>();
  const hours = new Map<number, number>();
  for (const row of [...lessons, ...reviews]) {
    const day = days.get(row.day) ?? { day: row.day, seconds: 0, xp: 0 };
    days.set(row.day, { day: row.day, seconds: day.seconds + row.seconds, xp: day.xp + row.xp });
  }
  for (const row of lessons) hours.set(row.hour, (hours.get(row.hour) ?? 0) + row.lessons);
  return {
    days: [...days.values()],
    hours: [...hours].filter(([, count]) => count > 0).map(([hour, count]) => ({ hour, lessons: count })),
    perfectLessons: lessons.reduce((sum, row) => sum + row.perfectLessons, 0),
    reviews: reviews.reduce((sum, row) => sum + row.reviews, 0),
  };
}
