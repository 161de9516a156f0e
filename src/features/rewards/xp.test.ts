import { describe, expect, it } from "vitest";
import { levelOf, totalXp, weeklyXp, xpToReachLevel, type XpEvent } from "./xp";

describe("levels of XP", () => {
  it.each([
    [1, 0],
    [2, 50],
    [3, 150],
    [4, 300],
    [5, 500],
    [10, 2250],
    [20, 9500],
    [100, 247_500],
  ])("level %i is reached at %i XP", (level, xp) => {
    expect(xpToReachLevel(level)).toBe(xp);
    expect(levelOf(xp)).toEqual({ level, xpIntoLevel: 0, xpForNextLevel: 50 * level });
    if (xp > 0) expect(levelOf(xp - 1).level).toBe(level - 1);
  });

  it("says how far into the level the learner is", () => {
    expect(levelOf(0)).toEqual({ level: 1, xpIntoLevel: 0, xpForNextLevel: 50 });
    expect(levelOf(49)).toEqual({ level: 1, xpIntoLevel: 49, xpForNextLevel: 50 });
    expect(levelOf(170)).toEqual({ level: 3, xpIntoLevel: 20, xpForNextLevel: 150 });
    expect(levelOf(2249)).toEqual({ level: 9, xpIntoLevel: 449, xpForNextLevel: 450 });
  });

  it("agrees with adding the levels up one by one", () => {
    let reached = 0;
    for (let level = 1; level <= 300; level += 1) {
      expect(levelOf(reached).level).toBe(level);
      expect(levelOf(reached + 50 * level - 1)).toEqual({
        level,
        xpIntoLevel: 50 * level - 1,
        xpForNextLevel: 50 * level,
      });
      reached += 50 * level;
    }
  });

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])("refuses %d XP", (xp) => {
    expect(() => levelOf(xp)).toThrow(RangeError);
  });

  it("refuses level 0", () => {
    expect(() => xpToReachLevel(0)).toThrow(RangeError);
  });
});

describe("XP over a week", () => {
  const start = new Date("2026-10-26T04:00:00Z");
  const end = new Date("2026-11-02T05:00:00Z");
  const events: XpEvent[] = [
    { at: new Date("2026-10-26T03:59:59Z"), xp: 100 }, // the Sunday before, 23:59:59 in Toronto
    { at: start, xp: 20 },
    { at: new Date("2026-10-30T12:00:00Z"), xp: 26 },
    { at: new Date("2026-11-02T04:59:59.999Z"), xp: 14 },
    { at: end, xp: 1000 }, // the next week
  ];

  it("counts the start and not the end", () => {
    expect(weeklyXp(events, start, end)).toBe(60);
  });

  it("is 0 for a week without practice", () => {
    expect(weeklyXp(events, new Date("2026-12-07T05:00:00Z"), new Date("2026-12-14T05:00:00Z"))).toBe(0);
    expect(weeklyXp([], start, end)).toBe(0);
  });

  it("adds every event for the total", () => {
    expect(totalXp(events)).toBe(1160);
  });

  it("refuses an event with an impossible amount", () => {
    expect(() => weeklyXp([{ at: start, xp: -5 }], start, end)).toThrow(RangeError);
    expect(() => totalXp([{ at: start, xp: 2.5 }])).toThrow(RangeError);
  });
});
