import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/days";
import { computeStreak, practiceDaysFrom, type StreakInput } from "./streak";

/** The instant a wall clock shows `time` on `day` at that UTC offset (hours), worked out without the code under test. */
function wall(day: string, time: string, offsetHours: number): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - offsetHours * 3_600_000);
}

/** `count` days in a row starting at `first`. */
function run(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

const streak = (input: StreakInput) => computeStreak(input);

describe("the current and longest streak", () => {
  it("is empty before any practice", () => {
    expect(streak({ practiceDays: [], today: "2026-05-04" })).toEqual({
      current: 0,
      longest: 0,
      freezesAvailable: 0,
      nextFreezeIn: 7,
      frozenDays: [],
      practicedToday: false,
    });
  });

  it("counts today's practice", () => {
    expect(streak({ practiceDays: ["2026-05-04"], today: "2026-05-04" })).toMatchObject({
      current: 1,
      longest: 1,
      practicedToday: true,
    });
  });

  it("stays alive when yesterday was practised and today not yet", () => {
    expect(streak({ practiceDays: run("2026-05-01", 3), today: "2026-05-04" })).toMatchObject({
      current: 3,
      longest: 3,
      practicedToday: false,
    });
  });

  it("ends once a whole day went by without practice", () => {
    expect(streak({ practiceDays: run("2026-05-01", 3), today: "2026-05-05" })).toMatchObject({
      current: 0,
      longest: 3,
      frozenDays: [],
    });
  });

  it("starts again after a break and keeps the longest", () => {
    const practiceDays = [...run("2026-04-01", 5), ...run("2026-04-08", 3)];
    expect(streak({ practiceDays, today: "2026-04-10" })).toMatchObject({ current: 3, longest: 5 });
  });

  it("reaches 100 days", () => {
    expect(streak({ practiceDays: run("2026-01-01", 100), today: addDays("2026-01-01", 99) })).toMatchObject({
      current: 100,
      longest: 100,
    });
  });

  it("ignores order, repeats and days after today", () => {
    const days = run("2026-05-01", 4);
    const shuffled = [days[2]!, days[0]!, days[3]!, days[0]!, days[1]!, days[2]!, "2026-05-09"];
    expect(streak({ practiceDays: shuffled, today: "2026-05-04" })).toEqual(
      streak({ practiceDays: days, today: "2026-05-04" }),
    );
    expect(streak({ practiceDays: shuffled, today: "2026-05-04" }).current).toBe(4);
  });

  it("refuses a malformed day", () => {
    expect(() => streak({ practiceDays: ["2026-5-1"], today: "2026-05-04" })).toThrow(RangeError);
    expect(() => streak({ practiceDays: [], today: "today" })).toThrow(RangeError);
  });
});

describe("streaks across midnight, in the learner's own zone", () => {
  // Offsets in mid-January 2026: northern winter, southern summer.
  const zones: [string, number][] = [
    ["America/Toronto", -5],
    ["America/Vancouver", -8],
    ["America/St_Johns", -3.5],
    ["Europe/Paris", 1],
    ["Asia/Kolkata", 5.5],
    ["Pacific/Auckland", 13],
  ];

  it.each(zones)("%s: 00:15 one day and 23:30 the next are two days in a row", (zone, offset) => {
    const days = practiceDaysFrom([wall("2026-01-14", "00:15", offset), wall("2026-01-15", "23:30", offset)], zone);
    expect(days).toEqual(["2026-01-14", "2026-01-15"]);
    expect(streak({ practiceDays: days, today: "2026-01-15" })).toMatchObject({ current: 2, practicedToday: true });
  });

  it.each(zones)("%s: 23:30 one day and 00:15 two days later leave a missed day between", (zone, offset) => {
    const days = practiceDaysFrom([wall("2026-01-14", "23:30", offset), wall("2026-01-16", "00:15", offset)], zone);
    expect(days).toEqual(["2026-01-14", "2026-01-16"]);
    expect(streak({ practiceDays: days, today: "2026-01-16" })).toMatchObject({ current: 1, longest: 1 });
  });

  it.each(zones)("%s: 00:15 and 23:30 the same day are one day", (zone, offset) => {
    expect(practiceDaysFrom([wall("2026-01-14", "00:15", offset), wall("2026-01-14", "23:30", offset)], zone)).toEqual([
      "2026-01-14",
    ]);
  });
});

describe("streaks across the daylight-saving changes", () => {
  // zone, day of the change, UTC offset before and after it (the changes happen at 02:00 or 03:00: after 00:15, before 23:30).
  const changes: [string, string, number, number][] = [
    ["America/Toronto", "2026-03-08", -5, -4],
    ["America/Toronto", "2026-11-01", -4, -5],
    ["Pacific/Auckland", "2026-04-05", 13, 12],
    ["Pacific/Auckland", "2026-09-27", 12, 13],
  ];

  it.each(changes)(
    "%s, %s: a lesson at 23:30 every evening, the week around the change, is a 7-day streak",
    (zone, change, before, after) => {
      const instants = run(addDays(change, -3), 7).map((day) => wall(day, "23:30", day < change ? before : after));
      const days = practiceDaysFrom(instants, zone);
      expect(days).toEqual(run(addDays(change, -3), 7));
      expect(streak({ practiceDays: days, today: addDays(change, 3) })).toMatchObject({
        current: 7,
        freezesAvailable: 1,
      });
    },
  );

  it.each(changes)(
    "%s, %s: a lesson at 00:15 every morning, the week around the change, is a 7-day streak",
    (zone, change, before, after) => {
      const instants = run(addDays(change, -3), 7).map((day) => wall(day, "00:15", day <= change ? before : after));
      const days = practiceDaysFrom(instants, zone);
      expect(days).toEqual(run(addDays(change, -3), 7));
      expect(streak({ practiceDays: days, today: addDays(change, 3) })).toMatchObject({ current: 7 });
    },
  );

  it.each(changes)(
    "%s, %s: the day of the change, whatever its length, is one missed day",
    (zone, change, before, after) => {
      const days = practiceDaysFrom(
        [wall(addDays(change, -1), "23:30", before), wall(addDays(change, 1), "00:15", after)],
        zone,
      );
      expect(days).toEqual([addDays(change, -1), addDays(change, 1)]);
      expect(streak({ practiceDays: days, today: addDays(change, 1) })).toMatchObject({ current: 1, frozenDays: [] });
    },
  );
});

describe("streak freezes", () => {
  it("earns the first freeze on the 7th practice day in a row, not the 6th", () => {
    expect(streak({ practiceDays: run("2026-05-01", 6), today: "2026-05-06" })).toMatchObject({
      freezesAvailable: 0,
      nextFreezeIn: 1,
    });
    expect(streak({ practiceDays: run("2026-05-01", 7), today: "2026-05-07" })).toMatchObject({
      freezesAvailable: 1,
      nextFreezeIn: 7,
    });
  });

  it("holds at most 2", () => {
    expect(streak({ practiceDays: run("2026-05-01", 14), today: "2026-05-14" })).toMatchObject({
      freezesAvailable: 2,
      nextFreezeIn: null,
    });
    expect(streak({ practiceDays: run("2026-05-01", 30), today: "2026-05-30" })).toMatchObject({
      freezesAvailable: 2,
      nextFreezeIn: null,
    });
  });

  it("covers a missed day between practice days, without lengthening the streak", () => {
    const practiceDays = [...run("2026-05-01", 7), "2026-05-09"];
    expect(streak({ practiceDays, today: "2026-05-09" })).toMatchObject({
      current: 8,
      longest: 8,
      freezesAvailable: 0,
      frozenDays: ["2026-05-08"],
    });
  });

  it("covers yesterday when today has no practice yet", () => {
    expect(streak({ practiceDays: run("2026-05-01", 7), today: "2026-05-09" })).toMatchObject({
      current: 7,
      freezesAvailable: 0,
      frozenDays: ["2026-05-08"],
      practicedToday: false,
    });
  });

  it("is not used on today, which is not over", () => {
    expect(streak({ practiceDays: run("2026-05-01", 7), today: "2026-05-08" })).toMatchObject({
      current: 7,
      freezesAvailable: 1,
      frozenDays: [],
    });
  });

  it("covers two missed days in a row with two freezes", () => {
    const practiceDays = [...run("2026-05-01", 14), "2026-05-17"];
    expect(streak({ practiceDays, today: "2026-05-17" })).toMatchObject({
      current: 15,
      freezesAvailable: 0,
      frozenDays: ["2026-05-15", "2026-05-16"],
    });
  });

  it("spends the only freeze on the first of two missed days, then the streak ends", () => {
    const practiceDays = [...run("2026-05-01", 7), "2026-05-10"];
    expect(streak({ practiceDays, today: "2026-05-10" })).toMatchObject({
      current: 1,
      longest: 7,
      freezesAvailable: 0,
      frozenDays: ["2026-05-08"],
    });
  });

  it("ends the streak when they are exhausted", () => {
    // 14 days (2 freezes), then three single missed days: the third one ends the streak.
    const practiceDays = [...run("2026-05-01", 14), "2026-05-16", "2026-05-18", "2026-05-20"];
    expect(streak({ practiceDays, today: "2026-05-20" })).toMatchObject({
      current: 1,
      longest: 16,
      freezesAvailable: 0,
      frozenDays: ["2026-05-15", "2026-05-17"],
    });
  });

  it("are earned again by 7 new practice days in a row after a frozen day", () => {
    const beforeGap = run("2026-05-01", 7);
    const afterGap = run("2026-05-09", 7);
    expect(streak({ practiceDays: [...beforeGap, ...afterGap.slice(0, 6)], today: "2026-05-14" })).toMatchObject({
      current: 13,
      freezesAvailable: 0,
      nextFreezeIn: 1,
    });
    expect(streak({ practiceDays: [...beforeGap, ...afterGap], today: "2026-05-15" })).toMatchObject({
      current: 14,
      freezesAvailable: 1,
      nextFreezeIn: 7,
    });
  });

  it("is not usable before it is earned", () => {
    const practiceDays = [...run("2026-05-01", 6), "2026-05-08"];
    expect(streak({ practiceDays, today: "2026-05-08" })).toMatchObject({
      current: 1,
      freezesAvailable: 0,
      frozenDays: [],
    });
  });

  it("serve again once earned back after a frozen day", () => {
    // 8 days (1 freeze), 1 missed day frozen, 7 more days (1 freeze), then 2 missed days: the second ends the streak.
    const practiceDays = [...run("2026-05-01", 8), ...run("2026-05-10", 7)];
    const result = streak({ practiceDays, today: "2026-05-19" });
    expect(result).toMatchObject({
      current: 0,
      longest: 15,
      freezesAvailable: 0,
      frozenDays: ["2026-05-09", "2026-05-17"],
    });
  });

  it("follow the rules given", () => {
    expect(
      streak({ practiceDays: run("2026-05-01", 30), today: "2026-05-30", rules: { earnedEvery: 7, maxHeld: 0 } }),
    ).toMatchObject({ freezesAvailable: 0, nextFreezeIn: null });
    expect(
      streak({ practiceDays: run("2026-05-01", 9), today: "2026-05-09", rules: { earnedEvery: 3, maxHeld: 5 } }),
    ).toMatchObject({ freezesAvailable: 3, nextFreezeIn: 3 });
    expect(() => streak({ practiceDays: [], today: "2026-05-09", rules: { earnedEvery: 0, maxHeld: 2 } })).toThrow(
      RangeError,
    );
  });
});
