import { describe, expect, it } from "vitest";
import { typedAnswerAccepted } from "./testing/answers";

/*
 * The unit on French speakers' traps in English teaches the right form: its typed items accept it
 * and refuse the calque or false friend a French speaker would write, whatever alternatives are
 * added later.
 */

const verdict = (exerciseId: string, text: string) => typedAnswerAccepted("en", exerciseId, text);

const cases: { id: string; right: string; trap: string }[] = [
  { id: "en-u09-l01-e02", right: "her", trap: "his" },
  {
    id: "en-u09-l01-e04",
    right: "I agree with you, but it depends on the budget.",
    trap: "I am agree with you, but it depends of the budget.",
  },
  { id: "en-u09-l01-e07", right: "I agree with the new policy.", trap: "I am agree with the new policy." },
  { id: "en-u09-l01-e08", right: "It depends on the client's answer.", trap: "It depends of the client's answer." },
  {
    id: "en-u09-l01-e09",
    right: "Sophie forgot her laptop in the meeting room.",
    trap: "Sophie forgot his laptop in the meeting room.",
  },
  { id: "en-u09-l02-e03", right: "made", trap: "did" },
  {
    id: "en-u09-l02-e04",
    right: "I'm 30 and I've worked here for three years.",
    trap: "I have 30 years and I work here since three years.",
  },
  {
    id: "en-u09-l02-e09",
    right: "We made a decision two weeks ago.",
    trap: "We made a decision since two weeks.",
  },
  { id: "en-u09-l03-e03", right: "wait", trap: "attend" },
  {
    id: "en-u09-l03-e04",
    right: "I need to send my resume by Friday.",
    trap: "I need to send my summary by Friday.",
  },
  { id: "en-u09-l03-e07", right: "check", trap: "control" },
  {
    id: "en-u09-l03-e09",
    right: "We're having a meeting with the client tomorrow.",
    trap: "We're having a reunion with the client tomorrow.",
  },
  { id: "en-u09-l04-e02", right: "advice", trap: "advices" },
  {
    id: "en-u09-l04-e04",
    right: "Could you send me the information about the training?",
    trap: "Could you send me the informations about the formation?",
  },
  { id: "en-u09-l04-e07", right: "Do", trap: "Are" },
  { id: "en-u09-l04-e09", right: "Can you give me some advice?", trap: "Can you give me an advice?" },
];

describe("the French speakers' traps unit", () => {
  it.each(cases)("$id accepts « $right » and refuses « $trap »", ({ id, right, trap }) => {
    expect(verdict(id, right)).toBe(true);
    expect(verdict(id, trap)).toBe(false);
  });

  it("accepts the British « take a decision » beside the North American « make a decision »", () => {
    expect(verdict("en-u09-l02-e09", "We made a decision two weeks ago.")).toBe(true);
    expect(verdict("en-u09-l02-e09", "We took a decision two weeks ago.")).toBe(true);
  });

  it("accepts « résumé » with or without its accents, and the American spelling « favor »", () => {
    expect(verdict("en-u09-l03-e04", "I have to send my résumé before Friday.")).toBe(true);
    expect(verdict("en-u09-l03-e04", "I have to send my resume before Friday.")).toBe(true);
    expect(verdict("en-u09-l02-e08", "Can you do me a favor and call the supplier?")).toBe(true);
  });
});
