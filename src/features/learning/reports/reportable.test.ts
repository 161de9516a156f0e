import { describe, expect, it } from "vitest";
import { courseIndex } from "../course-index";
import { lessonItemContent, reportableText, reviewItemContent, shownAnswer, typedText } from "./reportable";

const { exercises, vocabulary } = courseIndex("fr");
const firstOf = (type: string) => [...exercises.values()].find((exercise) => exercise.type === type)!;

describe("what can be reported", () => {
  it("is a typed answer the checker rejected, in an exercise answered by typing", () => {
    const typed = { kind: "text", text: "  Bienvenue à l'équipe  " };
    for (const exerciseType of ["translate", "fillGap", "listen", "wordOrder"])
      expect(reportableText({ correct: false, answer: typed, exerciseType })).toBe("Bienvenue à l'équipe");
    // Right, skipped (no audio), or not typed: nothing to report.
    expect(reportableText({ correct: true, answer: typed, exerciseType: "translate" })).toBeNull();
    expect(reportableText({ correct: null, answer: typed, exerciseType: "listen" })).toBeNull();
    expect(
      reportableText({ correct: false, answer: { kind: "tiles", tiles: ["a", "b"] }, exerciseType: "wordOrder" }),
    ).toBeNull();
    expect(
      reportableText({ correct: false, answer: { kind: "choice", index: 1 }, exerciseType: "multipleChoice" }),
    ).toBeNull();
    expect(reportableText({ correct: false, answer: typed, exerciseType: "matchPairs" })).toBeNull();
    expect(
      reportableText({ correct: false, answer: { kind: "text", text: "   " }, exerciseType: "translate" }),
    ).toBeNull();
  });

  it("reads a stored answer's text only from a typed answer", () => {
    expect(typedText({ kind: "text", text: "oui" })).toBe("oui");
    expect(typedText({ kind: "text", text: 3 })).toBeNull();
    expect(typedText({ kind: "skip" })).toBeNull();
    expect(typedText(null)).toBeNull();
    expect(typedText("oui")).toBeNull();
  });
});

describe("what a reported item was", () => {
  it("is the lesson's exercise, while it is in the course", () => {
    const exercise = firstOf("translate");
    expect(lessonItemContent("fr", exercise.id)).toEqual({ exerciseId: exercise.id, exerciseType: "translate" });
    expect(lessonItemContent("fr", "fr-gone-e99")).toBeNull();
    expect(lessonItemContent("de", exercise.id)).toBeNull();
  });

  it("is, for a review card, the exercise missed, a word recalled by typing or recognised among choices, or a phrase typed", () => {
    const exercise = firstOf("fillGap");
    const word = vocabulary.values().next().value!.item;
    expect(reviewItemContent("fr", { key: `exercise:${exercise.id}`, form: "exercise" })).toEqual({
      exerciseId: exercise.id,
      exerciseType: "fillGap",
    });
    expect(reviewItemContent("fr", { key: `vocab:${word.id}`, form: "recall" })).toEqual({
      exerciseId: word.id,
      exerciseType: "translate",
    });
    expect(reviewItemContent("fr", { key: `vocab:${word.id}`, form: "choice" })).toEqual({
      exerciseId: word.id,
      exerciseType: "multipleChoice",
    });
    expect(reviewItemContent("fr", { key: "phrase:0a1b2c", form: "recall" })).toEqual({
      exerciseId: "0a1b2c",
      exerciseType: "translate",
    });
    expect(reviewItemContent("fr", { key: "something-else", form: "exercise" })).toBeNull();
  });

  it("shows the content's own answer: a pattern's shown form, the words in order, a word's term", () => {
    const wordOrder = firstOf("wordOrder") as Extract<ReturnType<typeof firstOf>, { type: "wordOrder" }>;
    const word = vocabulary.values().next().value!.item;
    // "Bienvenue {dans|au sein de} {l'|notre }équipe, Marc!" (content ids are stable forever).
    expect(shownAnswer("fr", "fr-u01-l01-e05")).toBe("Bienvenue dans l'équipe, Marc!");
    expect(shownAnswer("fr", wordOrder.id)).toBe(wordOrder.words.join(" "));
    expect(shownAnswer("fr", word.id)).toBe(word.term);
    expect(shownAnswer("fr", "0a1b2c")).toBeNull();
  });
});
