import { describe, expect, it } from "vitest";
import { courseIndex } from "./course-index";
import { typedAnswerAccepted } from "./testing/answers";

/*
 * The reported-speech unit teaches what changes when words are passed on: « que » and « si »
 * that are never dropped, the pronouns and possessives of the person reporting, the tenses that
 * move back once the reporting verb is in the past, « de » + infinitive for an instruction, and the
 * subjunctive after a feeling. Its typed items accept those forms and refuse the classic mistakes.
 */

const verdict = (exerciseId: string, text: string) => typedAnswerAccepted("fr", exerciseId, text);

const cases: { id: string; right: string; wrong: string }[] = [
  { id: "fr-u16-l01-e02", right: "si", wrong: "est-ce que" },
  { id: "fr-u16-l01-e07", right: "la", wrong: "me" },
  {
    id: "fr-u16-l01-e04",
    right: "La cliente dit qu'elle arrivera à 9 h.",
    wrong: "La cliente dit elle arrivera à 9 h.",
  },
  {
    id: "fr-u16-l01-e09",
    right: "Il demande si sa commande est prête.",
    wrong: "Il demande est-ce que sa commande est prête.",
  },
  { id: "fr-u16-l02-e02", right: "avait expédié", wrong: "a expédié" },
  { id: "fr-u16-l02-e07", right: "terminerait", wrong: "terminera" },
  {
    id: "fr-u16-l02-e04",
    right: "Elle a dit qu'elle enverrait le rapport le lendemain.",
    wrong: "Elle a dit qu'elle enverra le rapport le lendemain.",
  },
  {
    id: "fr-u16-l02-e09",
    right: "Il m'a dit qu'il avait terminé l'inventaire la veille.",
    wrong: "Il m'a dit qu'il a terminé l'inventaire la veille.",
  },
  { id: "fr-u16-l03-e02", right: "de", wrong: "que" },
  { id: "fr-u16-l03-e07", right: "ce que", wrong: "qu'est-ce que" },
  {
    id: "fr-u16-l03-e04",
    right: "Ma gestionnaire m'a demandé si j'avais fini le rapport.",
    wrong: "Ma gestionnaire m'a demandé est-ce que j'avais fini le rapport.",
  },
  {
    id: "fr-u16-l03-e09",
    right: "Elle nous a dit de fermer la porte de l'entrepôt.",
    wrong: "Elle nous a dit fermer la porte de l'entrepôt.",
  },
  { id: "fr-u16-l04-e02", right: "soit arrivée", wrong: "est arrivée" },
  { id: "fr-u16-l04-e07", right: "soit", wrong: "est" },
  {
    id: "fr-u16-l04-e04",
    right: "Je suis désolé que vous ayez dû attendre.",
    wrong: "Je suis désolé que vous avez dû attendre.",
  },
  {
    id: "fr-u16-l04-e09",
    right: "Le client est déçu que la livraison soit arrivée en retard.",
    wrong: "Le client est déçu que la livraison est arrivée en retard.",
  },
];

describe("the reported-speech unit", () => {
  it.each(cases)("$id accepts « $right » and refuses « $wrong »", ({ id, right, wrong }) => {
    expect(verdict(id, right)).toBe(true);
    expect(verdict(id, wrong)).toBe(false);
  });

  it("keeps the tenses in the present and moves them back in the past, with the time words", () => {
    expect(verdict("fr-u16-l01-e04", "La cliente dit qu'elle arriverait à 9 h.")).toBe(false);
    expect(verdict("fr-u16-l02-e04", "Elle a dit qu'elle enverrait le rapport demain.")).toBe(false);
    expect(verdict("fr-u16-l02-e09", "Il m'a dit qu'il avait terminé l'inventaire hier.")).toBe(false);
  });

  it("refuses an inverted reported question, a tense left unshifted and a participle left unagreed", () => {
    expect(verdict("fr-u16-l03-e04", "Ma gestionnaire m'a demandé si avais-je fini le rapport.")).toBe(false);
    expect(verdict("fr-u16-l03-e04", "Ma gestionnaire m'a demandé si j'ai fini le rapport.")).toBe(false);
    expect(verdict("fr-u16-l04-e02", "soit arrivé")).toBe(false);
  });

  it("accepts « le jour d'après » for the next day, still with the conditional", () => {
    expect(verdict("fr-u16-l02-e04", "Elle a dit qu'elle enverrait le rapport le jour d'après.")).toBe(true);
    expect(verdict("fr-u16-l02-e04", "Elle a dit qu'elle enverra le rapport le jour d'après.")).toBe(false);
  });

  it("opens every lesson on its teaching screen", () => {
    const unit = courseIndex("fr").lessons.get("fr-u16-l01")?.unit;
    expect(unit?.level).toBe("B2");
    expect(unit?.lessons.every((lesson) => lesson.teach && lesson.teach.examples.length >= 2)).toBe(true);
  });
});
