import type { AnswerInput } from "../../player-types";

/**
 * A word-order answer being built: the tiles placed so far, by their position in the shuffled
 * bank (a word may appear on two tiles, so tiles are told apart by position, not by text).
 */
export type PlacedTiles = readonly number[];

/** Taps a tile: from the bank it goes to the end of the sentence; in the sentence it goes back. */
export function toggleTile(placed: PlacedTiles, tile: number): number[] {
  return placed.includes(tile) ? placed.filter((placedTile) => placedTile !== tile) : [...placed, tile];
}

/** The answer once every tile is placed (the server refuses a sentence with tiles left over). */
export function tilesAnswer(tiles: readonly string[], placed: PlacedTiles): AnswerInput | null {
  if (placed.length !== tiles.length || new Set(placed).size !== tiles.length) return null;
  return { kind: "tiles", tiles: placed.map((tile) => tiles[tile] ?? "") };
}

/** A typed answer, or null while there is nothing to send. */
export function textAnswer(text: string): AnswerInput | null {
  return text.trim() ? { kind: "text", text: text.trim() } : null;
}

/** The sentence the placed tiles make, to start the typed version from it. */
export const sentenceOf = (tiles: readonly string[], placed: PlacedTiles): string =>
  placed.map((tile) => tiles[tile]).join(" ");

/**
 * Where the focus goes after a tap, so a keyboard user never lands on nothing: after placing, the
 * next tile still in the bank, or the Check button once the sentence is complete; after removing,
 * the tile now at that place in the sentence (else the one before, else the tile back in the bank).
 */
export function focusAfterToggle(
  tileCount: number,
  before: PlacedTiles,
  tile: number,
): { area: "bank" | "sentence"; tile: number } | { area: "check" } {
  const after = toggleTile(before, tile);
  if (after.length > before.length) {
    for (let step = 1; step < tileCount; step++) {
      const candidate = (tile + step) % tileCount;
      if (!after.includes(candidate)) return { area: "bank", tile: candidate };
    }
    return { area: "check" };
  }
  const removedAt = before.indexOf(tile);
  const next = after[removedAt] ?? after[removedAt - 1];
  return next === undefined ? { area: "bank", tile } : { area: "sentence", tile: next };
}
