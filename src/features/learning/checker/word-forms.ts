/*
 * Two forms of one word: when a typed word differs from the expected one by a grammatical ending,
 * it is an agreement or conjugation mistake, explained by its rule, never a "small typo". A teacher
 * reads the ending, not the number of letters changed: « fermés » for « fermées » is one letter
 * and a whole rule (feminine plural).
 */
import { irregularForms, sameIrregularVerb } from "./irregular-verbs";
import { stripAccents } from "./normalize";
import type { CheckLanguage, Note, Person } from "./types";

// --- agreement: gender and number ------------------------------------------------------------

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

// --- conjugation -------------------------------------------------------------------------------

/** French verb endings (accents kept: « é » and « e » are different forms), longest first. */
const FRENCH_ENDINGS = [
  "issaient",
  "eraient",
  "issions",
  "issiez",
  "issent",
  "issons",
  "issais",
  "issait",
  "erions",
  "eriez",
  "erais",
  "erait",
  "erons",
  "eront",
  "raient",
  "aient",
  "irent",
  "èrent",
  "issez",
  "isses",
  "isse",
  "rions",
  "riez",
  "rais",
  "rait",
  "rons",
  "ront",
  "ions",
  "iez",
  "ais",
  "ait",
  "ant",
  "ons",
  "ent",
  "ées",
  "ez",
  "ai",
  "as",
  "er",
  "ir",
  "re",
  "ée",
  "és",
  "es",
  "is",
  "it",
  "us",
  "ue",
  "ra",
  "é",
  "e",
  "a",
  "i",
  "u",
  "",
];
const ENGLISH_ENDINGS = ["ies", "ied", "ing", "es", "ed", "s", "d", "y", ""];

/**
 * The stems a verb form may have, with its ending (mangerais → mange + rais, manger + ais, mang + erais).
 * Stems are compared without accents: « achète » and « acheté » share « achet- ».
 */
function stems(word: string, endings: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const ending of endings) {
    if (!word.endsWith(ending)) continue;
    const stem = stripAccents(word.slice(0, word.length - ending.length));
    if (stem.length < 3) continue;
    found.set(stem, [...(found.get(stem) ?? []), ending]);
  }
  return found;
}

/** Whether the typed word is another form of the same verb (same stem, another ending, or an irregular verb's other form). */
export function isOtherVerbForm(expected: string, given: string, language: CheckLanguage): boolean {
  if (sameIrregularVerb(expected, given, language) || regularizedIrregular(expected, given, language)) return true;
  const endings = language === "fr" ? FRENCH_ENDINGS : ENGLISH_ENDINGS;
  const expectedStems = stems(expected, endings);
  for (const [stem, givenEndings] of stems(given, endings)) {
    // English doubles a consonant before -ed/-ing (planned, planning): the stem may carry one more letter.
    const match =
      expectedStems.get(stem) ?? (language === "en" ? expectedStems.get(stem.replace(/(.)\1$/, "$1")) : undefined);
    if (match && match.some((ending) => !givenEndings.includes(ending))) return true;
  }
  return false;
}

/**
 * An irregular verb given a regular ending: « faisez » for « faites », "buyed" for "bought". The
 * typed word is one of the verb's forms or stems with an ending of the language added.
 */
function regularizedIrregular(expected: string, given: string, language: CheckLanguage): boolean {
  const forms = irregularForms(expected, language);
  if (!forms) return false;
  const endings = language === "fr" ? FRENCH_ENDINGS : ENGLISH_ENDINGS;
  return endings.some(
    (ending) =>
      ending.length > 0 &&
      given.endsWith(ending) &&
      forms.some((form) => {
        const base = given.slice(0, given.length - ending.length);
        return base.length >= 2 && (form === base || (language === "fr" && form.startsWith(base) && base.length >= 3));
      }),
  );
}

const SUBJECTS: Record<CheckLanguage, Record<string, Person>> = {
  fr: {
    je: "1s",
    "j'": "1s",
    tu: "2s",
    il: "3s",
    elle: "3s",
    on: "3s",
    nous: "1p",
    vous: "2p",
    ils: "3p",
    elles: "3p",
  },
  en: { i: "1s", you: "2p", he: "3s", she: "3s", it: "3s", we: "1p", they: "3p" },
};
/** Words that may stand between a subject and its verb (je ne le lui ai pas…). */
const BETWEEN: Record<CheckLanguage, Set<string>> = {
  fr: new Set([
    "ne",
    "n'",
    "me",
    "m'",
    "te",
    "t'",
    "se",
    "s'",
    "le",
    "la",
    "l'",
    "les",
    "lui",
    "leur",
    "y",
    "en",
    "nous",
    "vous",
  ]),
  en: new Set(["also", "always", "never", "often", "usually", "still", "just", "really", "do", "does", "did", "not"]),
};

/** The person of the verb at `index`, from the subject pronoun before it; undefined when there is none. */
export function personBefore(tokens: readonly string[], index: number, language: CheckLanguage): Person | undefined {
  for (let at = index - 1; at >= 0 && at >= index - 4; at--) {
    const token = tokens[at]!;
    const person = SUBJECTS[language][token];
    // « nous » and « vous » are subjects unless another subject stands before them (je vous remercie).
    if (person && !(BETWEEN[language].has(token) && at > 0 && SUBJECTS[language][tokens[at - 1]!])) return person;
    if (!BETWEEN[language].has(token)) return undefined;
  }
  return undefined;
}

/**
 * The grammar note for a typed word that is another form of the expected one, or null. With a
 * subject pronoun before it, an ending is the verb's (je mange / je manges); otherwise gender and
 * number are read first (fermées / fermés), then verb forms (travaillé / travailler).
 */
export function grammarNote(
  expected: string,
  given: string,
  context: { tokens: readonly string[]; index: number; language: CheckLanguage },
): Note | null {
  const { language } = context;
  const person = personBefore(context.tokens, context.index, language);
  const verb = isOtherVerbForm(expected, given, language);
  // « Appelles-moi »: a verb first, its pronoun after it, is an imperative.
  if (verb && language === "fr" && context.index === 0 && IMPERATIVE_OBJECTS.has(context.tokens[1] ?? ""))
    return { kind: "conjugation", word: expected, given };
  if (verb && (person || sameIrregularVerb(expected, given, language)))
    return { kind: "conjugation", word: expected, given, ...(person && { person }) };
  // Right after its subject pronoun, a word's ending is the verb's (« nous avon »), whatever else it could be.
  if (person && agreementOf(expected, given, language)) return { kind: "conjugation", word: expected, given, person };
  // In English, a word right after a determiner or a number is a noun (two reports); otherwise an -s is the verb's (the shift starts).
  const noun =
    language === "fr" ||
    DETERMINERS.has(context.tokens[context.index - 1] ?? "") ||
    /^\d+$/.test(context.tokens[context.index - 1] ?? "");
  const agreement = noun || !verb ? agreementOf(expected, given, language) : null;
  if (agreement) return { kind: "agreement", word: expected, given, ...agreement };
  if (verb) return { kind: "conjugation", word: expected, given };
  return null;
}

const IMPERATIVE_OBJECTS = new Set([
  "moi",
  "toi",
  "nous",
  "vous",
  "le",
  "la",
  "les",
  "lui",
  "leur",
  "y",
  "en",
  "m'",
  "t'",
]);
const DETERMINERS = new Set([
  "the",
  "a",
  "an",
  "my",
  "your",
  "his",
  "her",
  "its",
  "our",
  "their",
  "these",
  "those",
  "this",
  "that",
  "some",
  "many",
  "few",
  "several",
  "all",
  "no",
  "two",
  "three",
  "both",
]);
