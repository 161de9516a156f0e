import { describe, expect, it } from "vitest";
import { cardKey, cardsFromLesson, exerciseCardKey, parseCardKey, vocabularyCardKey } from "./cards";

describe("card keys", () => {
  it("names a card by its source", () => {
    expect(cardKey({ kind: "vocab", vocabularyItemId: "fr-u01-v03" })).toBe("vocab:fr-u01-v03");
    expect(cardKey({ kind: "exercise", exerciseId: "en-u02-l01-e04" })).toBe("exercise:en-u02-l01-e04");
    expect(vocabularyCardKey("fr-u01-v03")).toBe("vocab:fr-u01-v03");
    expect(exerciseCardKey("fr-u01-l01-e01")).toBe("exercise:fr-u01-l01-e01");
  });

  it("reads a key back into its source, and nothing else", () => {
    expect(parseCardKey("vocab:fr-u01-v03")).toEqual({ kind: "vocab", vocabularyItemId: "fr-u01-v03" });
    expect(parseCardKey("exercise:en-u02-l01-e04")).toEqual({ kind: "exercise", exerciseId: "en-u02-l01-e04" });
    for (const key of [
      "",
      "vocab:",
      "lesson:fr-u01-l01",
      "vocab:Fr-u01",
      "vocab:fr-u01-v03:extra",
      " vocab:fr-u01-v03",
      "exercise:fr--u01",
    ]) {
      expect(parseCardKey(key), key).toBeNull();
    }
  });

  it("refuses what is not a content id", () => {
    for (const id of ["", "fr u01", "vocab:fr-u01", "FR-U01", "fr-u01-", "-fr"]) {
      expect(() => vocabularyCardKey(id), id).toThrow(RangeError);
      expect(() => exerciseCardKey(id), id).toThrow(RangeError);
    }
  });
});

describe("cardsFromLesson", () => {
  it("makes a card for each vocabulary item and each missed exercise, vocabulary first", () => {
    expect(
      cardsFromLesson({ vocabularyIds: ["fr-u01-v01", "fr-u01-v02"], missedExerciseIds: ["fr-u01-l01-e03"] }),
    ).toEqual(["vocab:fr-u01-v01", "vocab:fr-u01-v02", "exercise:fr-u01-l01-e03"]);
  });

  it("names each source once, even when given twice", () => {
    const keys = cardsFromLesson({
      vocabularyIds: ["fr-u01-v01", "fr-u01-v01"],
      missedExerciseIds: ["fr-u01-l01-e03", "fr-u01-l01-e05", "fr-u01-l01-e03"],
    });
    expect(keys).toEqual(["vocab:fr-u01-v01", "exercise:fr-u01-l01-e03", "exercise:fr-u01-l01-e05"]);
  });

  it("leaves out the learner's existing cards, so a lesson done again creates nothing twice", () => {
    const lesson = { vocabularyIds: ["fr-u01-v01", "fr-u01-v02"], missedExerciseIds: ["fr-u01-l01-e03"] };
    const first = cardsFromLesson(lesson);
    expect(cardsFromLesson(lesson, new Set(first))).toEqual([]);
    expect(
      cardsFromLesson({ ...lesson, missedExerciseIds: ["fr-u01-l01-e03", "fr-u01-l01-e07"] }, new Set(first)),
    ).toEqual(["exercise:fr-u01-l01-e07"]);
  });

  it("makes nothing from a lesson with nothing to review", () => {
    expect(cardsFromLesson({ vocabularyIds: [], missedExerciseIds: [] })).toEqual([]);
  });
});
