import { describe, expect, it } from "vitest";
import { courseIndex } from "./course-index";
import { typedAnswerAccepted } from "./testing/answers";

/*
 * The reports-and-procedures unit teaches the forms a written procedure, a report and a
 * recommendation need: its typed items accept them and refuse the classic mistake each lesson
 * teaches against (« avant démarrer », « sans que » + indicative, « de les », « revoit » after
 * « nous recommandons que »), whatever alternatives are added later.
 */

const verdict = (exerciseId: string, text: string) => typedAnswerAccepted("fr", exerciseId, text);

const cases: { id: string; right: string; wrong: string }[] = [
  { id: "fr-u17-l01-e02", right: "avoir vérifié", wrong: "vérifier" },
  {
    id: "fr-u17-l01-e04",
    right: "Les gants doivent être portés en tout temps.",
    wrong: "Les gants doivent être porté en tout temps.",
  },
  { id: "fr-u17-l01-e07", right: "puissent", wrong: "peuvent" },
  {
    id: "fr-u17-l01-e09",
    right: "Avant de démarrer la machine, vérifier la pression.",
    wrong: "Avant démarrer la machine, vérifier la pression.",
  },
  { id: "fr-u17-l02-e02", right: "ait été", wrong: "a été" },
  {
    id: "fr-u17-l02-e04",
    right: "Nous livrerons vendredi, à moins que le client ne fasse des changements à la commande.",
    wrong: "Nous livrerons vendredi, à moins que le client fait des changements à la commande.",
  },
  { id: "fr-u17-l02-e07", right: "d'avoir", wrong: "que vous avez" },
  {
    id: "fr-u17-l02-e09",
    right: "La commande a été modifiée sans que le client soit informé.",
    wrong: "La commande a été modifiée sans que le client est informé.",
  },
  {
    id: "fr-u17-l03-e04",
    right: "La livraison des pièces a été retardée; par conséquent, la production a ralenti.",
    wrong: "La livraison de les pièces a été retardée; par conséquent, la production a ralenti.",
  },
  { id: "fr-u17-l03-e02", right: "augmentation", wrong: "augmenté" },
  { id: "fr-u17-l04-e02", right: "suive", wrong: "suit" },
  {
    id: "fr-u17-l04-e04",
    right: "Nous recommandons que la direction revoie la procédure de sécurité.",
    wrong: "Nous recommandons que la direction revoit la procédure de sécurité.",
  },
  {
    id: "fr-u17-l04-e09",
    right: "Il serait souhaitable de former les nouveaux employés.",
    wrong: "Il serait souhaitable à former les nouveaux employés.",
  },
];

describe("the reports and procedures unit", () => {
  it.each(cases)("$id accepts « $right » and refuses « $wrong »", ({ id, right, wrong }) => {
    expect(verdict(id, right)).toBe(true);
    expect(verdict(id, wrong)).toBe(false);
  });

  it("accepts the optional expletive « ne » after « à moins que », and only with the subjunctive", () => {
    expect(
      verdict("fr-u17-l02-e04", "On va livrer vendredi, à moins que la cliente fasse des modifications à la commande."),
    ).toBe(true);
    expect(
      verdict(
        "fr-u17-l02-e04",
        "On va livrer vendredi, à moins que la cliente ne fait des modifications à la commande.",
      ),
    ).toBe(false);
    expect(verdict("fr-u17-l02-e08", "Le contrat sera renouvelé, à moins que vous nous avisiez par écrit.")).toBe(true);
  });

  it("accepts « à condition que » + subjunctive where « à condition de » is taught, both being right", () => {
    expect(verdict("fr-u17-l02-e07", "que vous ayez")).toBe(true);
    expect(verdict("fr-u17-l02-e07", "de avoir")).toBe(false);
  });

  it("accepts « mettre la machine en marche », « en » before « sans que »'s subjunctive and « a été ralentie »", () => {
    expect(verdict("fr-u17-l01-e09", "Avant de mettre la machine en marche, vérifier la pression.")).toBe(true);
    expect(verdict("fr-u17-l01-e09", "Avant mettre la machine en marche, vérifier la pression.")).toBe(false);
    expect(verdict("fr-u17-l02-e09", "La commande a été modifiée sans que le client en ait été informé.")).toBe(true);
    expect(verdict("fr-u17-l02-e09", "La commande a été modifiée sans que le client en est informé.")).toBe(false);
    expect(
      verdict(
        "fr-u17-l03-e04",
        "La livraison des pièces a été retardée; par conséquent, la production a été ralentie.",
      ),
    ).toBe(true);
    expect(
      verdict("fr-u17-l03-e04", "La livraison de les pièces a été retardée; par conséquent, la production a ralenti."),
    ).toBe(false);
  });

  it("opens every lesson on its teaching screen", () => {
    const unit = courseIndex("fr").lessons.get("fr-u17-l01")?.unit;
    expect(unit?.level).toBe("B2");
    expect(unit?.lessons).toHaveLength(4);
    expect(unit?.lessons.every((lesson) => lesson.teach && lesson.teach.examples.length >= 2)).toBe(true);
  });
});
