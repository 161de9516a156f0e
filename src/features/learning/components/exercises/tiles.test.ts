import { describe, expect, it } from "vitest";
import { focusAfterToggle, sentenceOf, textAnswer, tilesAnswer, toggleTile } from "./tiles";

const tiles = ["la", "réunion", "commence", "à", "la", "fin"];

describe("word-order tiles", () => {
  it("places tiles in the order they are tapped and takes one back when tapped again", () => {
    let placed = toggleTile([], 2);
    placed = toggleTile(placed, 0);
    placed = toggleTile(placed, 5);
    expect(placed).toEqual([2, 0, 5]);
    expect(toggleTile(placed, 0)).toEqual([2, 5]);
  });

  it("tells apart two tiles with the same word", () => {
    const placed = toggleTile(toggleTile([], 4), 0);
    expect(placed).toEqual([4, 0]);
    expect(toggleTile(placed, 4)).toEqual([0]);
  });

  it("sends the words only once every tile is placed", () => {
    expect(tilesAnswer(tiles, [0, 1, 2])).toBeNull();
    expect(tilesAnswer(tiles, [0, 1, 2, 3, 4, 5])).toEqual({
      kind: "tiles",
      tiles: ["la", "réunion", "commence", "à", "la", "fin"],
    });
    expect(tilesAnswer(tiles, [4, 1, 2, 3, 0, 5])).toEqual({
      kind: "tiles",
      tiles: ["la", "réunion", "commence", "à", "la", "fin"],
    });
  });

  it("refuses a tile placed twice", () => {
    expect(tilesAnswer(tiles, [0, 0, 1, 2, 3, 4])).toBeNull();
  });

  it("turns placed tiles into a sentence to type from", () => {
    expect(sentenceOf(tiles, [0, 1, 2])).toBe("la réunion commence");
  });

  it("sends typed text trimmed, and nothing when it is blank", () => {
    expect(textAnswer("  Je suis là ")).toEqual({ kind: "text", text: "Je suis là" });
    expect(textAnswer("   ")).toBeNull();
  });

  describe("focus after a tap", () => {
    it("goes to the next tile left in the bank, wrapping around", () => {
      expect(focusAfterToggle(6, [], 2)).toEqual({ area: "bank", tile: 3 });
      expect(focusAfterToggle(6, [3, 4], 2)).toEqual({ area: "bank", tile: 5 });
      expect(focusAfterToggle(6, [0, 1, 2, 3], 5)).toEqual({ area: "bank", tile: 4 });
    });

    it("goes to the Check button when the last tile is placed", () => {
      expect(focusAfterToggle(3, [0, 1], 2)).toEqual({ area: "check" });
    });

    it("stays in the sentence when a tile is taken back", () => {
      expect(focusAfterToggle(6, [2, 0, 5], 0)).toEqual({ area: "sentence", tile: 5 });
      expect(focusAfterToggle(6, [2, 0, 5], 5)).toEqual({ area: "sentence", tile: 0 });
      expect(focusAfterToggle(6, [2], 2)).toEqual({ area: "bank", tile: 2 });
    });
  });
});
