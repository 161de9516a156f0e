import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewCard, reviewSession } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { courseIndex } from "@/features/learning";
import { exerciseCardKey } from "./cards";
import { newCardState } from "./scheduler";
import { openReviewSession } from "./service";

const bed = testBed();

// Both learn French; Carlos (tenant A) reads Spanish, Priya (tenant B) English.
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const labels = { title: "Repaso", goal: "Tarjetas" };
const choices = [...courseIndex("fr").exercises.values()].filter((exercise) => exercise.type === "multipleChoice");

async function dueCards(userId: string, exercises: typeof choices) {
  const due = new Date(Date.now() - 60_000);
  await bed.db.insert(reviewCard).values(
    exercises.map((exercise) => ({
      id: `card_${userId}_${exercise.id}`,
      userId,
      courseId: "fr",
      key: exerciseCardKey(exercise.id),
      state: newCardState(due),
      due,
    })),
  );
}

async function openSessions(userId: string) {
  return bed.db
    .select({ id: reviewSession.id, items: reviewSession.items })
    .from(reviewSession)
    .where(and(eq(reviewSession.userId, userId), isNull(reviewSession.finishedAt)));
}

describe("opening the review twice at once", () => {
  it("starts one session of the due cards, which every request resumes, for each learner apart", async () => {
    await dueCards(carlos.userId, choices.slice(0, 6));
    await dueCards(priya.userId, choices.slice(6, 10));
    // A double click, two tabs, a navigation racing a reload: three requests each, at once.
    const open = (learner: { userId: string }, locale: "es" | "en") =>
      Promise.all([1, 2, 3].map(() => openReviewSession(bed.db, learner, locale, labels)));
    const [his, hers] = await Promise.all([open(carlos, "es"), open(priya, "en")]);

    const hisIds = new Set(his.map((start) => start!.state!.attemptId));
    const herIds = new Set(hers.map((start) => start!.state!.attemptId));
    expect(hisIds.size).toBe(1);
    expect(herIds.size).toBe(1);
    // One session each, of the learner's own cards only: a second one of the same cards would
    // show them twice and let the learner pass the daily limit.
    const [mine, theirs] = await Promise.all([openSessions(carlos.userId), openSessions(priya.userId)]);
    expect(mine.map((row) => row.id)).toEqual([...hisIds]);
    expect(theirs.map((row) => row.id)).toEqual([...herIds]);
    expect(mine[0]!.items.map((item) => item.cardId).sort()).toEqual(
      choices
        .slice(0, 6)
        .map((exercise) => `card_${carlos.userId}_${exercise.id}`)
        .sort(),
    );
    expect(theirs[0]!.items).toHaveLength(4);
  });
});
