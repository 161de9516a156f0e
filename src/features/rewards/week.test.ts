import { describe, expect, it } from "vitest";
import { weekWindow } from "./week";

const at = (iso: string) => new Date(iso);
const hours = (window: { start: Date; end: Date }) => (window.end.getTime() - window.start.getTime()) / 3_600_000;

describe("the ranking week", () => {
  it("runs from Monday 00:00 to the next Monday 00:00 in the organization's zone", () => {
    // Thursday 14 May 2026, noon in Toronto (EDT, −4).
    expect(weekWindow(at("2026-05-14T16:00:00Z"), "America/Toronto")).toEqual({
      monday: "2026-05-11",
      start: at("2026-05-11T04:00:00Z"),
      end: at("2026-05-18T04:00:00Z"),
    });
  });

  it("holds 169 hours the week Toronto goes back to standard time (1 November 2026)", () => {
    const week = weekWindow(at("2026-11-01T12:00:00Z"), "America/Toronto");
    expect(week).toEqual({ monday: "2026-10-26", start: at("2026-10-26T04:00:00Z"), end: at("2026-11-02T05:00:00Z") });
    expect(hours(week)).toBe(169);
  });

  it("holds 167 hours the week Toronto moves to summer time (8 March 2026)", () => {
    const week = weekWindow(at("2026-03-04T12:00:00Z"), "America/Toronto");
    expect(week).toEqual({ monday: "2026-03-02", start: at("2026-03-02T05:00:00Z"), end: at("2026-03-09T04:00:00Z") });
    expect(hours(week)).toBe(167);
  });

  it("holds 169 then 167 hours the weeks Auckland changes its clocks (5 April, 27 September 2026)", () => {
    expect(hours(weekWindow(at("2026-04-01T00:00:00Z"), "Pacific/Auckland"))).toBe(169);
    expect(hours(weekWindow(at("2026-09-23T00:00:00Z"), "Pacific/Auckland"))).toBe(167);
    expect(hours(weekWindow(at("2026-07-01T00:00:00Z"), "Pacific/Auckland"))).toBe(168);
  });

  it("starts a new week at Monday midnight exactly", () => {
    expect(weekWindow(at("2026-05-18T04:00:00Z"), "America/Toronto").monday).toBe("2026-05-18");
    expect(weekWindow(at("2026-05-18T03:59:59.999Z"), "America/Toronto").monday).toBe("2026-05-11");
  });

  it("uses the organization's calendar, not UTC's", () => {
    // Sunday 17 May 2026 at 23:00 UTC: still Sunday in Vancouver, already Monday in Paris and Kolkata.
    const instant = at("2026-05-17T23:00:00Z");
    expect(weekWindow(instant, "America/Vancouver").monday).toBe("2026-05-11");
    expect(weekWindow(instant, "Europe/Paris")).toMatchObject({
      monday: "2026-05-18",
      start: at("2026-05-17T22:00:00Z"),
    });
    expect(weekWindow(instant, "Asia/Kolkata")).toMatchObject({
      monday: "2026-05-18",
      start: at("2026-05-17T18:30:00Z"),
    });
  });

  it("puts a Sunday in the week that began six days before", () => {
    expect(weekWindow(at("2026-05-17T16:00:00Z"), "America/Toronto").monday).toBe("2026-05-11");
  });

  it("falls back to Toronto for an unknown zone", () => {
    expect(weekWindow(at("2026-05-14T16:00:00Z"), "Nowhere/Atlantis")).toEqual(
      weekWindow(at("2026-05-14T16:00:00Z"), "America/Toronto"),
    );
  });
});
