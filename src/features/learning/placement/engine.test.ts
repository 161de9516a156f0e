import { describe, expect, it } from "vitest";
import { placementLevels, skills, type PlacementItem, type PlacementLevel } from "./content-schema";
import { abilitiesOf, guessingOf, levelOf, withGuessing, type PlacementAnswer } from "./ability-estimate";
import { FULL_TEST, MINI_TEST, nextItem, outcomeOf, type TestLength } from "./engine";

/*
 * A bank of 8 items per skill and level, shaped like the real one where the engine looks: reading
 * questions have four choices, listening and writing are typed. Only ids, skills, levels and the
 * exercise's type and choices matter to the engine.
 */
const exerciseOf = (id: string, skill: string) =>
  skill === "reading"
    ? { id, type: "multipleChoice", choices: ["a", "b", "c", "d"], answer: 0 }
    : { id, type: "translate", answers: ["x"] };
const bank: PlacementItem[] = skills.flatMap((skill) =>
  placementLevels.flatMap((level) =>
    Array.from(
      { length: 8 },
      (_, n) =>
        ({
          id: `${skill}-${level}-${n}`,
          skill,
          level,
          exercise: exerciseOf(`${skill}-${level}-${n}-x`, skill),
        }) as unknown as PlacementItem,
    ),
  ),
);
const byId = new Map(bank.map((item) => [item.id, item]));

type Learner = (item: PlacementItem, position: number) => boolean | null;
/** Gets every item right up to a level, every one above it wrong. */
const upTo =
  (level: PlacementLevel | null): Learner =>
  (item) =>
    level !== null && placementLevels.indexOf(item.level) <= placementLevels.indexOf(level);

function run(learner: Learner, length: TestLength = FULL_TEST, seed = "seed"): PlacementAnswer[] {
  const answers: PlacementAnswer[] = [];
  for (let item = nextItem(bank, answers, length, seed); item; item = nextItem(bank, answers, length, seed)) {
    answers.push(
      ...withGuessing(
        [{ itemId: item.id, skill: item.skill, level: item.level, correct: learner(item, answers.length) }],
        byId,
      ),
    );
    if (answers.length > 100) throw new Error("the test never ends");
  }
  return answers;
}

const answer = (
  level: PlacementLevel,
  correct: boolean,
  guessing: number,
  skill: PlacementItem["skill"] = "reading",
): PlacementAnswer => ({ itemId: `${skill}-${level}`, skill, level, correct, guessing });

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
    const learner: Learner = (item) =>
      item.skill === "reading"
        ? true
        : item.skill === "writing"
          ? item.level === "A1"
          : placementLevels.indexOf(item.level) <= 1;
    const outcome = outcomeOf(run(learner));
    expect(outcome.skills).toEqual({ reading: "B2", listening: "A2", writing: "A1" });
    expect(outcome.overall).toBe("A2");
  });

  it("moves a skill's estimate with each of its answers: up after a right one, down after a wrong one", () => {
    const answers = run(upTo("A2"));
    answers.forEach((given, i) => {
      const before = abilitiesOf(answers.slice(0, i))[given.skill].theta;
      const after = abilitiesOf([...answers.slice(0, i), given])[given.skill].theta;
      if (given.correct) expect(after, `${given.itemId} right`).toBeGreaterThan(before);
      else expect(after, `${given.itemId} wrong`).toBeLessThan(before);
    });
    // It starts at A2, climbs to B1 after right answers and settles back at A2.
    expect(answers[0]!.level).toBe("A2");
    expect(answers.some((given) => given.level === "B1")).toBe(true);
    for (const skill of skills)
      expect(answers.filter((given) => given.skill === skill).at(-1)!.level, skill).not.toBe("B2");
  });

  it("never shows an item twice, and picks the same items for the same seed", () => {
    const answers = run(upTo("B1"));
    expect(new Set(answers.map((given) => given.itemId)).size).toBe(answers.length);
    expect(run(upTo("B1")).map((given) => given.itemId)).toEqual(answers.map((given) => given.itemId));
    expect(run(upTo("B1"), FULL_TEST, "other").map((given) => given.itemId)).not.toEqual(
      answers.map((given) => given.itemId),
    );
  });

  it("alternates skills, so each is measured as the test goes", () => {
    const answers = run(upTo("A2"));
    expect(
      answers
        .slice(0, 3)
        .map((given) => given.skill)
        .sort(),
    ).toEqual([...skills].sort());
  });

  it("leaves listening unmeasured when its items are passed over (no audio), and still ends", () => {
    const answers = run((item) => (item.skill === "listening" ? null : placementLevels.indexOf(item.level) <= 1));
    const outcome = outcomeOf(answers);
    expect(outcome.skills.listening).toBeNull();
    expect(answers.filter((given) => given.skill === "listening")).toHaveLength(FULL_TEST.maxSkipsPerSkill);
    // The other skills take the items listening could not: the test keeps its length.
    expect(answers.length).toBeGreaterThanOrEqual(15);
    expect(run((item) => (item.skill === "listening" ? null : true), MINI_TEST).length).toBeGreaterThanOrEqual(6);
    expect(outcome.skills.reading).toBe("A2");
    expect(outcome.overall).toBe("A2");
  });

  it("keeps the mini placement of /try to 6 to 10 items, within one level of the full test, and lets it reach B2", () => {
    for (const mastered of placementLevels) {
      const answers = run(upTo(mastered), MINI_TEST);
      expect(answers.length).toBeGreaterThanOrEqual(6);
      expect(answers.length).toBeLessThanOrEqual(MINI_TEST.maxItems);
      const distance = Math.abs(
        placementLevels.indexOf(outcomeOf(answers).overall as PlacementLevel) - placementLevels.indexOf(mastered),
      );
      expect(distance, `mini test for ${mastered}`).toBeLessThanOrEqual(1);
    }
    const strongest = run(upTo("B2"), MINI_TEST);
    expect(strongest.some((given) => given.level === "B2")).toBe(true);
    expect(outcomeOf(strongest).overall).toBe("B2");
  });

  it("does not credit a level to clicks that guessing explains", () => {
    // One question in four right, typed answers all wrong: what pressing the same button gives.
    for (const length of [FULL_TEST, MINI_TEST]) {
      for (const lucky of [0, 1, 2, 3]) {
        const outcome = outcomeOf(run((item, position) => item.skill === "reading" && position % 4 === lucky, length));
        expect(outcome.skills.reading, `reading, lucky at ${lucky}`).toMatch(/^(preA1|A1)$/);
        expect(outcome.overall).toBe("preA1");
      }
    }
    // A learner who knows a few A1 words and clicks: the lucky clicks weigh little beside the rest.
    const someWords: Learner = (item, position) =>
      item.skill === "reading" ? position % 4 === 0 : item.level === "A1";
    for (const length of [FULL_TEST, MINI_TEST])
      expect(outcomeOf(run(someWords, length)).skills.reading).toMatch(/^(preA1|A1)$/);
  });

  it("credits nothing above A1 without one right answer that guessing cannot give", () => {
    const clicksOnly = outcomeOf(run((item) => item.skill === "reading"));
    expect(clicksOnly.skills).toEqual({ reading: "A1", listening: "preA1", writing: "preA1" });
    // The same reading beside one right typed answer is read for what it is.
    const oneTyped = outcomeOf(
      run((item) => item.skill === "reading" || (item.skill === "writing" && item.level === "A1")),
    );
    expect(["B1", "B2"]).toContain(oneTyped.skills.reading);
  });

  it("counts a right click on a four-choice question for less than a right typed answer, and a wrong one for as much", () => {
    const prior = abilitiesOf([]).reading.theta;
    const clicked = abilitiesOf([answer("B1", true, 0.25)]).reading.theta;
    const typed = abilitiesOf([answer("B1", true, 0)]).reading.theta;
    expect(clicked).toBeGreaterThan(prior);
    expect(typed).toBeGreaterThan(clicked);
    expect(abilitiesOf([answer("B1", false, 0.25)]).reading.theta).toBeLessThan(prior);
  });

  it("lets the skills inform one another, while enough answers of a skill outweigh the others", () => {
    const strongElsewhere = [
      ...Array.from({ length: 6 }, () => answer("B2", true, 0, "writing")),
      ...Array.from({ length: 6 }, () => answer("B2", true, 0, "listening")),
    ];
    expect(abilitiesOf(strongElsewhere).reading.theta).toBeGreaterThan(abilitiesOf([]).reading.theta + 0.5);
    const weakReader = [...strongElsewhere, ...Array.from({ length: 8 }, () => answer("A1", false, 0.25))];
    expect(abilitiesOf(weakReader).reading.level).toBe("preA1");
  });

  it("reads each answer's guessing chance from the bank, so stored answers need no new field", () => {
    const stored = [
      { itemId: "reading-A1-0", skill: "reading" as const, level: "A1" as const, correct: true },
      { itemId: "writing-A1-0", skill: "writing" as const, level: "A1" as const, correct: false },
      { itemId: "gone-from-the-bank", skill: "reading" as const, level: "A2" as const, correct: true },
    ];
    expect(withGuessing(stored, byId).map((given) => given.guessing)).toEqual([0.25, 0, 0.25]);
    expect(guessingOf({ ...bank[0]!, exercise: { type: "wordOrder" } } as unknown as PlacementItem)).toBeGreaterThan(0);
    expect(guessingOf({ ...bank[0]!, exercise: { type: "wordOrder" } } as unknown as PlacementItem)).toBeLessThan(0.25);
  });

  it("reads the estimate as a level only once the level's items are mostly known", () => {
    expect(levelOf(-0.5)).toBe("preA1");
    expect(levelOf(0.4)).toBe("A1");
    expect(levelOf(1.4)).toBe("A2");
    expect(levelOf(5)).toBe("B2");
    const before = abilitiesOf([]).reading;
    const after = abilitiesOf([answer("A2", true, 0)]).reading;
    expect(after.theta).toBeGreaterThan(before.theta);
    expect(after.spread).toBeLessThan(before.spread);
  });
});
