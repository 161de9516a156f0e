import { describe, expect, it } from "vitest";
import { CATCH_UP_MINUTES, dueReminders, weekBefore } from "./due";

const halifax = { timeZone: "America/Halifax", reminderTime: "18:00", weeklySummary: false };

describe("due reminders", () => {
  it("are due from the local reminder time, for a few hours, never before", () => {
    expect(dueReminders(halifax, new Date("2026-12-02T21:59:59Z"))).toEqual([]);
    expect(dueReminders(halifax, new Date("2026-12-02T22:00:00Z"))).toEqual([{ kind: "daily", period: "2026-12-02" }]);
    const late = new Date(Date.parse("2026-12-02T22:00:00Z") + CATCH_UP_MINUTES * 60_000);
    expect(dueReminders(halifax, late)).toEqual([]);
  });

  it("follow summer time: 18:00 in July is 21:00 UTC in Halifax", () => {
    expect(dueReminders(halifax, new Date("2026-07-01T21:00:00Z"))).toEqual([{ kind: "daily", period: "2026-07-01" }]);
  });

  it("send nothing without a reminder time or a summary (they are opt-in)", () => {
    const off = { timeZone: "America/Toronto", reminderTime: null, weeklySummary: false };
    expect(dueReminders(off, new Date("2026-12-07T14:00:00Z"))).toEqual([]);
  });

  it("give the summary on Mondays only, at the reminder time or 09:00", () => {
    const summary = { timeZone: "America/Toronto", reminderTime: null, weeklySummary: true };
    expect(dueReminders(summary, new Date("2026-12-07T14:00:00Z"))).toEqual([{ kind: "weekly", period: "2026-12-07" }]);
    expect(dueReminders(summary, new Date("2026-12-08T14:00:00Z"))).toEqual([]);
    expect(dueReminders({ ...summary, reminderTime: "07:30" }, new Date("2026-12-07T12:30:00Z"))).toEqual([
      { kind: "daily", period: "2026-12-07" },
      { kind: "weekly", period: "2026-12-07" },
    ]);
    expect(weekBefore("2026-12-07")).toEqual({ from: "2026-11-30", to: "2026-12-06" });
  });
});
