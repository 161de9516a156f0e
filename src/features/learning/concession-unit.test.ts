import { describe, expect, it } from "vitest";
import { courseIndex } from "./course-index";
import { typedAnswerAccepted } from "./testing/answers";

/*
 * The first B2 unit teaches the mood each concession word takes: its typed items accept the
 * subjunctive after « bien que », « quoique » and « à condition que », the indicative after
 * « même si », and refuse the other mood, whatever alternatives are added later.
 */

const verdict = (exerciseId: string, text: string) => typedAnswerAccepted("fr", exerciseId, text);

const cases: { id: string; right: string; wrong: string }[] = [
  { id: "fr-u14-l01-e02", right: "ait", wrong: "a" },
  {
    id: "fr-u14-l01-e04",
    right: "Bien que le projet soit en retard, le client est satisfait.",
    wrong: "Bien que le projet est en retard, le client est satisfait.",
  },
  { id: "fr-u14-l01-e07", right: "ayons fait", wrong: "avons fait" },
  {
    id: "fr-u14-l01-e09",
    right: "Quoique je comprenne votre position, je ne peux pas accepter cette contre-offre.",
    wrong: "Quoique je comprends votre position, je ne peux pas accepter cette contre-offre.",
  },
  {
    id: "fr-u14-l02-e04",
    right: "Même si le client insiste, nous ne baisserons pas le prix.",
    wrong: "Même si le client insistera, nous ne baisserons pas le prix.",
  },
  { id: "fr-u14-l02-e07", right: "avions", wrong: "aurions" },
  {
    id: "fr-u14-l04-e04",
    right: "Nous pourrions repousser l'échéance, à condition que vous versiez un acompte.",
    wrong: "Nous pourrions repousser l'échéance, à condition que vous versez un acompte.",
  },
  { id: "fr-u14-l04-e02", right: "pourrions", wrong: "pouvons" },
];

describe("the concession unit", () => {
  it.each(cases)("$id accepts « $right » and refuses « $wrong »", ({ id, right, wrong }) => {
    expect(verdict(id, right)).toBe(true);
    expect(verdict(id, wrong)).toBe(false);
  });

  it("accepts « même si » + indicative where « bien que » + subjunctive is taught, both being right", () => {
    expect(verdict("fr-u14-l01-e04", "Même si le projet est en retard, le client est satisfait.")).toBe(true);
    expect(verdict("fr-u14-l01-e04", "Même si le projet soit en retard, le client est satisfait.")).toBe(false);
  });

  it("opens every lesson on its teaching screen", () => {
    const unit = courseIndex("fr").lessons.get("fr-u14-l01")?.unit;
    expect(unit?.level).toBe("B2");
    expect(unit?.lessons.every((lesson) => lesson.teach && lesson.teach.examples.length >= 2)).toBe(true);
  });
});
