import { describe, expect, it } from "vitest";
import { exerciseProblems } from "../content-checks";
import { courseIds } from "../content";
import { ITEMS_PER_CELL, placementLevels, skills } from "./content-schema";
import { readPlacementBank } from "./content";

describe.each(courseIds)("the %s placement bank", (courseId) => {
  const bank = readPlacementBank(courseId);

  it("tests the language of its track", () => {
    expect(bank.language).toBe(courseId);
  });

  it("has unique ids, items prefixed by the track, and exercises that hold together", () => {
    const ids = bank.items.flatMap((item) => [item.id, item.exercise.id]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(bank.items.filter((item) => !item.id.startsWith(`${courseId}-pt-`)).map((item) => item.id)).toEqual([]);
    expect(bank.items.flatMap((item) => exerciseProblems(courseId, item.exercise))).toEqual([]);
  });

  it("offers at least four choices in every multiple-choice item (a guess is right one time in four at most)", () => {
    const short = bank.items
      .filter((item) => item.exercise.type === "multipleChoice" && item.exercise.choices.length < 4)
      .map((item) => item.id);
    expect(short).toEqual([]);
  });

  it(`holds at least ${ITEMS_PER_CELL} items per skill and level (counts printed)`, () => {
    const cells = skills.flatMap((skill) =>
      placementLevels.map((level) => ({
        skill,
        level,
        count: bank.items.filter((item) => item.skill === skill && item.level === level).length,
      })),
    );
    console.log(
      `placement ${courseId}: ${cells.map((cell) => `${cell.skill} ${cell.level} ${cell.count}`).join(" · ")} · total ${bank.items.length}`,
    );
    for (const cell of cells) expect(cell.count, `${cell.skill} ${cell.level}`).toBeGreaterThanOrEqual(ITEMS_PER_CELL);
  });
});
