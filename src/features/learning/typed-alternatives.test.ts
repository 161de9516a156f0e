import { describe, expect, it } from "vitest";
import type { CourseId } from "./content";
import { typedAnswerAccepted } from "./testing/answers";

/*
 * Typed items of the A1–B2 units whose keys refused a natural right answer (a Quebec word, a
 * register variant, another usual wording): each now accepts it, and still refuses the classic
 * wrong answer next to it, whatever alternatives are added later.
 */

type Case = { course: CourseId; id: string; right: string; wrong: string };

const cases: Case[] = [
  {
    course: "fr",
    id: "fr-u08-l04-e09",
    right: "C'était mon premier emploi dans la ville de Québec.",
    wrong: "C'était mon premier emploi en Québec.",
  },
  {
    course: "fr",
    id: "fr-u08-l04-e09",
    right: "C'était mon premier emploi dans la province de Québec.",
    wrong: "C'était mon premier emploi à la ville de Québec.",
  },
  {
    course: "fr",
    id: "fr-u04-l04-e09",
    right: "Merci pour votre courrier électronique.",
    wrong: "Merci pour votre mail.",
  },
  {
    course: "fr",
    id: "fr-u08-l01-e04",
    right: "Je suis payé 22,50 $ à l'heure.",
    wrong: "Je suis payé 25,50 $ à l'heure.",
  },
  {
    course: "fr",
    id: "fr-u08-l03-e09",
    right: "Je voudrais ajouter ma conjointe à mes assurances.",
    wrong: "Je voudrais ajouter ma conjointe à mes assurance.",
  },
  {
    course: "fr",
    id: "fr-u10-l01-e03",
    right: "Selon moi, cette solution est trop dispendieuse.",
    wrong: "À mon avis, cette solution coûte trop chère.",
  },
  {
    course: "fr",
    id: "fr-u11-l02-e09",
    right: "Je n'ai pas de nouvelles de vous.",
    wrong: "Je n'ai pas entendu de vous.",
  },
  {
    course: "fr",
    id: "fr-u13-l02-e09",
    right: "Je vais faire un suivi de ce dossier la semaine prochaine.",
    wrong: "Je vais faire le follow-up de ce dossier la semaine prochaine.",
  },
  { course: "fr", id: "fr-u04-l03-e08", right: "timbre", wrong: "ton" },
  { course: "fr", id: "fr-u12-l01-e06", right: "Dans un premier temps", wrong: "Premier" },
  { course: "fr", id: "fr-u14-l03-e07", right: "par contre", wrong: "donc" },
  { course: "fr", id: "fr-u14-l03-e07", right: "en revanche", wrong: "pourtant que" },
  {
    course: "en",
    id: "en-u03-l04-e08",
    right: "I have an appointment at the doctor's at 3:30 p.m.",
    wrong: "I have a meeting with the doctor at 3:30 p.m.",
  },
  {
    course: "en",
    id: "en-u05-l04-e08",
    right: "We will do a follow-up next week.",
    wrong: "We will make a follow-up next week.",
  },
  { course: "en", id: "en-u04-l01-e07", right: "hold on a moment", wrong: "hold up" },
  { course: "en", id: "en-u04-l01-e07", right: "wait a minute", wrong: "attend" },
  {
    course: "en",
    id: "en-u01-l01-e09",
    right: "Hi Nadia! How's everything?",
    wrong: "Hi Nadia! Are you OK?",
  },
  { course: "en", id: "en-u02-l01-e11", right: "The printer is broken.", wrong: "The printer doesn't function." },
];

/* Keys judged right as they are: the instruction names the word wanted, so another word answers another question. */
const keptNarrow: Case[] = [
  { course: "fr", id: "fr-u17-l03-e07", right: "simplification", wrong: "simplicité" },
  { course: "en", id: "en-u10-l02-e02", right: "make", wrong: "print" },
];

describe("typed alternatives of the A1–B2 units", () => {
  it.each(cases)("$id accepts « $right » and refuses « $wrong »", ({ course, id, right, wrong }) => {
    expect(typedAnswerAccepted(course, id, right)).toBe(true);
    expect(typedAnswerAccepted(course, id, wrong)).toBe(false);
  });

  it.each(keptNarrow)("$id keeps to the word its instruction asks for", ({ course, id, right, wrong }) => {
    expect(typedAnswerAccepted(course, id, right)).toBe(true);
    expect(typedAnswerAccepted(course, id, wrong)).toBe(false);
  });
});
