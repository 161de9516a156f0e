/*
 * Gender and number: two words that read as one lemma with another gender or number ending
 * (fermés / fermées, travail / travaux, le / la) are one word in the wrong form, an agreement rule
 * to name, however few letters differ.
 */
import type { CheckLanguage, Note } from "./types";

/** French masculine/feminine endings (masculine first), longest first; the plain -e last. */
const FRENCH_GENDER: [string, string][] = [
  ["teur", "trice"],
  ["eux", "euse"],
  ["eur", "euse"],
  ["ien", "ienne"],
  ["on", "onne"],
  ["el", "elle"],
  ["en", "enne"],
  ["eau", "elle"],
  ["et", "ette"],
  ["er", "ère"],
  ["if", "ive"],
  ["il", "ille"],
  ["ou", "olle"],
  ["oux", "ouce"],
  ["ic", "ique"],
  ["c", "che"],
  ["g", "gue"],
  ["", "e"],
];
/** Determiners and their gender: « le clé » for « la clé » is agreement. */
const FRENCH_DETERMINERS: Record<string, { lemma: string; feminine: boolean; plural: boolean }> = {
  le: { lemma: "le", feminine: false, plural: false },
  la: { lemma: "le", feminine: true, plural: false },
  les: { lemma: "le", feminine: false, plural: true },
  un: { lemma: "un", feminine: false, plural: false },
  une: { lemma: "un", feminine: true, plural: false },
  des: { lemma: "un", feminine: false, plural: true },
  ce: { lemma: "ce", feminine: false, plural: false },
  cet: { lemma: "ce", feminine: false, plural: false },
  cette: { lemma: "ce", feminine: true, plural: false },
  ces: { lemma: "ce", feminine: false, plural: true },
  mon: { lemma: "mon", feminine: false, plural: false },
  ma: { lemma: "mon", feminine: true, plural: false },
  mes: { lemma: "mon", feminine: false, plural: true },
  ton: { lemma: "ton", feminine: false, plural: false },
  ta: { lemma: "ton", feminine: true, plural: false },
  tes: { lemma: "ton", feminine: false, plural: true },
  son: { lemma: "son", feminine: false, plural: false },
  sa: { lemma: "son", feminine: true, plural: false },
  ses: { lemma: "son", feminine: false, plural: true },
  notre: { lemma: "notre", feminine: false, plural: false },
  nos: { lemma: "notre", feminine: false, plural: true },
  votre: { lemma: "votre", feminine: false, plural: false },
  vos: { lemma: "votre", feminine: false, plural: true },
  leur: { lemma: "leur", feminine: false, plural: false },
  leurs: { lemma: "leur", feminine: false, plural: true },
  tout: { lemma: "tout", feminine: false, plural: false },
  toute: { lemma: "tout", feminine: true, plural: false },
  tous: { lemma: "tout", feminine: false, plural: true },
  toutes: { lemma: "tout", feminine: true, plural: true },
  quel: { lemma: "quel", feminine: false, plural: false },
  quelle: { lemma: "quel", feminine: true, plural: false },
  quels: { lemma: "quel", feminine: false, plural: true },
  quelles: { lemma: "quel", feminine: true, plural: true },
  beau: { lemma: "beau", feminine: false, plural: false },
  bel: { lemma: "beau", feminine: false, plural: false },
  belle: { lemma: "beau", feminine: true, plural: false },
  nouveau: { lemma: "nouveau", feminine: false, plural: false },
  nouvel: { lemma: "nouveau", feminine: false, plural: false },
  nouvelle: { lemma: "nouveau", feminine: true, plural: false },
  vieux: { lemma: "vieux", feminine: false, plural: false },
  vieil: { lemma: "vieux", feminine: false, plural: false },
  vieille: { lemma: "vieux", feminine: true, plural: false },
  frais: { lemma: "frais", feminine: false, plural: false },
  fraîche: { lemma: "frais", feminine: true, plural: false },
};

type Form = { lemma: string; plural: boolean; feminine: boolean };

/**
 * French words that end in -s, -x or -z and never change for number (prepositions, adverbs, nouns
 * the same in both): « ver » for « vers » is another word, not a singular.
 */
const FRENCH_INVARIABLE = new Set([
  "vers",
  "sans",
  "sous",
  "dans",
  "après",
  "très",
  "plus",
  "moins",
  "puis",
  "depuis",
  "alors",
  "toujours",
  "jamais",
  "mais",
  "trois",
  "six",
  "dix",
  "temps",
  "mois",
  "fois",
  "prix",
  "choix",
  "voix",
  "cas",
  "repas",
  "corps",
  "bras",
  "dos",
  "gens",
  "pays",
  "avis",
  "souris",
  "tapis",
  "ailleurs",
  "parfois",
  "autrefois",
  "volontiers",
  "dessous",
  "dessus",
  "hors",
  "lors",
  "tandis",
  "exprès",
  "près",
  "auprès",
  "assez",
  "chez",
  "nez",
  "riz",
  "heureux",
  "sérieux",
  "curieux",
  "mieux",
  "deux",
  "ceux",
  "eux",
  "vieux",
  "faux",
  "doux",
  "jaloux",
  "précis",
  "permis",
  "français",
  "anglais",
  "compris",
  "appris",
  "pris",
  "mis",
  "remis",
  "assis",
  "divers",
  "épais",
  "frais",
  "gros",
  "gras",
  "bas",
  "las",
  "clos",
  "fils",
  "os",
  "poids",
]);

/** The ways a French word may be read as lemma + gender + number (principaux → principal, masculine plural). */
function frenchForms(word: string): Form[] {
  const listed = FRENCH_DETERMINERS[word];
  if (listed) return [listed];
  const numbers: { base: string; plural: boolean }[] = [{ base: word, plural: false }];
  if (/aux$/.test(word) && word.length > 4)
    numbers.push(
      { base: word.replace(/aux$/, "al"), plural: true },
      { base: word.replace(/aux$/, "ail"), plural: true },
    );
  if (/[sx]$/.test(word) && word.length > 3 && !FRENCH_INVARIABLE.has(word))
    numbers.push({ base: word.slice(0, -1), plural: true });
  const forms: Form[] = [];
  for (const { base, plural } of numbers) {
    forms.push({ lemma: base, plural, feminine: false });
    for (const [masculine, feminine] of FRENCH_GENDER) {
      if (feminine && base.endsWith(feminine) && base.length > feminine.length + 1)
        forms.push({ lemma: base.slice(0, base.length - feminine.length) + masculine, plural, feminine: true });
    }
  }
  return forms;
}

function englishForms(word: string): Form[] {
  const forms: Form[] = [{ lemma: word, plural: false, feminine: false }];
  if (/ies$/.test(word)) forms.push({ lemma: word.replace(/ies$/, "y"), plural: true, feminine: false });
  if (/(?:s|x|z|ch|sh)es$/.test(word)) forms.push({ lemma: word.slice(0, -2), plural: true, feminine: false });
  if (/s$/.test(word) && !/ss$/.test(word)) forms.push({ lemma: word.slice(0, -1), plural: true, feminine: false });
  return forms;
}

/** The expected word's gender and number when the typed one is another form of it; null otherwise. */
export function agreementOf(
  expected: string,
  given: string,
  language: CheckLanguage,
): Pick<Extract<Note, { kind: "agreement" }>, "gender" | "number"> | null {
  const formsOf = language === "fr" ? frenchForms : englishForms;
  for (const e of formsOf(expected)) {
    for (const g of formsOf(given)) {
      if (e.lemma !== g.lemma) continue;
      // Same gender and number, another spelling of it (travails for travaux): still the form's mistake.
      const gender =
        e.feminine !== g.feminine ? (e.feminine ? "feminine" : "masculine") : e.feminine ? "feminine" : undefined;
      return { ...(gender && { gender }), number: e.plural ? "plural" : "singular" };
    }
  }
  return null;
}
