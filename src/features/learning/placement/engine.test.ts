import { describe, expect, it } from "vitest";
import { placementLevels, skills, type PlacementItem, type PlacementLevel } from "./content-schema";
import { FULL_TEST, MINI_TEST, abilityOf, levelOf, nextItem, outcomeOf, type PlacementAnswer, type TestLength } from "./engine";

/** A bank of 8 items per skill and level; only ids, skills and levels matter to the engine. */
const bank: PlacementItem[] = skills.flatMap((skill) =>
  placementLevels.flatMap((level) =>
    Array.from({ length: 8 }, (_, n) => ({ id: `${skill}-${level}-${n}`, skill, level, exercise: { id: `${skill}-${level}-${n}-x` } }) as unknown as PlacementItem),
  ),
);

type Learner = (item: PlacementItem) => boolean | null;
/** Gets every item right up to a level, every one above it wrong. */
const upTo = (level: PlacementLevel | null): Learner => (item) => level !== null && placementLevels.indexOf(item.level) <= placementLevels.indexOf(level);

function run(learner: Learner, length: TestLength = FULL_TEST, seed = "seed"): PlacementAnswer[] {
  const answers: PlacementAnswer[] = [];
  for (let item = nextItem(bank, answers, length, seed); item; item = nextItem(bank, answers, length, seed)) {
    answers.push({ itemId: item.id, skill: item.skill, level: item.level, correct: learner(item) });
    if (answers.length > 100) throw new Error("the test never ends");
  }
  return answers;
}

describe("the placement engine", () => {
  it.each([
    [null, "preA1"],
    ["A1", "A1"],
    ["A2", "A2"],
    ["B1", "B1"],
    ["B2", "B2"],
  ] as const)("places a learner who masters up to %s at %s in every skill, in 15 to 24 items", (mastered, expected) => {
    const answers = run(upTo(mastered));
    expect(answers.length).toBeGreaterThanOrEqual(15);
    expect(answers.length).toBeLessThanOrEqual(24);
    const outcome = outcomeOf(answers);
    expect(outcome.skills).toEqual({ reading: expected, listening: expected, writing: expected });
    expect(outcome.overall).toBe(expected);
  });

  it("measures each skill apart: strong reading, weak writing", () => {
    const learner: Learner = (item) => (item.skill === "reading" ? true : item.skill === "writing" ? item.level === "A1" : placementLevels.indexOf(item.level) <= 1);
    const outcome = outcomeOf(run(learner));
    expect(outcome.skills).toEqual({ reading: "B2", listening: "A2", writing: "A1" });
    expect(outcome.overall).toBe("A2");
  });

  it("moves the difficulty with each answer: up after a right one, down after a wrong one", () => {
    const answers = run(upTo("A2"));
    for (const skill of skills) {
      const ofSkill = answers.filter((answer) => answer.skill === skill);
      ofSkill.slice(1).forEach((answer, i) => {
        const previous = ofSkill[i]!;
        const move = placementLevels.indexOf(answer.level) - placementLevels.indexOf(previous.level);
        if (previous.correct) expect(move, `${skill} after a right answer at ${previous.level}`).toBeGreaterThanOrEqual(0);
        else expect(move, `${skill} after a wrong answer at ${previous.level}`).toBeLessThanOrEqual(0);
      });
    }
    // It starts at A2 and climbs to B1 after the first right answers.
    expect(answers[0]!.level).toBe("A2");
    expect(answers.some((answer) => answer.level === "B1")).toBe(true);
  });

  it("never shows an item twice, and picks the same items for the same seed", () => {
    const answers = run(upTo("B1"));
    expect(new Set(answers.map((answer) => answer.itemId)).size).toBe(answers.length);
    expect(run(upTo("B1")).map((answer) => answer.itemId)).toEqual(answers.map((answer) => answer.itemId));
    expect(run(upTo("B1"), FULL_TEST, "other").map((answer) => answer.itemId)).not.toEqual(answers.map((answer) => answer.itemId));
  });

  it("alternates skills, so each is measured as the test goes", () => {
    const answers = run(upTo("A2"));
    expect(answers.slice(0, 3).map((answer) => answer.skill).sort()).toEqual([...skills].sort());
  });

  it("leaves listening unmeasured when its items are passed over (no audio), and still ends", () => {
    const answers = run((item) => (item.skill === "listening" ? null : placementLevels.indexOf(item.level) <= 1));
    const outcome = outcomeOf(answers);
    expect(outcome.skills.listening).toBeNull();
    expect(answers.filter((answer) => answer.skill === "listening")).toHaveLength(FULL_TEST.maxSkipsPerSkill);
    // The other skills take the items listening could not: the test keeps its length.
    expect(answers.length).toBeGreaterThanOrEqual(15);
    expect(run((item) => (item.skill === "listening" ? null : true), MINI_TEST).length).toBeGreaterThanOrEqual(6);
    expect(outcome.skills.reading).toBe("A2");
    expect(outcome.overall).toBe("A2");
  });

  it("keeps the mini placement of /try to 6 to 9 items, within one level of the full test", () => {
    for (const mastered of ["A1", "A2", "B1", "B2"] as const) {
      const answers = run(upTo(mastered), MINI_TEST);
      expect(answers.length).toBeGreaterThanOrEqual(6);
      expect(answers.length).toBeLessThanOrEqual(9);
      const distance = Math.abs(placementLevels.indexOf(outcomeOf(answers).overall as PlacementLevel) - placementLevels.indexOf(mastered));
      expect(distance, `mini test for ${mastered}`).toBeLessThanOrEqual(1);
    }
  });

  it("reads the estimate as a level only once the level's items are mostly right", () => {
    expect(levelOf(-0.5)).toBe("preA1");
    expect(levelOf(0.4)).toBe("A1");
    expect(levelOf(1.4)).toBe("A2");
    expect(levelOf(5)).toBe("B2");
    const before = abilityOf([]);
    const after = abilityOf([{ itemId: "x", skill: "reading", level: "A2", correct: true }]);
    expect(after.theta).toBeGreaterThan(before.theta);
    expect(after.spread).toBeLessThan(before.spread);
  });
});
