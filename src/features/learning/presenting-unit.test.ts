import { describe, expect, it } from "vitest";
import { courseIndex } from "./course-index";
import { typedAnswerAccepted } from "./testing/answers";

/*
 * The unit on presenting results and training a colleague teaches the forms a French speaker gets
 * wrong at a team meeting: its typed items accept them and refuse the calque or the wrong tense,
 * whatever alternatives are added later.
 */

const verdict = (exerciseId: string, text: string) => typedAnswerAccepted("en", exerciseId, text);

const cases: { id: string; right: string; wrong: string }[] = [
  { id: "en-u10-l01-e02", right: "hired", wrong: "have hired" },
  { id: "en-u10-l01-e04", right: "I've worked here for three years.", wrong: "I work here since three years." },
  { id: "en-u10-l01-e07", right: "since", wrong: "for" },
  { id: "en-u10-l01-e09", right: "Last month we hired two people.", wrong: "Last month we have hired two people." },
  { id: "en-u10-l02-e02", right: "make", wrong: "do" },
  {
    id: "en-u10-l02-e04",
    right: "First, put your gloves on. Next, switch on the machine.",
    wrong: "First, put on your gloves. After, turn on the machine.",
  },
  { id: "en-u10-l02-e07", right: "arrives", wrong: "will arrive" },
  {
    id: "en-u10-l02-e09",
    right: "You need to do a test before every shift.",
    wrong: "You need to make a test before every shift.",
  },
  { id: "en-u10-l03-e02", right: "the training starts", wrong: "does the training start" },
  { id: "en-u10-l03-e04", right: "Can you tell me where the file is?", wrong: "Can you tell me where is the file?" },
  { id: "en-u10-l03-e07", right: "sending", wrong: "to send" },
  { id: "en-u10-l03-e09", right: "Does that make sense so far?", wrong: "Is it clear until here?" },
  { id: "en-u10-l04-e02", right: "fewer", wrong: "less" },
  { id: "en-u10-l04-e07", right: "less", wrong: "fewer" },
  {
    id: "en-u10-l04-e04",
    right: "Our sales have increased by 10% this quarter.",
    wrong: "Our sales have increased of 10% this quarter.",
  },
  {
    id: "en-u10-l04-e09",
    right: "We received twice as many orders as last year.",
    wrong: "We received twice more orders than last year.",
  },
];

describe("the presenting and training unit", () => {
  it.each(cases)("$id accepts « $right » and refuses « $wrong »", ({ id, right, wrong }) => {
    expect(verdict(id, right)).toBe(true);
    expect(verdict(id, wrong)).toBe(false);
  });

  it("accepts both tenses for a quarter being summed up, only the simple past for last month", () => {
    expect(verdict("en-u10-l04-e04", "Our sales increased by ten percent this quarter.")).toBe(true);
    expect(verdict("en-u10-l01-e09", "We have hired two people last month.")).toBe(false);
  });

  it("accepts « rose », and refuses the invented « rised » and « raised » without an object", () => {
    expect(verdict("en-u10-l04-e04", "Our sales rose by 10% this quarter.")).toBe(true);
    expect(verdict("en-u10-l04-e04", "Our sales rised by 10% this quarter.")).toBe(false);
    expect(verdict("en-u10-l04-e04", "Our sales have raised by 10% this quarter.")).toBe(false);
  });

  it("accepts « please » in a polite indirect question, and still refuses the direct word order", () => {
    expect(verdict("en-u10-l03-e04", "Could you tell me where the file is, please?")).toBe(true);
    expect(verdict("en-u10-l03-e04", "Could you please tell me where the file is?")).toBe(true);
    expect(verdict("en-u10-l03-e04", "Could you please tell me where is the file?")).toBe(false);
  });

  it("opens every lesson on its teaching screen", () => {
    const unit = courseIndex("en").lessons.get("en-u10-l01")?.unit;
    expect(unit?.level).toBe("B1");
    expect(unit?.lessons.every((lesson) => lesson.teach && lesson.teach.examples.length >= 2)).toBe(true);
  });
});
