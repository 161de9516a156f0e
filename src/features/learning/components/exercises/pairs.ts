import type { AnswerInput } from "../../player-types";

/**
 * Matching pairs: terms (left) and meanings (right) are told apart by their position in their
 * column. Pick one side, then the other; picking a side already in a pair undoes that pair.
 */
export type PairsState = {
  pairs: readonly { term: number; meaning: number }[];
  selected: { side: Side; index: number } | null;
};
export type Side = "term" | "meaning";

export const emptyPairs: PairsState = { pairs: [], selected: null };

const other = (side: Side): Side => (side === "term" ? "meaning" : "term");

/** The pair this term or meaning belongs to, if any. */
export function pairOf(state: PairsState, side: Side, index: number): { term: number; meaning: number } | undefined {
  return state.pairs.find((pair) => pair[side] === index);
}

export function selectInPairs(state: PairsState, side: Side, index: number): PairsState {
  const paired = pairOf(state, side, index);
  if (paired) return { pairs: state.pairs.filter((pair) => pair !== paired), selected: { side, index } };
  const { selected } = state;
  if (selected && selected.side === side)
    return { ...state, selected: selected.index === index ? null : { side, index } };
  if (selected) {
    const pair = side === "term" ? { term: index, meaning: selected.index } : { term: selected.index, meaning: index };
    return { pairs: [...state.pairs, pair], selected: null };
  }
  return { ...state, selected: { side, index } };
}

/** Pairs are numbered in the order they were made, so the two halves of one pair show the same number. */
export function pairNumber(state: PairsState, side: Side, index: number): number | null {
  const position = state.pairs.findIndex((pair) => pair[side] === index);
  return position === -1 ? null : position + 1;
}

/** The answer once every term has its meaning. */
export function pairsAnswer(
  terms: readonly string[],
  meanings: readonly string[],
  state: PairsState,
): AnswerInput | null {
  if (state.pairs.length !== terms.length || terms.length === 0) return null;
  return {
    kind: "pairs",
    pairs: state.pairs.map((pair) => ({ term: terms[pair.term] ?? "", meaning: meanings[pair.meaning] ?? "" })),
  };
}

/** The other half of a pair, for the button's name ("réunion, paired with meeting"). */
export function partnerOf(state: PairsState, side: Side, index: number): number | null {
  const pair = pairOf(state, side, index);
  return pair ? pair[other(side)] : null;
}
