import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "@/lib/days";
import { bySessionOrder, pickForSession, planReviews, sessionRank, type DueOnDay } from "./backlog";
import { newCardState } from "./scheduler";
import { reviewSettings, type CardStateName, type ReviewCardState } from "./schemas";

const today = "2026-12-01";
const day = (offset: number) => addDays(today, offset);

describe("planReviews", () => {
  it("shows everything due today when it fits the limit, and says when the next cards come", () => {
    const plan = planReviews({
      today,
      due: [
        { day: day(-2), count: 5 },
        { day: today, count: 15 },
        { day: day(3), count: 7 },
        { day: day(9), count: 4 },
      ],
      dailyLimit: 50,
      shownToday: 0,
    });
    expect(plan).toEqual({
      dailyLimit: 50,
      allowance: 50,
      today: 20,
      waiting: 0,
      spread: [],
      perDay: 0,
      next: { day: day(3), count: 7 },
    });
  });

  it("spreads a week's backlog over the next days, each at most the limit, until none waits", () => {
    const absence: DueOnDay[] = [1, 2, 3, 4, 5, 6, 7].map((ago) => ({ day: day(-ago), count: 30 }));
    const plan = planReviews({
      today,
      due: [...absence, { day: day(1), count: 10 }, { day: day(2), count: 5 }, { day: day(12), count: 3 }],
      dailyLimit: 50,
      shownToday: 0,
    });
    expect(plan.today).toBe(50);
    expect(plan.waiting).toBe(160);
    // 160 + 10 → 50 (120 left); 120 + 5 → 50 (75); 75 → 50 (25); 25 → 25, cleared.
    expect(plan.spread).toEqual([
      { day: day(1), count: 50 },
      { day: day(2), count: 50 },
      { day: day(3), count: 50 },
      { day: day(4), count: 25 },
    ]);
    expect(plan.perDay).toBe(44);
    expect(plan.next).toEqual({ day: day(1), count: 50 });
  });

  it("counts what today's sessions already showed, and a limit lowered below it leaves nothing today", () => {
    const due = [{ day: today, count: 30 }];
    expect(planReviews({ today, due, dailyLimit: 50, shownToday: 45 })).toMatchObject({
      allowance: 5,
      today: 5,
      waiting: 25,
      spread: [{ day: day(1), count: 25 }],
    });
    expect(planReviews({ today, due, dailyLimit: 50, shownToday: 80 })).toMatchObject({
      allowance: 0,
      today: 0,
      waiting: 30,
      next: { day: day(1), count: 30 },
    });
  });

  it("adds up the same day given twice and takes the days in any order", () => {
    const plan = planReviews({
      today,
      due: [
        { day: day(2), count: 4 },
        { day: today, count: 40 },
        { day: day(-1), count: 30 },
        { day: day(2), count: 6 },
      ],
      dailyLimit: 50,
      shownToday: 0,
    });
    expect(plan).toMatchObject({
      today: 50,
      waiting: 20,
      spread: [{ day: day(1), count: 20 }],
      next: { day: day(1), count: 20 },
    });
    expect(
      planReviews({
        today,
        due: [
          { day: day(2), count: 4 },
          { day: day(2), count: 6 },
        ],
        dailyLimit: 50,
        shownToday: 0,
      }).next,
    ).toEqual({ day: day(2), count: 10 });
  });

  it("has nothing to plan without cards", () => {
    expect(planReviews({ today, due: [], dailyLimit: 10, shownToday: 3 })).toEqual({
      dailyLimit: 10,
      allowance: 7,
      today: 0,
      waiting: 0,
      spread: [],
      perDay: 0,
      next: null,
    });
  });

  it("refuses a limit that is not a positive whole number", () => {
    for (const dailyLimit of [0, -5, 2.5, Number.NaN])
      expect(() => planReviews({ today, due: [], dailyLimit, shownToday: 0 }), String(dailyLimit)).toThrow(RangeError);
  });

  it("never plans a day above the limit, loses no card and spreads over consecutive days (random backlogs)", () => {
    // Mulberry32, seeded: the same cases on every run.
    let seed = 42;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    for (let run = 0; run < 200; run++) {
      const dailyLimit = 10 + Math.floor(random() * 60);
      const shownToday = Math.floor(random() * 80);
      const due = Array.from({ length: 1 + Math.floor(random() * 25) }, () => ({
        day: day(Math.floor(random() * 40) - 20),
        count: Math.floor(random() * 90),
      }));
      const plan = planReviews({ today, due, dailyLimit, shownToday });
      const dueBy = (last: string) =>
        due.filter((entry) => entry.day <= last).reduce((sum, entry) => sum + entry.count, 0);
      expect(plan.today).toBeLessThanOrEqual(Math.max(0, dailyLimit - shownToday));
      expect(plan.today + plan.waiting).toBe(dueBy(today));
      plan.spread.forEach((entry, index) => {
        expect(entry.count).toBeLessThanOrEqual(dailyLimit);
        expect(entry.count).toBeGreaterThan(0);
        expect(daysBetween(today, entry.day)).toBe(index + 1);
      });
      const last = plan.spread.at(-1);
      if (last) {
        // Every day but the last is full, and by the last everything due so far is shown.
        for (const entry of plan.spread.slice(0, -1)) expect(entry.count).toBe(dailyLimit);
        expect(plan.today + plan.spread.reduce((sum, entry) => sum + entry.count, 0)).toBe(dueBy(last.day));
        expect(plan.next).toEqual(plan.spread[0]);
      } else expect(plan.waiting).toBe(0);
    }
  });
});

describe("the session's order", () => {
  const now = new Date("2026-12-01T17:00:00Z"); // 12:00 in Toronto
  const card = (id: string, state: CardStateName, due: string): { id: string; state: ReviewCardState } => ({
    id,
    state: { ...newCardState(new Date(due)), state, scheduledDays: state === "review" ? 3 : 0 },
  });
  const cards = [
    card("new-this-morning", "new", "2026-12-01T13:00:00Z"),
    card("review-yesterday", "review", "2026-11-30T15:00:00Z"),
    card("learning-due", "learning", "2026-12-01T16:55:00Z"),
    card("review-last-week", "review", "2026-11-24T15:00:00Z"),
    card("new-last-week", "new", "2026-11-24T23:00:00Z"),
    card("learning-in-five-minutes", "learning", "2026-12-01T17:05:00Z"),
    card("relearning-due", "relearning", "2026-12-01T16:50:00Z"),
    card("review-tomorrow", "review", "2026-12-02T15:00:00Z"),
  ];

  it("takes the learning steps first, then reviews most overdue first, then new cards, each due now", () => {
    const picked = pickForSession(cards, { now, timeZone: "America/Toronto", size: 20, allowance: 50 });
    expect(picked.map((entry) => entry.id)).toEqual([
      "relearning-due",
      "learning-due",
      "review-last-week",
      "review-yesterday",
      "new-last-week",
      "new-this-morning",
    ]);
    // The order alone, due or not: what pickForSession and the SQL of cardsForSession follow.
    expect([...cards].sort(bySessionOrder).map((entry) => entry.id)).toEqual([
      "relearning-due",
      "learning-due",
      "learning-in-five-minutes",
      "review-last-week",
      "review-yesterday",
      "review-tomorrow",
      "new-last-week",
      "new-this-morning",
    ]);
    expect(["learning", "relearning", "review", "new"].map((state) => sessionRank(state as CardStateName))).toEqual([
      0, 0, 1, 2,
    ]);
  });

  it("shows no more than the session's size or what is left of today's limit", () => {
    const ids = (size: number, allowance: number) =>
      pickForSession(cards, { now, timeZone: "America/Toronto", size, allowance }).map((entry) => entry.id);
    expect(ids(3, 50)).toEqual(["relearning-due", "learning-due", "review-last-week"]);
    expect(ids(20, 2)).toEqual(["relearning-due", "learning-due"]);
    expect(ids(20, 0)).toEqual([]);
    expect(ids(20, -4)).toEqual([]);
  });
});

describe("the review settings' body", () => {
  it("takes either setting or both, the limit a whole number of cards from 10 to 200", () => {
    expect(reviewSettings.safeParse({ dailyLimit: 10 }).success).toBe(true);
    expect(reviewSettings.safeParse({ dailyLimit: 200, retention: 0.9 }).success).toBe(true);
    expect(reviewSettings.safeParse({ retention: 0.85 }).success).toBe(true);
    for (const dailyLimit of [9, 201, 25.5, "50", null])
      expect(reviewSettings.safeParse({ dailyLimit }).success, String(dailyLimit)).toBe(false);
    expect(reviewSettings.safeParse({}).success).toBe(false);
    expect(reviewSettings.safeParse({ dailyLimit: 50, other: 1 }).success).toBe(false);
  });
});
