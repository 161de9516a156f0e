import { describe, expect, it } from "vitest";
import { courseIndex } from "./course-index";
import { typedAnswerAccepted } from "./testing/answers";

/*
 * The B1 writing unit's lesson on relative pronouns, which the placement test's « dont » and « où »
 * items rely on: its typed items accept « dont » after a verb built with « de » and « où » after a
 * place or a time, and refuse the « que » learners put in their place.
 */

const verdict = (exerciseId: string, text: string) => typedAnswerAccepted("fr", exerciseId, text);

const cases: { id: string; right: string; wrong: string }[] = [
  { id: "fr-u11-l05-e02", right: "où", wrong: "que" },
  {
    id: "fr-u11-l05-e04",
    right: "Le jour où la livraison est arrivée, l'entrepôt était fermé.",
    wrong: "Le jour que la livraison est arrivée, l'entrepôt était fermé.",
  },
  { id: "fr-u11-l05-e07", right: "dont", wrong: "que" },
  {
    id: "fr-u11-l05-e08",
    right: "Pourriez-vous me renvoyer le document dont nous avons discuté ce matin?",
    wrong: "Pourriez-vous me renvoyer le document que nous avons discuté ce matin?",
  },
  {
    id: "fr-u11-l05-e09",
    right: "C'est le projet dont je suis responsable.",
    wrong: "C'est le projet que je suis responsable.",
  },
];

describe("the relative pronouns lesson", () => {
  it.each(cases)("$id accepts « $right » and refuses « $wrong »", ({ id, right, wrong }) => {
    expect(verdict(id, right)).toBe(true);
    expect(verdict(id, wrong)).toBe(false);
  });

  it("accepts the formal « dans lequel » for a place, agreeing with the noun", () => {
    expect(verdict("fr-u11-l05-e02", "dans lequel")).toBe(true);
    expect(verdict("fr-u11-l05-e02", "dans laquelle")).toBe(false);
  });

  it("accepts « avoir la responsabilité de » with « dont », and refuses the anglicism « être en charge de »", () => {
    expect(verdict("fr-u11-l05-e09", "Voici le projet dont j'ai la responsabilité.")).toBe(true);
    expect(verdict("fr-u11-l05-e09", "Voici le projet que j'ai la responsabilité.")).toBe(false);
    expect(verdict("fr-u11-l05-e09", "C'est le projet dont je suis en charge.")).toBe(false);
  });

  it("refuses « quand » after a word of time", () => {
    expect(verdict("fr-u11-l05-e04", "Le jour quand la livraison est arrivée, l'entrepôt était fermé.")).toBe(false);
  });

  it("is the writing unit's fifth lesson, opening on its teaching screen", () => {
    const location = courseIndex("fr").lessons.get("fr-u11-l05");
    expect(location?.unit.level).toBe("B1");
    expect(location?.lessonIndex).toBe(4);
    expect(location?.lesson.teach?.examples.length).toBeGreaterThanOrEqual(2);
  });
});
