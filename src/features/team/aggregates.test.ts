import { describe, expect, it } from "vitest";
import { MIN_GROUP_SIZE, suppressSmallGroups } from "./aggregates";

const group = (key: string, people: number) => ({ key, people, values: { minutes: people * 10 } });
const hiddenKeys = (groups: ReturnType<typeof suppressSmallGroups>) =>
  groups.filter((shown) => shown.suppressed).map((shown) => shown.key);

describe("suppressSmallGroups", () => {
  it("shows every group of at least five people as given, in order", () => {
    expect(MIN_GROUP_SIZE).toBe(5);
    expect(suppressSmallGroups([group("ventes", 5), group("usine", 12)])).toEqual([
      { key: "ventes", people: 5, values: { minutes: 50 }, suppressed: false },
      { key: "usine", people: 12, values: { minutes: 120 }, suppressed: false },
    ]);
  });

  it("withholds a small group's figures and also the next smallest group, so the total cannot give it away", () => {
    const shown = suppressSmallGroups([group("usine", 30), group("ventes", 8), group("paie", 4), group("entrepôt", 9)]);
    expect(hiddenKeys(shown)).toEqual(["ventes", "paie"]);
    expect(shown.find((g) => g.key === "paie")).toEqual({ key: "paie", people: 4, values: null, suppressed: true });
    expect(shown.find((g) => g.key === "usine")!.values).toEqual({ minutes: 300 });
  });

  it("takes the first of equally small groups as the complement", () => {
    expect(hiddenKeys(suppressSmallGroups([group("a", 7), group("b", 7), group("c", 1)]))).toEqual(["a", "c"]);
  });

  it("adds no complement when two small groups already hold five people together", () => {
    expect(hiddenKeys(suppressSmallGroups([group("a", 3), group("b", 2), group("c", 20)]))).toEqual(["a", "b"]);
  });

  it("keeps hiding while the hidden groups together hold fewer than five people", () => {
    expect(hiddenKeys(suppressSmallGroups([group("a", 1), group("b", 1), group("c", 6), group("d", 40)]))).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  it("shows an empty group as it is, and never uses it as the complement", () => {
    const shown = suppressSmallGroups([group("vide", 0), group("paie", 2), group("usine", 15)]);
    expect(shown[0]).toEqual({ key: "vide", people: 0, values: { minutes: 0 }, suppressed: false });
    expect(hiddenKeys(shown)).toEqual(["paie", "usine"]);
  });

  it("hides a lone small group even when nothing else can be hidden with it", () => {
    expect(hiddenKeys(suppressSmallGroups([group("paie", 3), group("vide", 0)]))).toEqual(["paie"]);
    expect(suppressSmallGroups([])).toEqual([]);
  });
});
