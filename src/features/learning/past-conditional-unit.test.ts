import { describe, expect, it } from "vitest";
import { courseIndex } from "./course-index";
import { typedAnswerAccepted } from "./testing/answers";

/*
 * The unit on looking back at an incident teaches the pluperfect (with « être » and its agreement),
 * the past conditional (« aurions dû », « aurait fallu ») and « si » + pluperfect: its typed items
 * accept those forms and refuse the classic mix-ups (passé composé for the pluperfect, « avions »
 * for « aurions », « avoir » where « être » is needed, the conditional after « si »).
 */

const verdict = (exerciseId: string, text: string) => typedAnswerAccepted("fr", exerciseId, text);

const cases: { id: string; right: string; wrong: string }[] = [
  { id: "fr-u15-l01-e02", right: "avait laissé", wrong: "a laissé" },
  {
    id: "fr-u15-l01-e04",
    right: "Quand je suis arrivée au chantier, l'équipe de nuit était déjà partie.",
    wrong: "Quand je suis arrivée au chantier, l'équipe de nuit avait déjà parti.",
  },
  { id: "fr-u15-l01-e07", right: "avaient", wrong: "étaient" },
  {
    id: "fr-u15-l01-e09",
    right: "Quand la machine est tombée en panne, personne n'avait vérifié la pièce.",
    wrong: "Quand la machine est tombée en panne, personne n'a vérifié la pièce.",
  },
  { id: "fr-u15-l02-e02", right: "aurais pu", wrong: "avais pu" },
  {
    id: "fr-u15-l02-e04",
    right: "Nous aurions dû prévenir le client.",
    wrong: "Nous avions dû prévenir le client.",
  },
  { id: "fr-u15-l02-e07", right: "aurait fallu", wrong: "avait fallu" },
  { id: "fr-u15-l03-e02", right: "serait", wrong: "aurait" },
  {
    id: "fr-u15-l03-e04",
    right: "Si nous avions vérifié la pièce, la machine ne serait pas tombée en panne.",
    wrong: "Si nous aurions vérifié la pièce, la machine ne serait pas tombée en panne.",
  },
  { id: "fr-u15-l03-e07", right: "avait envoyé", wrong: "aurait envoyé" },
  {
    id: "fr-u15-l03-e09",
    right: "Si tu me l'avais dit, je serais resté plus tard.",
    wrong: "Si tu me l'aurais dit, je serais resté plus tard.",
  },
  { id: "fr-u15-l04-e02", right: "aurions gagné", wrong: "avions gagné" },
  {
    id: "fr-u15-l04-e04",
    right: "Nous aurions gagné du temps si nous avions testé le système.",
    wrong: "Nous aurions gagné du temps si nous aurions testé le système.",
  },
  { id: "fr-u15-l04-e07", right: "avait remplacé", wrong: "a remplacé" },
  {
    id: "fr-u15-l04-e09",
    right: "Qu'aurions-nous dû faire autrement?",
    wrong: "Qu'avions-nous dû faire autrement?",
  },
];

describe("the incident review unit", () => {
  it.each(cases)("$id accepts « $right » and refuses « $wrong »", ({ id, right, wrong }) => {
    expect(verdict(id, right)).toBe(true);
    expect(verdict(id, wrong)).toBe(false);
  });

  it("wants the participle of an « être » verb to agree with its subject", () => {
    expect(verdict("fr-u15-l01-e04", "L'équipe de nuit était déjà partie quand je suis arrivé au chantier.")).toBe(
      true,
    );
    expect(verdict("fr-u15-l01-e04", "L'équipe de nuit était déjà parti quand je suis arrivé au chantier.")).toBe(
      false,
    );
    expect(verdict("fr-u15-l03-e09", "Si vous me l'aviez dit, je serais restée plus longtemps.")).toBe(true);
    expect(verdict("fr-u15-l03-e09", "Si vous me l'aviez dit, j'aurais resté plus longtemps.")).toBe(false);
  });

  it("refuses « sauver du temps », the anglicism, where « gagner du temps » is taught", () => {
    expect(verdict("fr-u15-l04-e04", "Si on avait testé le système, on aurait économisé du temps.")).toBe(true);
    expect(verdict("fr-u15-l04-e04", "Si on avait testé le système, on aurait sauvé du temps.")).toBe(false);
  });

  it("opens every lesson on its teaching screen", () => {
    const unit = courseIndex("fr").lessons.get("fr-u15-l01")?.unit;
    expect(unit?.level).toBe("B2");
    expect(unit?.lessons).toHaveLength(4);
    expect(unit?.lessons.every((lesson) => lesson.teach && lesson.teach.examples.length >= 2)).toBe(true);
  });
});
