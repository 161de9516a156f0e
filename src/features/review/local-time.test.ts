import { describe, expect, it } from "vitest";
import { fromFloating, localDate, toFloating } from "./local-time";

const utc = (iso: string) => Date.parse(iso);

describe("the learner's wall clock", () => {
  it("reads the local date and time of an instant, daylight time included", () => {
    expect(toFloating(utc("2026-07-01T12:00:00.250Z"), "America/Toronto")).toBe(utc("2026-07-01T08:00:00.250Z")); // EDT
    expect(toFloating(utc("2026-12-01T12:00:00Z"), "America/Toronto")).toBe(utc("2026-12-01T07:00:00Z")); // EST
    expect(toFloating(utc("2026-12-01T12:00:00Z"), "America/St_Johns")).toBe(utc("2026-12-01T08:30:00Z"));
    expect(toFloating(utc("2026-12-01T23:00:00Z"), "Asia/Kolkata")).toBe(utc("2026-12-02T04:30:00Z"));
    expect(localDate(utc("2026-11-23T03:00:00Z"), "America/Vancouver")).toBe("2026-11-22");
    expect(localDate(utc("2026-11-23T03:00:00Z"), "Europe/Paris")).toBe("2026-11-23");
  });

  it("turns a local time back into its instant", () => {
    for (const [zone, iso] of [["America/Toronto", "2026-07-01T12:34:56.789Z"], ["Europe/Paris", "2026-01-15T00:00:00Z"], ["Pacific/Auckland", "2026-04-05T13:59:00Z"]] as const) {
      expect(fromFloating(toFloating(utc(iso), zone), zone)).toBe(utc(iso));
    }
  });

  it("takes the first of a time that happens twice (clocks set back)", () => {
    // 01:30 on 2026-11-01 in Toronto: first EDT (05:30Z), then EST (06:30Z).
    expect(fromFloating(utc("2026-11-01T01:30:00Z"), "America/Toronto")).toBe(utc("2026-11-01T05:30:00Z"));
  });

  it("moves a time that never happens forward by the gap (clocks set forward)", () => {
    // 02:30 on 2027-03-14 in Toronto does not exist: 03:30 EDT.
    expect(fromFloating(utc("2027-03-14T02:30:00Z"), "America/Toronto")).toBe(utc("2027-03-14T07:30:00Z"));
  });

  it("refuses an unknown zone and an invalid instant", () => {
    expect(() => toFloating(0, "Not/AZone")).toThrow(RangeError);
    expect(() => toFloating(Number.NaN, "UTC")).toThrow(RangeError);
  });
});
