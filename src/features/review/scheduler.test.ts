import { fsrs, generatorParameters, get_fuzz_range, Rating } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import type { Note } from "@/features/learning";
import {
  dueForSession,
  dueWithinLocalDay,
  EASY_FLOOR_MS,
  EXPECTED_RESPONSE_MS,
  fromFsrsCard,
  hasForgivenSlip,
  inLearningSteps,
  isDue,
  newCardState,
  ratingOf,
  scheduleReview,
  toFsrsCard,
  type RatedAnswer,
} from "./scheduler";
import {
  cardStates,
  retentionSchema,
  reviewCardStateSchema,
  type CardStateName,
  type ReviewCardState,
  type ReviewRating,
} from "./schemas";

const MINUTE = 60_000;
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
const accent: Note = { kind: "accent", word: "café", letters: ["é"] };
const typo: Note = { kind: "typo", word: "courriel", given: "couriel" };
const elision: Note = { kind: "elision", expected: "l'ami", given: "le ami" };
const variant: Note = { kind: "variant", expected: "courriel" };

/** Reviews a card at each given time with the given rating; returns every state along the way. */
function history(
  start: ReviewCardState,
  reviews: [ReviewRating, Date][],
  options: { timeZone: string; retention?: number },
) {
  const states = [start];
  for (const [rating, when] of reviews)
    states.push(scheduleReview(states.at(-1) ?? start, rating, when, options).state);
  return states;
}

describe("ratingOf", () => {
  const expectedMs = EXPECTED_RESPONSE_MS.multipleChoice; // 6 s: slow above 12 s, fast below 3 s
  const right = (responseMs: number | null, notes: RatedAnswer["notes"] = [], state: CardStateName = "review") =>
    ratingOf({ correct: true, notes, responseMs, expectedMs, state });
  const spelling: Note = { kind: "spelling", word: "beaucoup", given: "beaucou" };
  const punctuation: Note = { kind: "punctuation", mark: "hyphen", word: "Pourriez-vous" };

  it("gives again to a wrong answer, whatever its speed, notes or state", () => {
    for (const state of cardStates) {
      expect(ratingOf({ correct: false, notes: [], responseMs: 2_000, expectedMs, state })).toBe("again");
      expect(ratingOf({ correct: false, notes: [elision], responseMs: 60_000, expectedMs, state })).toBe("again");
    }
  });

  it("never rates a right answer below good for a forgiven slip, in any state", () => {
    for (const state of cardStates) {
      for (const note of [accent, typo, spelling, punctuation])
        expect(right(5_000, [note], state), `${note.kind} in ${state}`).toBe("good");
    }
  });

  it("withholds easy from a fast answer with a slip, counting any note but a variant as one", () => {
    expect(right(2_000, [accent])).toBe("good");
    expect(right(2_000, [variant, typo])).toBe("good");
    // A kind the checker may add later is a slip too, without a list to update.
    const future = { kind: "capitalization", word: "Montréal" };
    expect(hasForgivenSlip([future])).toBe(true);
    expect(right(2_000, [future])).toBe("good");
    expect(hasForgivenSlip([variant])).toBe(false);
    expect(hasForgivenSlip([])).toBe(false);
  });

  it("does not count another accepted form as a slip", () => {
    expect(right(5_000, [variant])).toBe("good");
    expect(right(2_000, [variant])).toBe("easy");
  });

  it("gives hard above twice the expected time in review state, good at exactly twice", () => {
    expect(right(12_000)).toBe("good");
    expect(right(12_001)).toBe("hard");
    expect(right(60_000, [accent])).toBe("hard");
  });

  it("never gives hard for slowness in the learning steps, where hard keeps the card on its step", () => {
    for (const state of ["new", "learning", "relearning"] as const) {
      expect(inLearningSteps(state)).toBe(true);
      expect(right(12_001, [], state), state).toBe("good");
      expect(right(600_000, [accent], state), state).toBe("good");
    }
    expect(inLearningSteps("review")).toBe(false);
  });

  it("gives easy below half the expected time, good at exactly half, in every state", () => {
    for (const state of cardStates) {
      expect(right(3_000, [], state)).toBe("good");
      expect(right(2_999, [], state)).toBe("easy");
    }
  });

  it("never calls an answer under 1.5 s easy", () => {
    expect(right(EASY_FLOOR_MS)).toBe("easy");
    expect(right(EASY_FLOOR_MS - 1)).toBe("good");
    expect(right(200)).toBe("good");
  });

  it("gives good when the time was not measured or makes no sense", () => {
    expect(right(null)).toBe("good");
    expect(right(Number.NaN)).toBe("good");
    expect(right(-5)).toBe("good");
  });

  it("scales with the exercise type", () => {
    const translate = EXPECTED_RESPONSE_MS.translate;
    expect(ratingOf({ correct: true, notes: [], responseMs: 20_000, expectedMs: translate, state: "review" })).toBe(
      "good",
    );
    expect(ratingOf({ correct: true, notes: [], responseMs: 20_000, expectedMs, state: "review" })).toBe("hard");
    for (const ms of Object.values(EXPECTED_RESPONSE_MS)) expect(ms).toBeGreaterThan(2 * EASY_FLOOR_MS);
  });

  it("lets a card answered right, slowly and with a slip each time, leave the learning steps in two answers", () => {
    let card = newCardState(at("2026-11-22T15:00:00Z"));
    let when = at("2026-11-22T15:00:00Z");
    for (let answer = 0; answer < 2; answer++) {
      const rating = ratingOf({
        correct: true,
        notes: [accent],
        responseMs: 5 * expectedMs,
        expectedMs,
        state: card.state,
      });
      ({ state: card } = scheduleReview(card, rating, when, { timeZone: "America/Toronto" }));
      when = new Date(card.due);
    }
    expect(card.state).toBe("review");
    expect(card.scheduledDays).toBeGreaterThanOrEqual(1);
  });

  it("refuses an expected time that is not a positive number", () => {
    expect(() => ratingOf({ correct: true, notes: [], responseMs: 1_000, expectedMs: 0, state: "new" })).toThrow(
      RangeError,
    );
    expect(() =>
      ratingOf({ correct: true, notes: [], responseMs: 1_000, expectedMs: Number.NaN, state: "new" }),
    ).toThrow(RangeError);
  });
});

describe("scheduleReview", () => {
  const now = at("2026-11-22T15:00:00Z"); // 10:00 in Toronto
  const zone = { timeZone: "America/Toronto" };
  const fresh = newCardState(now);

  it("starts a card new and due at once", () => {
    expect(fresh).toMatchObject({ state: "new", reps: 0, lapses: 0, lastReview: null, due: now.toISOString() });
    expect(isDue(fresh, now)).toBe(true);
  });

  it("moves the due date exactly as ts-fsrs says (UTC learner)", () => {
    const reviewed = scheduleReview(fresh, "good", now, { timeZone: "UTC" }).state;
    const later = new Date(Date.parse(reviewed.due) + 2 * DAY);
    const ours = scheduleReview(reviewed, "good", later, { timeZone: "UTC" });
    const theirs = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: false })).next(
      toFsrsCard(reviewed),
      later,
      Rating.Good,
    ).card;
    expect(ours.state).toEqual(fromFsrsCard(theirs));
    expect(ours.due.toISOString()).toBe(theirs.due.toISOString());
  });

  it("puts a new card rated good after one rated hard and before one rated easy", () => {
    const due = (rating: ReviewRating) => scheduleReview(fresh, rating, now, zone).due.getTime();
    expect(due("again")).toBeLessThan(due("hard"));
    expect(due("hard")).toBeLessThan(due("good"));
    expect(due("good")).toBeLessThan(due("easy"));
  });

  it("keeps a card answered wrong in a learning step, due again within the day", () => {
    const { state, due } = scheduleReview(fresh, "again", now, zone);
    expect(state.state).toBe("learning");
    expect(due.getTime() - now.getTime()).toBe(MINUTE);
    expect(isDue(state, now)).toBe(false);
    expect(isDue(state, new Date(now.getTime() + MINUTE))).toBe(true);
    expect(dueWithinLocalDay(state, now, zone.timeZone)).toBe(true);
    // Shown in a session only once its minute has passed, not straight back.
    expect(dueForSession(state, now, zone.timeZone)).toBe(false);
    expect(dueForSession(state, due, zone.timeZone)).toBe(true);
  });

  it("sends a forgotten review card back to relearning, due within the day, as a lapse", () => {
    const states = history(
      fresh,
      [
        ["good", now],
        ["good", at("2026-11-22T15:10:00Z")],
      ],
      zone,
    );
    const known = states.at(-1)!;
    expect(known.state).toBe("review");
    const when = new Date(Date.parse(known.due) + DAY);
    const { state, due } = scheduleReview(known, "again", when, zone);
    expect(state).toMatchObject({ state: "relearning", lapses: 1 });
    expect(due.getTime() - when.getTime()).toBeLessThanOrEqual(10 * MINUTE);
    expect(state.stability).toBeLessThan(known.stability);
  });

  it("grows the interval with each good review on time", () => {
    let state = fresh;
    let when = now;
    const intervals: number[] = [];
    for (let i = 0; i < 6; i++) {
      ({ state } = scheduleReview(state, "good", when, zone));
      when = new Date(state.due);
      if (state.state === "review") intervals.push(state.scheduledDays);
    }
    expect(intervals.length).toBe(5);
    for (let i = 1; i < intervals.length; i++) expect(intervals[i]).toBeGreaterThan(intervals[i - 1]!);
  });

  it("gives shorter intervals at 0.95 retention than at 0.80, for the same history", () => {
    const reviews: [ReviewRating, Date][] = [
      ["good", now],
      ["good", at("2026-11-22T15:10:00Z")],
      ["good", at("2026-11-25T15:00:00Z")],
      ["hard", at("2026-12-04T15:00:00Z")],
      ["good", at("2026-12-20T15:00:00Z")],
    ];
    const strict = history(fresh, reviews, { ...zone, retention: 0.95 });
    const loose = history(fresh, reviews, { ...zone, retention: 0.8 });
    for (let i = 2; i < strict.length; i++)
      expect(strict[i]!.scheduledDays, `review ${i}`).toBeLessThan(loose[i]!.scheduledDays);
    expect(history(fresh, reviews, zone).at(-1)!.scheduledDays).toBeGreaterThan(strict.at(-1)!.scheduledDays);
  });

  it("refuses a retention outside 0.80–0.95 and takes 0.90 when none is set", () => {
    for (const retention of [0.79, 0.951, 0.5, 1, Number.NaN]) {
      expect(() => scheduleReview(fresh, "good", now, { ...zone, retention }), String(retention)).toThrow(RangeError);
      expect(retentionSchema.safeParse(retention).success).toBe(false);
    }
    expect(() => scheduleReview(fresh, "good", now, { ...zone, retention: 0.8 })).not.toThrow();
    expect(() => scheduleReview(fresh, "good", now, { ...zone, retention: 0.95 })).not.toThrow();
    const graduated = (retention?: number) =>
      history(
        fresh,
        [
          ["good", now],
          ["good", at("2026-11-22T15:10:00Z")],
          ["good", at("2026-11-25T15:00:00Z")],
        ],
        { ...zone, retention },
      ).at(-1);
    expect(graduated()).toEqual(graduated(0.9));
    expect(graduated()).not.toEqual(graduated(0.95));
  });

  it("refuses an unknown time zone and an invalid date", () => {
    expect(() => scheduleReview(fresh, "good", now, { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => scheduleReview(fresh, "good", new Date(Number.NaN), zone)).toThrow(RangeError);
  });

  it("never dates a review before the previous one (servers' clocks)", () => {
    const reviewed = scheduleReview(fresh, "good", now, zone).state;
    const { state } = scheduleReview(reviewed, "good", new Date(now.getTime() - 1_000), zone);
    expect(state.lastReview).toBe(now.toISOString());
  });

  it("keeps the state through JSON without loss", () => {
    const states = history(
      fresh,
      [
        ["good", now],
        ["hard", at("2026-11-22T15:07:30.123Z")],
        ["good", at("2026-11-24T02:00:00Z")],
        ["again", at("2026-12-01T23:59:59.999Z")],
      ],
      zone,
    );
    for (const state of states) {
      const stored = JSON.parse(JSON.stringify(state)) as unknown;
      expect(reviewCardStateSchema.parse(stored)).toEqual(state);
      expect(fromFsrsCard(toFsrsCard(state))).toEqual(state);
    }
    const last = states.at(-1)!;
    const when = at("2026-12-02T12:00:00Z");
    expect(scheduleReview(reviewCardStateSchema.parse(JSON.parse(JSON.stringify(last))), "good", when, zone)).toEqual(
      scheduleReview(last, "good", when, zone),
    );
  });

  it("with fuzz, spreads day intervals within ts-fsrs's range, the same way for the same review", () => {
    const known = history(
      fresh,
      [
        ["good", now],
        ["good", at("2026-11-22T15:10:00Z")],
        ["good", at("2026-11-25T15:00:00Z")],
      ],
      zone,
    ).at(-1)!;
    const when = new Date(known.due);
    const plain = scheduleReview(known, "good", when, zone).state;
    const fuzzed = scheduleReview(known, "good", when, { ...zone, fuzz: true });
    expect(scheduleReview(known, "good", when, { ...zone, fuzz: true })).toEqual(fuzzed);
    const { min_ivl, max_ivl } = get_fuzz_range(plain.scheduledDays, plain.elapsedDays, 36_500);
    expect(fuzzed.state.scheduledDays).toBeGreaterThanOrEqual(min_ivl);
    expect(fuzzed.state.scheduledDays).toBeLessThanOrEqual(max_ivl);
    // The seed is the review itself (its time, reps, difficulty × stability): a millisecond later, another draw.
    const spread = new Set(
      [0, 1, 2, 3, 4, 5].map(
        (ms) =>
          scheduleReview(known, "good", new Date(when.getTime() + ms), { ...zone, fuzz: true }).state.scheduledDays,
      ),
    );
    expect(spread.size).toBeGreaterThan(1);
  });
});

describe("days on the learner's calendar", () => {
  it("counts an evening review and the next morning's as a day apart, where UTC would not", () => {
    // 19:30 in Toronto is already the next day in UTC; 08:00 the next morning is the same UTC day.
    const evening = at("2026-11-23T00:30:00Z");
    const morning = at("2026-11-23T13:00:00Z");
    const start = newCardState(at("2026-11-22T15:00:00Z"));
    const reviews: [ReviewRating, Date][] = [
      ["good", at("2026-11-22T15:00:00Z")],
      ["good", at("2026-11-22T15:10:00Z")],
      ["good", evening],
      ["good", morning],
    ];
    const toronto = history(start, reviews, { timeZone: "America/Toronto" }).at(-1)!;
    const utc = history(start, reviews, { timeZone: "UTC" }).at(-1)!;
    expect(toronto.elapsedDays).toBe(1);
    expect(utc.elapsedDays).toBe(0);
    expect(toronto.stability).not.toBe(utc.stability);
  });

  it("keeps a 1-day interval on the next local day across the end of daylight time (Toronto, 2026-11-01)", () => {
    // 00:15 and 00:25 EDT on November 1st; clocks go back from 02:00 EDT to 01:00 EST that night.
    const first = at("2026-11-01T04:15:00Z");
    const second = at("2026-11-01T04:25:00Z");
    const states = history(
      newCardState(first),
      [
        ["good", first],
        ["good", second],
      ],
      { timeZone: "America/Toronto", retention: 0.95 },
    );
    const card = states.at(-1)!;
    expect(card).toMatchObject({ state: "review", scheduledDays: 1 });
    // 00:25 EST on November 2nd: 25 hours later, the same time on the next local day.
    expect(card.due).toBe("2026-11-02T05:25:00.000Z");
    expect(dueWithinLocalDay(card, at("2026-11-02T04:59:00Z"), "America/Toronto")).toBe(false); // 23:59 EST, Nov 1
    expect(dueWithinLocalDay(card, at("2026-11-02T05:00:00Z"), "America/Toronto")).toBe(true); // 00:00 EST, Nov 2
  });

  it("keeps it there across the start of daylight time too (Toronto, 2027-03-14)", () => {
    // 23:20 and 23:30 EST on March 13th; clocks jump from 02:00 EST to 03:00 EDT that night.
    const first = at("2027-03-14T04:20:00Z");
    const second = at("2027-03-14T04:30:00Z");
    const card = history(
      newCardState(first),
      [
        ["good", first],
        ["good", second],
      ],
      { timeZone: "America/Toronto", retention: 0.95 },
    ).at(-1)!;
    expect(card).toMatchObject({ state: "review", scheduledDays: 1 });
    expect(card.due).toBe("2027-03-15T03:30:00.000Z"); // 23:30 EDT on March 14th: 23 hours later
  });
});

describe("due today", () => {
  const card = (due: string): ReviewCardState => ({
    ...newCardState(at(due)),
    state: "review",
    scheduledDays: 3,
    lastReview: "2026-11-20T03:00:00.000Z",
  });
  const dueAt3Utc = card("2026-11-23T03:00:00Z");
  const afternoon = at("2026-11-22T18:00:00Z");

  it("counts a card due later in the learner's day as due today, in each zone's own day", () => {
    expect(isDue(dueAt3Utc, afternoon)).toBe(false);
    expect(dueWithinLocalDay(dueAt3Utc, afternoon, "America/Vancouver")).toBe(true); // 19:00 on the 22nd; now 10:00
    expect(dueWithinLocalDay(dueAt3Utc, afternoon, "America/Toronto")).toBe(true); // 22:00 on the 22nd
    expect(dueWithinLocalDay(dueAt3Utc, afternoon, "America/St_Johns")).toBe(true); // 23:30 on the 22nd
    expect(dueWithinLocalDay(dueAt3Utc, afternoon, "Europe/Paris")).toBe(false); // 04:00 on the 23rd; now 19:00 on the 22nd
    expect(dueWithinLocalDay(dueAt3Utc, afternoon, "UTC")).toBe(false);
    expect(dueWithinLocalDay(dueAt3Utc, afternoon, "Asia/Tokyo")).toBe(true); // 12:00 on the 23rd; now 03:00 on the 23rd
    expect(dueForSession(dueAt3Utc, afternoon, "America/Vancouver")).toBe(true);
  });

  it("keeps counting a card that was due on an earlier day", () => {
    expect(dueWithinLocalDay(card("2026-11-10T12:00:00Z"), afternoon, "Europe/Paris")).toBe(true);
  });

  it("follows the local day across the end of daylight time (Toronto, 2026-11-01)", () => {
    const lateOnTheFirst = card("2026-11-02T04:30:00Z"); // 23:30 EST on Nov 1 (it would be 00:30 Nov 2 under EDT)
    const midnight = card("2026-11-02T05:00:00Z"); // 00:00 EST on Nov 2
    const morningOfTheFirst = at("2026-11-01T14:00:00Z"); // 09:00 EST
    expect(dueWithinLocalDay(lateOnTheFirst, morningOfTheFirst, "America/Toronto")).toBe(true);
    expect(dueWithinLocalDay(midnight, morningOfTheFirst, "America/Toronto")).toBe(false);
    expect(dueWithinLocalDay(midnight, at("2026-11-02T04:59:59Z"), "America/Toronto")).toBe(false);
    expect(dueWithinLocalDay(midnight, at("2026-11-02T05:00:00Z"), "America/Toronto")).toBe(true);
    // Between 00:00 and 01:00 EDT on Nov 1, the 31st's cards are due and the 1st's are too.
    expect(dueWithinLocalDay(lateOnTheFirst, at("2026-11-01T04:10:00Z"), "America/Toronto")).toBe(true);
    expect(dueWithinLocalDay(lateOnTheFirst, at("2026-11-01T03:59:00Z"), "America/Toronto")).toBe(false);
  });
});
