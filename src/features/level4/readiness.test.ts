import { describe, expect, it } from "vitest";
import { estimateReadiness, HOURS_LEFT, MAX_WEEKS, STEP_HOURS, type ReadinessInput } from "./readiness";

const now = new Date("2026-11-27T12:00:00Z");
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const input = (overrides: Partial<ReadinessInput> = {}): ReadinessInput => ({
  listening: null,
  speaking: null,
  levelReached: null,
  stepsDone: 0,
  stepsTotal: 20,
  recentMinutes: 0,
  now,
  ...overrides,
});

describe("estimateReadiness", () => {
  it("says not started when no step is done and nothing was practised lately", () => {
    const result = estimateReadiness(input({ levelReached: "A1" }));
    expect(result).toMatchObject({ status: "notStarted", readyBy: null, hoursLeft: HOURS_LEFT.A1, weeklyMinutes: 0 });
  });

  it("gives a date from the pace of the last four weeks", () => {
    // 180 minutes over four weeks: 45 a week; A1 needs 100 hours, 6000 minutes, 134 weeks.
    const result = estimateReadiness(input({ levelReached: "A1", stepsDone: 2, recentMinutes: 180 }));
    expect(result.status).toBe("onTrack");
    expect(result.weeklyMinutes).toBe(45);
    expect(result.readyBy).toEqual(new Date(now.getTime() + Math.ceil(6000 / 45) * WEEK_MS));
  });

  it("takes the weaker oral skill: good listening does not hide weak speaking", () => {
    const result = estimateReadiness(
      input({ listening: "B1", speaking: "A1", levelReached: "A2", stepsDone: 5, recentMinutes: 600 }),
    );
    expect(result.listening).toEqual({ level: "B1", source: "skill" });
    expect(result.speaking).toEqual({ level: "A1", source: "skill" });
    expect(result.hoursLeft).toBe(HOURS_LEFT.A1);
  });

  it("falls back on the level reached for a skill without evidence, and says so", () => {
    const result = estimateReadiness(input({ listening: "A2", levelReached: "A1", recentMinutes: 60 }));
    expect(result.speaking).toEqual({ level: "A1", source: "overall" });
    expect(estimateReadiness(input()).speaking).toEqual({ level: null, source: "none" });
    expect(estimateReadiness(input()).hoursLeft).toBe(HOURS_LEFT.none);
  });

  it("is ready at B1 in both skills, whatever the track", () => {
    expect(estimateReadiness(input({ listening: "B1", speaking: "B2" })).status).toBe("ready");
  });

  it("at A2 in both skills, is ready only once the track is finished", () => {
    const atA2 = { listening: "A2", speaking: "A2", recentMinutes: 120 } as const;
    const unfinished = estimateReadiness(input({ ...atA2, stepsDone: 16 }));
    expect(unfinished.status).toBe("onTrack");
    expect(unfinished.hoursLeft).toBe(4 * STEP_HOURS);
    expect(estimateReadiness(input({ ...atA2, stepsDone: 20 })).status).toBe("ready");
  });

  it("names no date for a pace too slow or stopped", () => {
    expect(estimateReadiness(input({ stepsDone: 3 })).status).toBe("onTheWay");
    // One minute a week: 180 hours would take 10,800 weeks, far past MAX_WEEKS.
    const slow = estimateReadiness(input({ levelReached: "preA1", stepsDone: 1, recentMinutes: 4 }));
    expect(slow).toMatchObject({ status: "onTheWay", readyBy: null, weeklyMinutes: 1 });
    // Just inside the limit, a date is given.
    const minutesForLimit = Math.ceil((HOURS_LEFT.preA1 * 60 * 4) / MAX_WEEKS);
    expect(estimateReadiness(input({ stepsDone: 1, recentMinutes: minutesForLimit })).status).toBe("onTrack");
  });
});
