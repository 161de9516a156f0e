/* Which words a perception round plays: every pair of the family before any comes back, each side by chance. */
import { randomInt } from "node:crypto";

export type PairSide = "a" | "b";

/** Items in a round: enough to tell chance from hearing, short enough to finish. */
export const ROUND_ITEMS = 10;

/** A whole number in [0, max): the server's secret choice, so not Math.random. */
type Draw = (max: number) => number;
const secureDraw: Draw = (max) => randomInt(max);

function shuffled<T>(items: readonly T[], draw: Draw): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = draw(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * The pairs of a round and the side played for each: the pairs in a shuffled order, again when
 * they run out (so a family with few pairs still fills a round), each side with even odds.
 */
export function chooseItems<Pair>(
  pairs: readonly Pair[],
  count = ROUND_ITEMS,
  draw: Draw = secureDraw,
): { pair: Pair; played: PairSide }[] {
  if (pairs.length === 0) return [];
  const items: { pair: Pair; played: PairSide }[] = [];
  let deck: Pair[] = [];
  while (items.length < count) {
    if (deck.length === 0) deck = shuffled(pairs, draw);
    items.push({ pair: deck.pop()!, played: draw(2) === 0 ? "a" : "b" });
  }
  return items;
}
