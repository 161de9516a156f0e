import { describe, expect, it } from "vitest";
import { CHANGING_GROUPS, countedGroupUpdate, groupLabel } from "./counted-groups";

const map = (entries: Record<string, string>) => new Map(Object.entries(entries));
const people = (prefix: string, count: number, group: string) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`${prefix}${index}`, group]));

describe("counted groups", () => {
  it("count everyone where they are the first time", () => {
    expect(countedGroupUpdate(map({ p: "D", q: "E" }), new Map())).toEqual({
      admit: [
        { userId: "p", groupKey: "D" },
        { userId: "q", groupKey: "E" },
      ],
      release: [],
    });
  });

  it("keep one person who moved counted where they were: neither group's figures change", () => {
    const counted = map({ p: "D", ...people("d", 5, "D"), ...people("e", 6, "E") });
    const placed = map({ ...Object.fromEntries(counted), p: "E" });
    expect(countedGroupUpdate(placed, counted)).toEqual({ admit: [], release: [] });
  });

  it("release a group's departures once five people left it, into the people changing groups", () => {
    const counted = map({ ...people("d", 8, "D"), ...people("e", 6, "E") });
    const placed = map({ ...Object.fromEntries(counted), ...people("d", 5, "E") });
    const update = countedGroupUpdate(placed, counted);
    expect(update.release.sort()).toEqual(["d0", "d1", "d2", "d3", "d4"]);
    // Still counted nowhere else: E takes them in only when it has five arrivals of its own (next time).
    expect(update.admit).toEqual([]);
    const after = new Map([...counted].filter(([userId]) => !update.release.includes(userId)));
    expect(countedGroupUpdate(placed, after).admit.map((row) => row.groupKey)).toEqual(["E", "E", "E", "E", "E"]);
  });

  it("count four newcomers of one department among the people changing groups until a fifth joins", () => {
    const counted = map(people("e", 6, "E"));
    const four = map({ ...Object.fromEntries(counted), ...people("n", 4, "D") });
    expect(countedGroupUpdate(four, counted)).toEqual({ admit: [], release: [] });
    const five = map({ ...Object.fromEntries(four), n4: "D" });
    expect(countedGroupUpdate(five, counted).admit).toHaveLength(5);
  });

  it("mix arrivals and departures of a group to reach five", () => {
    const counted = map({ ...people("d", 6, "D"), ...people("x", 3, "X") });
    // Two leave D for X, three changing people arrive in D: five changes for D, two for X.
    const placed = map({ ...Object.fromEntries(counted), d0: "X", d1: "X", ...people("n", 3, "D") });
    const update = countedGroupUpdate(placed, counted);
    expect(update.release.sort()).toEqual(["d0", "d1"]);
    expect(update.admit.map((row) => row.userId).sort()).toEqual(["n0", "n1", "n2"]);
  });

  it("name a group: its own name, or the label of none, changing or deleted", () => {
    const labels = { none: "Sans service", changing: "En changement de groupe", former: "Service supprimé" };
    expect(groupLabel({ key: "d1", name: "Boulangerie" }, labels)).toBe("Boulangerie");
    expect(groupLabel({ key: "none", name: null }, labels)).toBe("Sans service");
    expect(groupLabel({ key: CHANGING_GROUPS, name: null }, labels)).toBe("En changement de groupe");
    expect(groupLabel({ key: "gone", name: null }, labels)).toBe("Service supprimé");
  });
});
