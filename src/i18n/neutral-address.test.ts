import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { namespaces } from "./config";

/*
 * Nothing the interface says to the learner assumes their gender, which the product never asks:
 * « Vous avez mené le dialogue jusqu'au bout », not « vous êtes allé au bout ».
 */

const messagesDir = path.resolve(__dirname, "../../messages");

function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, at ? `${at}.${key}` : key));
  return [];
}

function messages(locale: string): [string, string][] {
  return namespaces.flatMap((namespace) =>
    strings(JSON.parse(readFileSync(path.join(messagesDir, locale, `${namespace}.json`), "utf8")), namespace),
  );
}

/** « vous êtes » or « tu es » followed by a participle or an adjective that agrees with the person. */
const FRENCH_GENDERED =
  /\b(vous êtes|êtes-vous|tu es|es-tu)\s+((\p{L}+(é|ée|és|ées))|prête?s?|seule?s?|contente?s?|inscrite?s?|certaine?s?|sûre?s?|parti|partie|venue?s?|arrivée?s?)(?!\p{L})|\bpar vous seule?s?\b|^prête?s? à /iu;
/** « ¡Bienvenido! » greets one gender; « Bienvenida » alone is the noun (a welcome), which is neutral. */
const SPANISH_GENDERED = /^¡bienvenid[oa]s?\b|^¿list[oa]s? para\b/iu;

describe("text addressed to the learner", () => {
  it("in French, has no form that agrees with the learner's gender", () => {
    const found = messages("fr").filter(([, text]) => FRENCH_GENDERED.test(text));
    expect(found).toEqual([]);
  });

  it("in Spanish, greets and invites without a gendered adjective", () => {
    const found = messages("es").filter(([, text]) => SPANISH_GENDERED.test(text));
    expect(found).toEqual([]);
  });

  it("recognizes the forms it forbids, and leaves neutral ones", () => {
    for (const text of [
      "Activité réussie : vous êtes allé au bout du dialogue.",
      "Vous êtes connecté : ajoutez ce résultat",
      "Prêt à commencer?",
      "visibles par vous seul et gardés",
    ])
      expect(text).toMatch(FRENCH_GENDERED);
    for (const text of [
      "Activité réussie : vous avez mené le dialogue jusqu'au bout.",
      "Vous êtes la seule personne propriétaire d'une organisation.",
      "Si vous êtes d'accord",
    ])
      expect(text).not.toMatch(FRENCH_GENDERED);
    expect("¡Bienvenido! ¿Por dónde empezar?").toMatch(SPANISH_GENDERED);
    expect("¿Listo para empezar?").toMatch(SPANISH_GENDERED);
    expect("¡Le damos la bienvenida!").not.toMatch(SPANISH_GENDERED);
    expect("Bienvenida").not.toMatch(SPANISH_GENDERED);
  });
});
