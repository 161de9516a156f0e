import { describe, expect, it } from "vitest";
import { isEarlyBirdTime, isNightOwlTime } from "./time-of-day";

/** The instant a clock in Toronto shows `time` on 15 January 2026 (EST, −5), or in Kolkata (+5:30). */
const toronto = (time: string) => new Date(Date.parse(`2026-01-15T${time}Z`) + 5 * 3_600_000);
const kolkata = (time: string) => new Date(Date.parse(`2026-01-15T${time}Z`) - 5.5 * 3_600_000);

describe("early bird and night owl, on the learner's clock", () => {
  it.each([
    ["03:59:59", false, true],
    ["04:00:00", true, false],
    ["07:59:59", true, false],
    ["08:00:00", false, false],
    ["12:00:00", false, false],
    ["20:59:59", false, false],
    ["21:00:00", false, true],
    ["23:59:59", false, true],
    ["00:00:00", false, true],
  ])("at %s: early bird %s, night owl %s", (time, early, night) => {
    expect(isEarlyBirdTime(toronto(time), "America/Toronto")).toBe(early);
    expect(isNightOwlTime(toronto(time), "America/Toronto")).toBe(night);
    expect(isEarlyBirdTime(kolkata(time), "Asia/Kolkata")).toBe(early);
    expect(isNightOwlTime(kolkata(time), "Asia/Kolkata")).toBe(night);
  });

  it("reads the learner's zone, not the server's", () => {
    // 12:00 UTC is 7:00 in Toronto and 17:30 in Kolkata.
    const instant = new Date("2026-01-15T12:00:00Z");
    expect(isEarlyBirdTime(instant, "America/Toronto")).toBe(true);
    expect(isEarlyBirdTime(instant, "Asia/Kolkata")).toBe(false);
  });
});
