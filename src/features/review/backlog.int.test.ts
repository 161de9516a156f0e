import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewCard, reviewSession } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { courseIndex } from "@/features/learning";
import { rightAnswer } from "@/features/learning/testing/answers";
import { dailyPractice } from "@/features/rewards";
import { addDays, localDay, startOfLocalDay } from "@/lib/days";
import { exerciseCardKey, vocabularyCardKey } from "./cards";
import { reviewExercise, type ReviewForm } from "./exercises";
import { newCardState } from "./scheduler";
import { DEFAULT_DAILY_LIMIT, type ReviewCardState } from "./schemas";
import { openReviewSession, reviewOverview, SESSION_SIZE } from "./service";
import { reviewSettingsOf, saveReviewSettings } from "./settings";
import { submitReviewAnswer } from "./answers";

const bed = testBed();

// Both learn French in America/Toronto; Carlos (organization A) reads Spanish, Priya (organization B) English.
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const zone = "America/Toronto";
const labels = { title: "Repaso", goal: "Tarjetas" };
const HOUR = 3_600_000;
// Noon of the real day in Toronto: the sessions' own clock (started_at) is the real one.
const today = localDay(new Date(), zone);
const noon = new Date(startOfLocalDay(today, zone).getTime() + 12 * HOUR);

/** Cards in review state, the i-th due i % 7 + 1 days before `noon` (a week away), as if learned before. */
async function overdueCards(userId: string, keys: string[]) {
  const rows = keys.map((key, index) => {
    const due = new Date(noon.getTime() - ((index % 7) + 1) * 24 * HOUR - index * 60_000);
    const state: ReviewCardState = {
      ...newCardState(due),
      state: "review",
      stability: 3,
      difficulty: 5,
      scheduledDays: 3,
      reps: 3,
      lastReview: new Date(due.getTime() - 3 * 24 * HOUR).toISOString(),
    };
    return { id: `card_${userId}_${index}`, userId, courseId: "fr", key, state, due };
  });
  await bed.db.insert(reviewCard).values(rows);
  return rows;
}

/** Answers every card of the session right, a minute apart from `start`. */
async function answerAll(learner: { userId: string }, start: Date) {
  const opened = (await openReviewSession(bed.db, learner, "es", labels, start))!;
  const state = opened.state!;
  const session = (await bed.db.query.reviewSession.findFirst({
    where: (table, { eq }) => eq(table.id, state.attemptId),
  }))!;
  for (const [index, item] of session.items.entries()) {
    const exercise = reviewExercise("fr", {
      key: item.key,
      form: item.form as ReviewForm,
      seed: `${session.id}:${index}`,
      locale: "es",
    })!;
    const at = new Date(start.getTime() + (index + 1) * 60_000);
    await submitReviewAnswer(
      bed.db,
      learner,
      {
        attemptId: session.id,
        index,
        answer: rightAnswer(exercise, "es", state.items[index]!.view),
        responseMs: 8_000,
      },
      "es",
      at,
    );
  }
  return session;
}

describe("the daily limit and a backlog's spread", () => {
  const words = [...courseIndex("fr").vocabulary.keys()];
  const exercises = [...courseIndex("fr").exercises.keys()];

  it("keeps the daily limit across two sessions of the same day, oldest due first", async () => {
    expect(await reviewSettingsOf(bed.db, carlos)).toEqual({
      retention: expect.closeTo(0.9, 5),
      dailyLimit: DEFAULT_DAILY_LIMIT,
    });
    await saveReviewSettings(bed.db, carlos, { dailyLimit: 25 });
    expect(await reviewSettingsOf(bed.db, carlos)).toMatchObject({ dailyLimit: 25 });
    const cards = await overdueCards(carlos.userId, words.slice(0, 40).map(vocabularyCardKey));

    const first = await answerAll(carlos, noon);
    expect(first.items).toHaveLength(SESSION_SIZE);
    const oldestFirst = [...cards].sort((a, b) => a.due.getTime() - b.due.getTime()).map((card) => card.id);
    expect(first.items.map((item) => item.cardId)).toEqual(oldestFirst.slice(0, SESSION_SIZE));

    // The second session of the day gets only what is left of the 25.
    const second = await answerAll(carlos, new Date(noon.getTime() + HOUR));
    expect(second.items).toHaveLength(25 - SESSION_SIZE);
    expect(second.items.map((item) => item.cardId)).toEqual(oldestFirst.slice(SESSION_SIZE, 25));

    // A third: the limit is reached, said with when the next cards come (tomorrow, at the start of the day).
    const third = (await openReviewSession(bed.db, carlos, "es", labels, new Date(noon.getTime() + 2 * HOUR)))!;
    expect(third.state).toBeNull();
    const overview = third.state === null ? third.overview : null;
    expect(overview).toMatchObject({
      dueNow: 0,
      total: 40,
      plan: { dailyLimit: 25, allowance: 0, today: 0, waiting: 15, spread: [{ day: addDays(today, 1), count: 15 }] },
    });
    expect(overview!.nextDue).toBe(startOfLocalDay(addDays(today, 1), zone).toISOString());
    expect(await bed.db.select().from(reviewSession).where(eq(reviewSession.userId, carlos.userId))).toHaveLength(2);

    // Tomorrow morning the rest comes.
    const tomorrow = new Date(noon.getTime() + 20 * HOUR);
    expect((await reviewOverview(bed.db, carlos, tomorrow))!.plan).toMatchObject({
      allowance: 25,
      waiting: 0,
      spread: [],
    });
  });

  it("shows a learner back from a week away today's share and the days that take the rest, on the dashboard too", async () => {
    // A week of cards at about 20 a day, beyond the default limit of 50.
    await overdueCards(priya.userId, exercises.slice(0, 130).map(exerciseCardKey));
    const overview = (await reviewOverview(bed.db, priya, noon))!;
    expect(overview.dueNow).toBe(DEFAULT_DAILY_LIMIT);
    expect(overview.plan).toMatchObject({
      dailyLimit: DEFAULT_DAILY_LIMIT,
      allowance: DEFAULT_DAILY_LIMIT,
      today: DEFAULT_DAILY_LIMIT,
      waiting: 80,
    });
    expect(overview.plan.spread).toEqual([
      { day: addDays(today, 1), count: 50 },
      { day: addDays(today, 2), count: 30 },
    ]);
    expect(overview.plan.perDay).toBe(40);
    // The dashboard reads the same plan.
    const practice = (await dailyPractice(bed.db, priya, "en", noon))!;
    expect(practice.review.plan).toEqual(overview.plan);
    // Spreading is a view: no due date moved.
    const stored = await bed.db
      .select({ due: reviewCard.due })
      .from(reviewCard)
      .where(eq(reviewCard.userId, priya.userId));
    expect(stored.filter((row) => row.due < noon)).toHaveLength(130);
  });

  it("keeps each tenant's learner to their own cards and answers", async () => {
    // Carlos's 25 answers today do not count against Priya's limit, nor her cards in his plan.
    expect((await reviewOverview(bed.db, priya, new Date(noon.getTime() + 3 * HOUR)))!.plan.allowance).toBe(
      DEFAULT_DAILY_LIMIT,
    );
    const his = (await reviewOverview(bed.db, carlos, new Date(noon.getTime() + 3 * HOUR)))!;
    expect(his).toMatchObject({ total: 40, plan: { allowance: 0, waiting: 15 } });
    // Another tenant's learner who never reviewed: no card, no plan.
    const louis = { userId: twoTenants.a.manager.id };
    expect((await reviewOverview(bed.db, louis, noon))!).toMatchObject({
      total: 0,
      dueNow: 0,
      plan: { today: 0, waiting: 0, spread: [], next: null },
    });
    // Her session takes only her cards.
    const hers = (await openReviewSession(bed.db, priya, "en", labels, noon))!;
    const session = (await bed.db.query.reviewSession.findFirst({
      where: (table, { eq }) => eq(table.id, hers.state!.attemptId),
    }))!;
    const owners = await bed.db.select({ userId: reviewCard.userId, id: reviewCard.id }).from(reviewCard);
    const ownerOf = new Map(owners.map((row) => [row.id, row.userId]));
    expect(session.items.every((item) => ownerOf.get(item.cardId) === priya.userId)).toBe(true);
  });
});
