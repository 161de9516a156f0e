import { describe, expect, it } from "vitest";
import { typedAnswerAccepted } from "./testing/answers";

/*
 * The unit on workplace anglicisms teaches the forms the OQLF recommends: its typed items accept
 * those and refuse the anglicism or calque they replace, whatever alternatives are added later.
 */

const verdict = (exerciseId: string, text: string) => typedAnswerAccepted("fr", exerciseId, text);

const cases: { id: string; recommended: string; anglicism: string }[] = [
  { id: "fr-u13-l01-e02", recommended: "annuler", anglicism: "canceller" },
  {
    id: "fr-u13-l01-e04",
    recommended: "Pouvons-nous planifier une réunion mardi?",
    anglicism: "Pouvons-nous céduler un meeting mardi?",
  },
  { id: "fr-u13-l01-e07", recommended: "date limite", anglicism: "deadline" },
  { id: "fr-u13-l02-e02", recommended: "pièce jointe", anglicism: "attachement" },
  {
    id: "fr-u13-l02-e09",
    recommended: "Je vais faire le suivi de ce dossier la semaine prochaine.",
    anglicism: "Je vais faire un suivi sur ce dossier la semaine prochaine.",
  },
  { id: "fr-u13-l03-e02", recommended: "avoir du sens", anglicism: "faire du sens" },
  {
    id: "fr-u13-l03-e04",
    recommended: "Qui est responsable de ce projet?",
    anglicism: "Qui est en charge de ce projet?",
  },
  { id: "fr-u13-l03-e07", recommended: "atteint", anglicism: "rencontré" },
  {
    id: "fr-u13-l03-e09",
    recommended: "Cette solution a assurément du sens.",
    anglicism: "Cette solution fait définitivement du sens.",
  },
  { id: "fr-u13-l04-e02", recommended: "au", anglicism: "sur le" },
  {
    id: "fr-u13-l04-e04",
    recommended: "J'ai postulé au poste de comptable.",
    anglicism: "J'ai appliqué sur le poste de comptable.",
  },
  {
    id: "fr-u13-l04-e09",
    recommended: "Veux-tu aller marcher à l'heure du dîner?",
    anglicism: "Veux-tu prendre une marche sur l'heure du dîner?",
  },
];

describe("the workplace anglicisms unit", () => {
  it.each(cases)("$id accepts « $recommended » and refuses « $anglicism »", ({ id, recommended, anglicism }) => {
    expect(verdict(id, recommended)).toBe(true);
    expect(verdict(id, anglicism)).toBe(false);
  });

  it("accepts « opportunité » in the sense the OQLF does not condemn, beside « occasion »", () => {
    expect(verdict("fr-u13-l04-e07", "occasion")).toBe(true);
    expect(verdict("fr-u13-l04-e07", "opportunité")).toBe(true);
  });
});
