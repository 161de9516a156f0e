import { describe, expect, it } from "vitest";
import { chooseItems, ROUND_ITEMS } from "./perception-items";

const pairs = ["p1", "p2", "p3", "p4", "p5", "p6"];

describe("chooseItems", () => {
  it("plays both words of every pair about equally over many items", () => {
    const items = chooseItems(pairs, 12_000);
    for (const pair of pairs) {
      const ofPair = items.filter((item) => item.pair === pair);
      expect(ofPair).toHaveLength(2_000);
      const aShare = ofPair.filter((item) => item.played === "a").length / ofPair.length;
      // 2,000 fair draws stay within 0.4–0.6 but for one chance in billions.
      expect(aShare).toBeGreaterThan(0.4);
      expect(aShare).toBeLessThan(0.6);
    }
  });

  it("uses every pair of the family before any comes back, and fills a round when there are few", () => {
    const round = chooseItems(pairs);
    expect(round).toHaveLength(ROUND_ITEMS);
    expect(new Set(round.slice(0, pairs.length).map((item) => item.pair)).size).toBe(pairs.length);
    expect(chooseItems(["only"], 3).map((item) => item.pair)).toEqual(["only", "only", "only"]);
    expect(chooseItems([], 5)).toEqual([]);
  });

  it("takes the side from the draw, not from the pair's order", () => {
    const alwaysFirst = chooseItems(pairs, 6, () => 0);
    expect(alwaysFirst.every((item) => item.played === "a")).toBe(true);
    const alwaysLast = chooseItems(pairs, 6, (max) => max - 1);
    expect(alwaysLast.every((item) => item.played === "b")).toBe(true);
  });
});
