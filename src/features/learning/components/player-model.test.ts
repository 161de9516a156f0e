import { describe, expect, it } from "vitest";
import type { AnswerResponse, AnswerResult, PlayerItem } from "../player-types";
import { applyAnswer, progressOf, retryCount, startingStep, stepAfter, type PlayerModel } from "./player-model";

const item = (index: number, round: 1 | 2 = 1, result?: AnswerResult): PlayerItem => ({
  index,
  exerciseId: `ex-${index}`,
  round,
  instruction: "Choose",
  view: { type: "multipleChoice", question: "?", choices: ["a", "b"] },
  ...(result && { result }),
});
const right: AnswerResult = { correct: true, expected: "a", notes: [], explanation: "" };
const wrong: AnswerResult = { correct: false, expected: "a", notes: [], explanation: "Because." };
const response = (result: AnswerResult, extra: Partial<AnswerResponse> = {}): AnswerResponse => ({
  result,
  position: 0,
  appended: [],
  finished: null,
  ...extra,
});

describe("the player's model", () => {
  it("starts at the first item not answered after a reload", () => {
    expect(startingStep({ items: [item(0, 1, right), item(1), item(2)], position: 1, finished: null })).toEqual({
      kind: "item",
      position: 1,
    });
  });

  it("starts on the summary when the lesson is finished", () => {
    const summary = { correct: 2, answered: 2, accuracy: 1, durationSeconds: 90, xp: 14 };
    expect(startingStep({ items: [item(0, 1, right), item(1, 1, right)], position: 2, finished: summary })).toEqual({
      kind: "summary",
    });
  });

  it("announces the retry round when a reload lands on its first item", () => {
    const items = [item(0, 1, wrong), item(1, 1, right), item(2, 2)];
    expect(startingStep({ items, position: 2, finished: null })).toEqual({ kind: "retryIntro", position: 2 });
  });

  it("records a verdict and counts progress with the retries appended", () => {
    let model: PlayerModel = { items: [item(0), item(1)], finished: null };
    model = applyAnswer(model, 0, response(wrong, { position: 1 }));
    expect(progressOf(model.items)).toEqual({ answered: 1, total: 2 });
    model = applyAnswer(model, 1, response(right, { position: 2, appended: [item(2, 2)] }));
    expect(progressOf(model.items)).toEqual({ answered: 2, total: 3 });
    expect(model.items[0]?.result).toEqual(wrong);
    expect(retryCount(model.items)).toBe(1);
  });

  it("does not add the same retry twice when an answer is sent again", () => {
    let model: PlayerModel = { items: [item(0), item(1, 1, right)], finished: null };
    model = applyAnswer(model, 1, response(right, { appended: [item(2, 2)] }));
    model = applyAnswer(model, 1, response(right, { appended: [item(2, 2)] }));
    expect(model.items.map((entry) => entry.index)).toEqual([0, 1, 2]);
  });

  it("goes from the last first-round item to the retry announcement, then through the retries to the summary", () => {
    const model = { items: [item(0, 1, wrong), item(1, 1, wrong), item(2, 2), item(3, 2)], finished: null };
    expect(stepAfter(model, 0)).toEqual({ kind: "item", position: 1 });
    expect(stepAfter(model, 1)).toEqual({ kind: "retryIntro", position: 2 });
    expect(stepAfter(model, 2)).toEqual({ kind: "item", position: 3 });
    expect(stepAfter(model, 3)).toEqual({ kind: "summary" });
  });
});
