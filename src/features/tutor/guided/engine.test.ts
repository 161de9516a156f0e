import { describe, expect, it } from "vitest";
import type { GuidedDialogue } from "../content-schema";
import { replyTo, startPosition } from "./engine";
import { containsKeyword, matchIntent } from "./match";

const localized = (text: string) => ({ fr: text, en: text, es: text });

/** A small dialogue written for the test, so it does not change when the content is edited. */
const dialogue: GuidedDialogue = {
  start: "greet",
  closing: "Bonne journée!",
  lines: [
    {
      id: "greet",
      madame: "Bonjour! Comment vous appelez-vous?",
      translation: localized("Hello! What is your name?"),
      hint: localized("Say your name."),
      rephrase: "Votre nom, s'il vous plaît?",
      replies: [
        {
          intent: "give-name",
          keywords: ["je m'appelle", "mon nom est"],
          example: "Je m'appelle Rafael.",
          next: "when",
        },
      ],
    },
    {
      id: "when",
      madame: "Êtes-vous libre mardi ou vendredi?",
      translation: localized("Are you free on Tuesday or Friday?"),
      hint: localized("Choose a day."),
      rephrase: "Mardi ou vendredi?",
      replies: [
        { intent: "tuesday", keywords: ["mardi"], example: "Mardi, c'est parfait.", next: "end" },
        { intent: "friday", keywords: ["vendredi"], example: "Vendredi me convient.", next: "confirm" },
      ],
    },
    {
      id: "confirm",
      madame: "Vendredi à 10 h?",
      translation: localized("Friday at 10?"),
      hint: localized("Say yes or no."),
      rephrase: "Oui ou non?",
      replies: [{ intent: "yes", keywords: ["oui", "d'accord", "parfait"], example: "Oui, d'accord.", next: "end" }],
    },
    {
      id: "job",
      madame: "Vous travaillez au point de rassemblement?",
      translation: localized("Do you work at the meeting point?"),
      hint: localized("Say where you work."),
      rephrase: "Votre travail, c'est où?",
      glossary: { rassemblement: "Le point de rassemblement, c'est l'endroit où on se retrouve dehors." },
      replies: [
        {
          intent: "no-job",
          keywords: ["travaille pas", "pas de travail"],
          example: "Non, je travaille pas.",
          next: "end",
        },
        {
          intent: "works",
          keywords: ["je travaille", "finir vendredi", "2 semaines", "17 h"],
          example: "Je travaille.",
          next: "end",
        },
      ],
    },
  ],
};

const at = (lineId: string) => ({ lineId, misses: 0 });

describe("matching a free reply to an intent", () => {
  it("finds the keyword inside the sentence, whatever the case, accents and punctuation", () => {
    expect(containsKeyword("Bonjour, JE M’APPELLE Rafael!", "je m'appelle", "fr")).toBe(true);
    expect(containsKeyword("ok pour vendredí", "vendredi", "fr")).toBe(true);
    expect(containsKeyword("Hi, I'm Louis", "i am", "en")).toBe(true);
  });

  it("forgives one slip in a long word, never in a short one", () => {
    expect(containsKeyword("vandredi", "vendredi", "fr")).toBe(true);
    expect(containsKeyword("ton nom est Luc", "mon nom est", "fr")).toBe(false);
    expect(containsKeyword("mercredi", "vendredi", "fr")).toBe(false);
  });

  it("takes words written together without their apostrophe", () => {
    expect(containsKeyword("bonjour jai fini", "j'ai", "fr")).toBe(true);
    expect(containsKeyword("Mappelle Rafael", "je m'appelle", "fr")).toBe(false);
    expect(containsKeyword("je mappelle Rafael", "je m'appelle", "fr")).toBe(true);
    expect(containsKeyword("im ready", "i'm ready", "en")).toBe(true);
    expect(containsKeyword("monsieur", "mon", "fr")).toBe(false);
  });

  it("needs the keyword's words together and in order", () => {
    expect(containsKeyword("nom mon est", "mon nom est", "fr")).toBe(false);
    expect(containsKeyword("", "oui", "fr")).toBe(false);
  });

  it("takes the first intent that matches, in the content's order", () => {
    const replies = dialogue.lines[1]!.replies;
    expect(matchIntent("vendredi ou mardi", replies, "fr")?.intent).toBe("tuesday");
    expect(matchIntent("jeudi", replies, "fr")).toBeNull();
  });
});

describe("a guided dialogue", () => {
  it("follows the branch the reply chooses, to the closing line", () => {
    let turn = replyTo(dialogue, startPosition(dialogue), "Bonjour, je m'appelle Rafael", "fr");
    expect(turn).toMatchObject({
      kind: "matched",
      intent: "give-name",
      madame: "Êtes-vous libre mardi ou vendredi?",
      position: { lineId: "when" },
    });
    turn = replyTo(dialogue, turn.position, "Vendredi, s'il vous plaît", "fr");
    expect(turn).toMatchObject({ kind: "matched", intent: "friday", position: { lineId: "confirm" } });
    turn = replyTo(dialogue, turn.position, "oui parfait", "fr");
    expect(turn).toMatchObject({ kind: "matched", madame: "Bonne journée!", position: { lineId: "end" }, line: null });
    expect(() => replyTo(dialogue, turn.position, "encore", "fr")).toThrow(RangeError);
  });

  it("rephrases a reply it does not understand, then gives the hint, then an example; a match starts the count over", () => {
    const first = replyTo(dialogue, startPosition(dialogue), "euh…", "fr");
    expect(first).toMatchObject({
      kind: "missed",
      madame: "Votre nom, s'il vous plaît?",
      help: "hint",
      position: { lineId: "greet", misses: 1 },
    });
    const second = replyTo(dialogue, first.position, "euh… bof", "fr");
    expect(second).toMatchObject({ kind: "missed", help: "example", position: { misses: 2 } });
    const third = replyTo(dialogue, second.position, "Mon nom est Rafael", "fr");
    expect(third).toMatchObject({ kind: "matched", position: { lineId: "when", misses: 0 } });
  });
});

describe("reading what a reply means", () => {
  it("does not take a negated keyword for its affirmative intent", () => {
    expect(replyTo(dialogue, at("job"), "Je ne travaille pas", "fr")).toMatchObject({ intent: "no-job" });
    expect(replyTo(dialogue, at("job"), "J'travaille pas, moi", "fr")).toMatchObject({ intent: "no-job" });
    expect(replyTo(dialogue, at("job"), "Oui, je travaille là", "fr")).toMatchObject({ intent: "works" });
  });

  it("lets a function-word keyword accept a short reply, never one that says something else", () => {
    expect(replyTo(dialogue, at("confirm"), "Oui!", "fr")).toMatchObject({ kind: "matched", intent: "yes" });
    expect(replyTo(dialogue, at("confirm"), "Oui, je veux bien un café", "fr")).toMatchObject({ kind: "missed" });
  });

  it("reads numbers in words as digits", () => {
    expect(replyTo(dialogue, at("job"), "ça fait deux semaines", "fr")).toMatchObject({ intent: "works" });
    expect(replyTo(dialogue, at("job"), "jusqu'à dix-sept heures", "fr")).toMatchObject({ intent: "works" });
    expect(replyTo(dialogue, at("job"), "jusqu'à 5 h", "fr")).toMatchObject({ kind: "missed" });
  });

  it("rephrases for a learner who does not understand, explaining the word they name, and keeps the count", () => {
    expect(replyTo(dialogue, at("greet"), "Pardon? Pouvez-vous répéter?", "fr")).toMatchObject({
      kind: "missed",
      reason: "clarify",
      madame: "Votre nom, s'il vous plaît?",
      help: null,
      position: { misses: 0 },
    });
    expect(replyTo(dialogue, at("job"), "Je ne comprends pas « rassemblement »", "fr")).toMatchObject({
      reason: "clarify",
      madame: "Le point de rassemblement, c'est l'endroit où on se retrouve dehors. Votre travail, c'est où?",
    });
    expect(replyTo(dialogue, at("greet"), "Sorry, can you repeat?", "fr")).toMatchObject({ reason: "clarify" });
  });

  it("gives a sentence that would do to a learner who asks for help", () => {
    expect(replyTo(dialogue, at("greet"), "Je sais pas quoi dire", "fr")).toMatchObject({
      reason: "help",
      help: "example",
    });
  });

  it("still hears the answer around « je ne sais pas »", () => {
    expect(replyTo(dialogue, at("job"), "Je ne sais pas encore, mais je pense finir vendredi", "fr")).toMatchObject({
      kind: "matched",
      intent: "works",
    });
  });

  it("asks for the language learned when the reply is in the other one, even with a keyword", () => {
    expect(replyTo(dialogue, at("when"), "I am free on vendredi", "fr")).toMatchObject({
      kind: "missed",
      reason: "other-language",
      madame: "Essayez en français! Par exemple : « Mardi, c'est parfait. »",
      position: { misses: 1 },
    });
  });
});
