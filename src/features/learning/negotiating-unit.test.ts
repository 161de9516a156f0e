import { describe, expect, it } from "vitest";
import { courseIndex } from "./course-index";
import { typedAnswerAccepted } from "./testing/answers";

/*
 * The English negotiation unit teaches the forms a French speaker gets wrong when softening,
 * setting conditions and conceding: its typed items accept the right form and refuse the calque
 * (worth to, unless … don't, if … will, despite of, even if for a fact, until for a deadline),
 * whatever alternatives are added later.
 */

const verdict = (exerciseId: string, text: string) => typedAnswerAccepted("en", exerciseId, text);

const cases: { id: string; right: string; wrong: string }[] = [
  { id: "en-u11-l01-e02", right: "calling", wrong: "to call" },
  {
    id: "en-u11-l01-e04",
    right: "Would it be possible to push back the delivery by a week?",
    wrong: "Would it be possible to push back the delivery of one week?",
  },
  { id: "en-u11-l01-e07", right: "to send", wrong: "that you send" },
  {
    id: "en-u11-l01-e09",
    right: "It might be worth comparing the two quotes.",
    wrong: "It might be worth to compare the two quotes.",
  },
  { id: "en-u11-l02-e02", right: "unless", wrong: "if" },
  {
    id: "en-u11-l02-e04",
    right: "If you order 500 boxes, we'll give you a 5% discount.",
    wrong: "If you will order 500 boxes, we will give you a 5% discount.",
  },
  { id: "en-u11-l02-e07", right: "had", wrong: "would have" },
  {
    id: "en-u11-l02-e09",
    right: "We can't lower the price unless you commit to a year.",
    wrong: "We can't lower the price unless you don't commit to a year.",
  },
  { id: "en-u11-l03-e02", right: "Although", wrong: "Despite" },
  {
    id: "en-u11-l03-e04",
    right: "Despite the delay, the client is satisfied.",
    wrong: "Despite of the delay, the client is satisfied.",
  },
  { id: "en-u11-l03-e07", right: "despite", wrong: "despite of" },
  {
    id: "en-u11-l03-e09",
    right: "Even though your offer is interesting, the delivery time is too long.",
    wrong: "Even if your offer is interesting, the delivery time is too long.",
  },
  { id: "en-u11-l04-e02", right: "by", wrong: "until" },
  {
    id: "en-u11-l04-e04",
    right: "To sum up, you'll deliver 300 boxes by March 15.",
    wrong: "To sum up, you'll deliver 300 boxes until March 15.",
  },
  {
    id: "en-u11-l04-e09",
    right: "We agreed to share the shipping costs.",
    wrong: "We are agreed to share the shipping costs.",
  },
];

describe("the negotiation unit", () => {
  it.each(cases)("$id accepts « $right » and refuses « $wrong »", ({ id, right, wrong }) => {
    expect(verdict(id, right)).toBe(true);
    expect(verdict(id, wrong)).toBe(false);
  });

  it("refuses « despite » followed by a clause where a clause needs « although »", () => {
    expect(verdict("en-u11-l03-e09", "Although your offer is interesting, the lead time is too long.")).toBe(true);
    expect(verdict("en-u11-l03-e09", "Despite your offer is interesting, the lead time is too long.")).toBe(false);
  });

  it("accepts contractions, a date in any usual form, and the mixed order of condition and offer", () => {
    expect(verdict("en-u11-l02-e04", "We will give you 5 percent off if you order 500 boxes.")).toBe(true);
    expect(verdict("en-u11-l04-e04", "To recap, you're going to deliver 300 boxes by the 15th of March.")).toBe(true);
    expect(verdict("en-u11-l02-e09", "Unless you sign a one-year contract, we cannot reduce the price.")).toBe(true);
  });

  it("accepts « delivery » without an article and « make a one-year commitment »", () => {
    expect(verdict("en-u11-l01-e04", "Would it be possible to delay delivery by a week?")).toBe(true);
    expect(verdict("en-u11-l01-e04", "Would it be possible to delay delivery of a week?")).toBe(false);
    expect(verdict("en-u11-l02-e09", "We can't lower the price unless you make a one-year commitment.")).toBe(true);
    expect(verdict("en-u11-l02-e09", "We can't lower the price unless you don't make a one-year commitment.")).toBe(
      false,
    );
  });

  it("offers no « if you would » among the wrong choices, since it is a polite form a native speaker would use", () => {
    const exercise = courseIndex("en").exercises.get("en-u11-l02-e01");
    if (exercise?.type !== "multipleChoice") throw new Error("en-u11-l02-e01 is a multiple choice");
    expect(exercise.choices[exercise.answer]).toBe("committed");
    expect(exercise.choices).not.toContain("would commit");
  });

  it("opens every lesson on its teaching screen", () => {
    const unit = courseIndex("en").lessons.get("en-u11-l01")?.unit;
    expect(unit?.level).toBe("B2");
    expect(unit?.lessons.every((lesson) => lesson.teach && lesson.teach.examples.length >= 2)).toBe(true);
  });
});
