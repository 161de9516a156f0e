import { describe, expect, it } from "vitest";
import { courseIndex } from "./course-index";
import { typedAnswerAccepted } from "./testing/answers";

/*
 * The English unit on reports teaches reported speech, the passive and the third conditional: its
 * typed items accept the right form and refuse the one a French speaker writes (said me, no
 * backshift, suggest to, an inverted reported question, a missing participle, the present perfect
 * with yesterday, would after if), whatever alternatives are added later.
 */

const verdict = (exerciseId: string, text: string) => typedAnswerAccepted("en", exerciseId, text);

const cases: { id: string; right: string; wrong: string }[] = [
  { id: "en-u12-l01-e02", right: "would", wrong: "will" },
  {
    id: "en-u12-l01-e04",
    right: "She told me that the order had arrived.",
    wrong: "She said me that the order had arrived.",
  },
  { id: "en-u12-l01-e07", right: "was", wrong: "is" },
  { id: "en-u12-l01-e09", right: "He said he could come the next day.", wrong: "He said he can come the next day." },
  { id: "en-u12-l02-e02", right: "postponing", wrong: "to postpone" },
  {
    id: "en-u12-l02-e04",
    right: "The client asked if we could deliver on Saturday.",
    wrong: "The client asked if could we deliver on Saturday.",
  },
  { id: "en-u12-l02-e07", right: "reminded", wrong: "suggested" },
  {
    id: "en-u12-l02-e09",
    right: "They suggested postponing the launch by a month.",
    wrong: "They suggested to postpone the launch by a month.",
  },
  { id: "en-u12-l03-e02", right: "been", wrong: "be" },
  { id: "en-u12-l03-e04", right: "The problem was solved yesterday.", wrong: "The problem has been solved yesterday." },
  { id: "en-u12-l03-e07", right: "sent", wrong: "sended" },
  {
    id: "en-u12-l03-e09",
    right: "The customers were notified and two deliveries were cancelled.",
    wrong: "The customers were notify and two deliveries were cancel.",
  },
  { id: "en-u12-l04-e02", right: "would have", wrong: "would" },
  {
    id: "en-u12-l04-e04",
    right: "If we had checked the pressure, the accident wouldn't have happened.",
    wrong: "If we would have checked the pressure, the accident wouldn't have happened.",
  },
  { id: "en-u12-l04-e07", right: "should", wrong: "must" },
  {
    id: "en-u12-l04-e09",
    right: "We recommend installing a sensor on each pump.",
    wrong: "We recommend to install a sensor on each pump.",
  },
];

describe("the incident reports unit", () => {
  it.each(cases)("$id accepts « $right » and refuses « $wrong »", ({ id, right, wrong }) => {
    expect(verdict(id, right)).toBe(true);
    expect(verdict(id, wrong)).toBe(false);
  });

  it("refuses « suggested us to » and the present tense kept after « said »", () => {
    expect(verdict("en-u12-l02-e09", "They suggested that we postpone the launch by one month.")).toBe(true);
    expect(verdict("en-u12-l02-e09", "They suggested us to postpone the launch by a month.")).toBe(false);
    expect(verdict("en-u12-l01-e02", "will")).toBe(false);
    expect(verdict("en-u12-l03-e07", "send")).toBe(false);
  });

  it("accepts the contracted forms and the US spelling", () => {
    expect(verdict("en-u12-l04-e04", "If we'd checked the pressure, the accident would never have happened.")).toBe(
      true,
    );
    expect(verdict("en-u12-l04-e02", "would've")).toBe(true);
    expect(verdict("en-u12-l03-e09", "We notified the customers and canceled two deliveries.")).toBe(true);
  });

  it("accepts « were able to », the time phrase first and « taken care of »", () => {
    expect(verdict("en-u12-l02-e04", "The client asked if we were able to deliver on Saturday.")).toBe(true);
    expect(verdict("en-u12-l02-e04", "The client asked if were we able to deliver on Saturday.")).toBe(false);
    expect(verdict("en-u12-l03-e04", "Yesterday, the problem was taken care of.")).toBe(true);
    expect(verdict("en-u12-l03-e04", "Yesterday, the problem has been fixed.")).toBe(false);
    expect(verdict("en-u12-l04-e05", "Last month we should have replaced the worn belt")).toBe(true);
    expect(verdict("en-u12-l04-e05", "Last month we should replaced have the worn belt")).toBe(false);
  });

  it("opens every lesson on its teaching screen", () => {
    const unit = courseIndex("en").lessons.get("en-u12-l01")?.unit;
    expect(unit?.level).toBe("B2");
    expect(unit?.lessons.every((lesson) => lesson.teach && lesson.teach.examples.length >= 2)).toBe(true);
  });
});
