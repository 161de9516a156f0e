import { describe, expect, it } from "vitest";
import {
  DEFAULT_TIME_ZONE,
  addDays,
  canonicalTimeZone,
  daysBetween,
  endOfLocalDay,
  fromFloating,
  isLocalDay,
  isValidTimeZone,
  isoWeekday,
  localClock,
  localDay,
  longDay,
  resolveTimeZone,
  startOfLocalDay,
  toFloating,
} from "./days";

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe("localDay: the learner's calendar day", () => {
  // zone, local day, the instants (UTC, worked out by hand from the zone's offset that day) of 23:30 that day and 00:15 the next.
  const lateAndEarly: [string, string, string, string][] = [
    ["America/Toronto", "2026-01-15", "2026-01-16T04:30:00Z", "2026-01-16T05:15:00Z"],
    ["America/Toronto", "2026-07-15", "2026-07-16T03:30:00Z", "2026-07-16T04:15:00Z"],
    ["America/Vancouver", "2026-01-15", "2026-01-16T07:30:00Z", "2026-01-16T08:15:00Z"],
    ["America/Vancouver", "2026-07-15", "2026-07-16T06:30:00Z", "2026-07-16T07:15:00Z"],
    ["America/St_Johns", "2026-01-15", "2026-01-16T03:00:00Z", "2026-01-16T03:45:00Z"],
    ["America/St_Johns", "2026-07-15", "2026-07-16T02:00:00Z", "2026-07-16T02:45:00Z"],
    ["Europe/Paris", "2026-01-15", "2026-01-15T22:30:00Z", "2026-01-15T23:15:00Z"],
    ["Europe/Paris", "2026-07-15", "2026-07-15T21:30:00Z", "2026-07-15T22:15:00Z"],
    ["Asia/Kolkata", "2026-01-15", "2026-01-15T18:00:00Z", "2026-01-15T18:45:00Z"],
    ["Asia/Kolkata", "2026-07-15", "2026-07-15T18:00:00Z", "2026-07-15T18:45:00Z"],
    ["Pacific/Auckland", "2026-01-15", "2026-01-15T10:30:00Z", "2026-01-15T11:15:00Z"],
    ["Pacific/Auckland", "2026-07-15", "2026-07-15T11:30:00Z", "2026-07-15T12:15:00Z"],
  ];
  it.each(lateAndEarly)(
    "%s: 23:30 on %s counts for that day, 00:15 for the next",
    (zone, day, lateEvening, pastMidnight) => {
      expect(localDay(at(lateEvening), zone)).toBe(day);
      expect(localDay(at(pastMidnight), zone)).toBe(addDays(day, 1));
      expect(localClock(at(lateEvening), zone)).toEqual({ day, hour: 23, minute: 30 });
      expect(localClock(at(pastMidnight), zone)).toEqual({ day: addDays(day, 1), hour: 0, minute: 15 });
    },
  );

  it("gives the same instant different days in different zones", () => {
    const instant = at("2026-01-15T23:00:00Z");
    expect(localDay(instant, "America/Vancouver")).toBe("2026-01-15");
    expect(localDay(instant, "Europe/Paris")).toBe("2026-01-16");
    expect(localDay(instant, "Pacific/Auckland")).toBe("2026-01-16");
  });

  it("follows the clock changes: 23:30 on the day of the change, in the new offset", () => {
    // Toronto, 8 March 2026: EDT (−4) from 02:00 on, so 23:30 is 03:30 UTC the next day.
    expect(localDay(at("2026-03-09T03:30:00Z"), "America/Toronto")).toBe("2026-03-08");
    expect(localDay(at("2026-03-09T04:15:00Z"), "America/Toronto")).toBe("2026-03-09");
    // Toronto, 1 November 2026: EST (−5) from 02:00 on.
    expect(localDay(at("2026-11-02T04:30:00Z"), "America/Toronto")).toBe("2026-11-01");
    expect(localDay(at("2026-11-02T05:15:00Z"), "America/Toronto")).toBe("2026-11-02");
    // Auckland, 5 April 2026: NZST (+12) from 03:00 on; 27 September 2026: NZDT (+13) from 02:00 on.
    expect(localDay(at("2026-04-05T11:30:00Z"), "Pacific/Auckland")).toBe("2026-04-05");
    expect(localDay(at("2026-04-05T12:15:00Z"), "Pacific/Auckland")).toBe("2026-04-06");
    expect(localDay(at("2026-09-27T10:30:00Z"), "Pacific/Auckland")).toBe("2026-09-27");
    expect(localDay(at("2026-09-27T11:15:00Z"), "Pacific/Auckland")).toBe("2026-09-28");
  });
});

describe("the time-zone guard", () => {
  it("accepts the zones the runtime knows", () => {
    for (const zone of ["America/Toronto", "America/St_Johns", "Asia/Kolkata", "UTC"])
      expect(isValidTimeZone(zone)).toBe(true);
  });

  it.each([["Mars/Olympus_Mons"], [""], ["  "], [undefined], [null], [42]])(
    "rejects %j and falls back to America/Toronto",
    (zone) => {
      expect(isValidTimeZone(zone)).toBe(false);
      expect(resolveTimeZone(zone as string | undefined)).toBe(DEFAULT_TIME_ZONE);
    },
  );

  it("counts days in America/Toronto for an unknown zone instead of failing", () => {
    const instant = at("2026-01-16T04:30:00Z"); // 23:30 in Toronto, 05:30 the next day in Paris
    expect(localDay(instant, "Mars/Olympus_Mons")).toBe("2026-01-15");
    expect(startOfLocalDay("2026-01-15", "Mars/Olympus_Mons")).toEqual(at("2026-01-15T05:00:00Z"));
  });
});

describe("day arithmetic", () => {
  it("steps over months, years and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-08", 0)).toBe("2026-03-08");
  });

  it("counts a day of 23 or 25 hours as one day", () => {
    expect(daysBetween("2026-03-08", "2026-03-09")).toBe(1);
    expect(daysBetween("2026-10-31", "2026-11-02")).toBe(2);
    expect(daysBetween("2026-01-01", "2027-01-01")).toBe(365);
    expect(daysBetween("2028-01-01", "2029-01-01")).toBe(366);
    expect(daysBetween("2026-03-09", "2026-03-08")).toBe(-1);
  });

  it("knows the weekday", () => {
    expect(isoWeekday("2026-03-09")).toBe(1);
    expect(isoWeekday("2026-11-01")).toBe(7);
    expect(isoWeekday("1970-01-01")).toBe(4);
    expect(isoWeekday("1969-12-29")).toBe(1);
  });

  it.each([["2026-2-3"], ["2026-02-30"], ["2026-13-01"], ["26-01-01"], ["2026-01-01T00:00"], [""]])(
    "refuses %j",
    (day) => {
      expect(isLocalDay(day)).toBe(false);
      expect(() => addDays(day, 1)).toThrow(RangeError);
      expect(() => daysBetween(day, "2026-01-01")).toThrow(RangeError);
    },
  );

  it("refuses a fraction of a day", () => {
    expect(() => addDays("2026-01-01", 0.5)).toThrow(RangeError);
  });
});

describe("startOfLocalDay: the instant of local midnight", () => {
  it.each([
    ["America/Toronto", "2026-01-15", "2026-01-15T05:00:00Z"],
    ["America/St_Johns", "2026-01-15", "2026-01-15T03:30:00Z"],
    ["Asia/Kolkata", "2026-01-15", "2026-01-14T18:30:00Z"],
    ["Pacific/Auckland", "2026-01-15", "2026-01-14T11:00:00Z"],
    ["UTC", "2026-01-15", "2026-01-15T00:00:00Z"],
  ])("%s, %s: %s", (zone, day, expected) => {
    expect(startOfLocalDay(day, zone)).toEqual(at(expected));
  });

  // zone, day of the change, its length in hours
  it.each([
    ["America/Toronto", "2026-03-08", 23],
    ["America/Toronto", "2026-11-01", 25],
    ["Pacific/Auckland", "2026-04-05", 25],
    ["Pacific/Auckland", "2026-09-27", 23],
    ["Europe/Paris", "2026-03-29", 23],
    ["Europe/Paris", "2026-10-25", 25],
    ["Asia/Kolkata", "2026-03-29", 24],
  ])("%s, %s lasts %i hours", (zone, day, hours) => {
    const length = startOfLocalDay(addDays(day, 1), zone).getTime() - startOfLocalDay(day, zone).getTime();
    expect(length).toBe(hours * HOUR);
  });

  it("gives the day's own midnight on both sides of Toronto's changes", () => {
    expect(startOfLocalDay("2026-03-08", "America/Toronto")).toEqual(at("2026-03-08T05:00:00Z"));
    expect(startOfLocalDay("2026-03-09", "America/Toronto")).toEqual(at("2026-03-09T04:00:00Z"));
    expect(startOfLocalDay("2026-11-01", "America/Toronto")).toEqual(at("2026-11-01T04:00:00Z"));
    expect(startOfLocalDay("2026-11-02", "America/Toronto")).toEqual(at("2026-11-02T05:00:00Z"));
  });

  it("starts the day at 01:00 when the clocks skip midnight (Santiago, Havana)", () => {
    expect(startOfLocalDay("2026-09-06", "America/Santiago")).toEqual(at("2026-09-06T04:00:00Z"));
    expect(localClock(at("2026-09-06T04:00:00Z"), "America/Santiago")).toEqual({
      day: "2026-09-06",
      hour: 1,
      minute: 0,
    });
    expect(startOfLocalDay("2026-03-08", "America/Havana")).toEqual(at("2026-03-08T05:00:00Z"));
    expect(localDay(at("2026-03-08T04:59:59Z"), "America/Havana")).toBe("2026-03-07");
  });

  it("takes the first of two midnights", () => {
    // Havana, 1 November 2026: back from 01:00 CDT to 00:00 CST, so 00:00 happens at 04:00 and 05:00 UTC.
    expect(localClock(at("2026-11-01T05:00:00Z"), "America/Havana")).toEqual({ day: "2026-11-01", hour: 0, minute: 0 });
    expect(startOfLocalDay("2026-11-01", "America/Havana")).toEqual(at("2026-11-01T04:00:00Z"));
    // St. John's, 30 October 2005: back at 00:01 NDT to 23:01 NST the day before.
    expect(startOfLocalDay("2005-10-30", "America/St_Johns")).toEqual(at("2005-10-30T02:30:00Z"));
  });

  it("ends Santiago's Saturday an hour late when summer time ends at midnight", () => {
    // 5 April 2026: 00:00 −03 becomes 23:00 −04 on the 4th; the 5th begins at 04:00 UTC.
    expect(startOfLocalDay("2026-04-05", "America/Santiago")).toEqual(at("2026-04-05T04:00:00Z"));
    expect(
      startOfLocalDay("2026-04-05", "America/Santiago").getTime() -
        startOfLocalDay("2026-04-04", "America/Santiago").getTime(),
    ).toBe(25 * HOUR);
  });

  it("starts a day the zone skipped (Samoa, 2011-12-30) with the next one", () => {
    expect(startOfLocalDay("2011-12-30", "Pacific/Apia")).toEqual(startOfLocalDay("2011-12-31", "Pacific/Apia"));
    expect(startOfLocalDay("2011-12-31", "Pacific/Apia")).toEqual(at("2011-12-30T10:00:00Z"));
  });

  it("is the first instant whose local day is that day", () => {
    for (const zone of [
      "America/Toronto",
      "America/Santiago",
      "America/Havana",
      "Pacific/Auckland",
      "America/St_Johns",
    ]) {
      for (const day of ["2026-03-08", "2026-04-05", "2026-09-06", "2026-09-27", "2026-11-01"]) {
        const start = startOfLocalDay(day, zone);
        expect(localDay(start, zone)).toBe(day);
        expect(localDay(new Date(start.getTime() - 1000), zone) < day).toBe(true);
      }
    }
  });
});

describe("longDay", () => {
  it("writes the day out, with French's ordinal for the first of the month", () => {
    expect(longDay("2026-06-01", "fr")).toBe("1er juin 2026");
    expect(longDay("2027-03-02", "fr-CA")).toBe("2 mars 2027");
    expect(longDay("2026-06-11", "fr")).toBe("11 juin 2026");
    expect(longDay("2026-06-01", "en")).toBe("June 1, 2026");
    expect(longDay("2026-06-01", "es")).toBe("1 de junio de 2026");
  });
});

describe("the learner's wall clock", () => {
  const utc = (iso: string) => Date.parse(iso);

  it("reads the local date and time of an instant, daylight time included", () => {
    expect(toFloating(utc("2026-07-01T12:00:00.250Z"), "America/Toronto")).toBe(utc("2026-07-01T08:00:00.250Z")); // EDT
    expect(toFloating(utc("2026-12-01T12:00:00Z"), "America/Toronto")).toBe(utc("2026-12-01T07:00:00Z")); // EST
    expect(toFloating(utc("2026-12-01T12:00:00Z"), "America/St_Johns")).toBe(utc("2026-12-01T08:30:00Z"));
    expect(toFloating(utc("2026-12-01T23:00:00Z"), "Asia/Kolkata")).toBe(utc("2026-12-02T04:30:00Z"));
    expect(localDay(at("2026-11-23T03:00:00Z"), "America/Vancouver")).toBe("2026-11-22");
    expect(localDay(at("2026-11-23T03:00:00Z"), "Europe/Paris")).toBe("2026-11-23");
  });

  it("turns a local time back into its instant", () => {
    for (const [zone, iso] of [
      ["America/Toronto", "2026-07-01T12:34:56.789Z"],
      ["Europe/Paris", "2026-01-15T00:00:00Z"],
      ["Pacific/Auckland", "2026-04-05T13:59:00Z"],
    ] as const) {
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

  it("ends the learner's day at their next midnight, on days of 23 and 25 hours too", () => {
    expect(endOfLocalDay(utc("2026-03-08T12:00:00Z"), "America/Toronto")).toEqual(at("2026-03-09T04:00:00Z"));
    expect(endOfLocalDay(utc("2026-11-01T12:00:00Z"), "America/Toronto")).toEqual(at("2026-11-02T05:00:00Z"));
    expect(endOfLocalDay(utc("2026-09-05T12:00:00Z"), "America/Santiago")).toEqual(
      startOfLocalDay("2026-09-06", "America/Santiago"),
    );
  });

  it("refuses an unknown zone and an invalid instant", () => {
    expect(() => toFloating(0, "Not/AZone")).toThrow(RangeError);
    expect(() => toFloating(Number.NaN, "UTC")).toThrow(RangeError);
  });
});

describe("canonicalTimeZone", () => {
  it("keeps a listed zone, and replaces an alias or another casing with the engine's name", () => {
    expect(canonicalTimeZone("America/Vancouver")).toBe("America/Vancouver");
    expect(canonicalTimeZone("america/toronto")).toBe("America/Toronto");
    expect(canonicalTimeZone("America/Montreal")).toBe("America/Toronto");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
  });

  it("knows nothing of offsets and invented places", () => {
    expect(canonicalTimeZone("+05:00")).toBeNull();
    expect(canonicalTimeZone("Europe/Atlantis")).toBeNull();
    expect(canonicalTimeZone("America/Toronto; drop table")).toBeNull();
  });
});
