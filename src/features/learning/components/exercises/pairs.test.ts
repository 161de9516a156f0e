import { describe, expect, it } from "vitest";
import { emptyPairs, pairNumber, pairsAnswer, partnerOf, selectInPairs, type PairsState, type Side } from "./pairs";

const terms = ["la réunion", "le courriel", "le dîner"];
const meanings = ["email", "lunch", "meeting"];

const taps = (steps: [Side, number][], start: PairsState = emptyPairs) =>
  steps.reduce((state, [side, index]) => selectInPairs(state, side, index), start);

describe("matching pairs", () => {
  it("makes a pair from a term then a meaning, or a meaning then a term", () => {
    expect(
      taps([
        ["term", 0],
        ["meaning", 2],
      ]).pairs,
    ).toEqual([{ term: 0, meaning: 2 }]);
    expect(
      taps([
        ["meaning", 1],
        ["term", 2],
      ]).pairs,
    ).toEqual([{ term: 2, meaning: 1 }]);
  });

  it("moves the selection within one column, and clears it when tapped twice", () => {
    expect(
      taps([
        ["term", 0],
        ["term", 1],
      ]).selected,
    ).toEqual({ side: "term", index: 1 });
    expect(
      taps([
        ["term", 0],
        ["term", 0],
      ]).selected,
    ).toBeNull();
  });

  it("undoes a pair when one of its halves is tapped, and selects that half", () => {
    const state = taps([
      ["term", 0],
      ["meaning", 2],
      ["meaning", 2],
    ]);
    expect(state.pairs).toEqual([]);
    expect(state.selected).toEqual({ side: "meaning", index: 2 });
    expect(selectInPairs(state, "term", 1).pairs).toEqual([{ term: 1, meaning: 2 }]);
  });

  it("numbers both halves of a pair the same", () => {
    const state = taps([
      ["term", 2],
      ["meaning", 1],
      ["meaning", 0],
      ["term", 1],
    ]);
    expect(pairNumber(state, "term", 2)).toBe(1);
    expect(pairNumber(state, "meaning", 1)).toBe(1);
    expect(pairNumber(state, "term", 1)).toBe(2);
    expect(pairNumber(state, "meaning", 0)).toBe(2);
    expect(pairNumber(state, "term", 0)).toBeNull();
    expect(partnerOf(state, "meaning", 0)).toBe(1);
    expect(partnerOf(state, "term", 0)).toBeNull();
  });

  it("sends the pairs as words once every term has a meaning", () => {
    const partial = taps([
      ["term", 0],
      ["meaning", 2],
      ["term", 1],
      ["meaning", 0],
    ]);
    expect(pairsAnswer(terms, meanings, partial)).toBeNull();
    const done = taps(
      [
        ["term", 2],
        ["meaning", 1],
      ],
      partial,
    );
    expect(pairsAnswer(terms, meanings, done)).toEqual({
      kind: "pairs",
      pairs: [
        { term: "la réunion", meaning: "meeting" },
        { term: "le courriel", meaning: "email" },
        { term: "le dîner", meaning: "lunch" },
      ],
    });
  });
});
