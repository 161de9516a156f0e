import type { AnswerResponse, LessonSummary, PlayerItem, PlayerState } from "../player-types";

/** What the player keeps of the attempt as answers come back. */
export type PlayerModel = { items: PlayerItem[]; finished: LessonSummary | null };

/** Records the server's verdict on one item, adds the retry items it appended, and the summary. */
export function applyAnswer(model: PlayerModel, index: number, response: AnswerResponse): PlayerModel {
  const items = model.items.map((item) => (item.index === index ? { ...item, result: response.result } : item));
  const known = new Set(items.map((item) => item.index));
  const appended = response.appended.filter((item) => !known.has(item.index));
  return {
    items: [...items, ...appended].sort((a, b) => a.index - b.index),
    finished: response.finished ?? model.finished,
  };
}

/** Items answered out of all items, retries included (the total grows when retries are added). */
export function progressOf(items: readonly PlayerItem[]): { answered: number; total: number } {
  return { answered: items.filter((item) => item.result).length, total: items.length };
}

/** Where a (re)opened lesson starts: the first item not answered, or the summary. */
export function startingStep(state: Pick<PlayerState, "items" | "position" | "finished">): Step {
  if (state.finished || state.position >= state.items.length) return { kind: "summary" };
  return stepAt(state.items, state.position);
}

/** The screen for an item: the announcement of the retry round comes before its first item. */
export function stepAt(items: readonly PlayerItem[], position: number): Step {
  const item = items[position];
  if (!item) return { kind: "summary" };
  const previous = items[position - 1];
  const opensRetries = item.round === 2 && (!previous || previous.round === 1);
  return opensRetries ? { kind: "retryIntro", position } : { kind: "item", position };
}

/** After the feedback of the item at `position`: the next screen. */
export function stepAfter(model: PlayerModel, position: number): Step {
  if (position + 1 >= model.items.length) return { kind: "summary" };
  return stepAt(model.items, position + 1);
}

export type Step = { kind: "item"; position: number } | { kind: "retryIntro"; position: number } | { kind: "summary" };

/** How many items the retry round holds. */
export const retryCount = (items: readonly PlayerItem[]): number => items.filter((item) => item.round === 2).length;
