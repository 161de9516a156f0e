import { describe, expect, it } from "vitest";
import { checkAnswer, editDistance, lessonWordSet, normalize, type CheckLanguage, type Note } from ".";

type Case = {
  /** What the learner typed. */
  given: string;
  accepted: string[];
  language?: CheckLanguage;
  /** Other words of the lesson, for the typo rule. */
  lesson?: string[];
  correct: boolean;
  /** The notes expected, by kind and content (none when omitted and correct). */
  notes?: Note[];
};

// Real slips of learners, with what the checker must say (a wrong answer's notes name its mistakes). French unless stated otherwise.
const cases: Record<string, Case> = {
  // Case, spacing, punctuation: never mentioned.
  "exact answer": { given: "Je travaille au bureau.", accepted: ["Je travaille au bureau."], correct: true },
  "no capital, no period": { given: "je travaille au bureau", accepted: ["Je travaille au bureau."], correct: true },
  shouting: { given: "JE TRAVAILLE AU BUREAU", accepted: ["Je travaille au bureau."], correct: true },
  "extra spaces": { given: "  je   travaille  au bureau  ", accepted: ["Je travaille au bureau."], correct: true },
  "question mark with space before (French typography)": {
    given: "Comment allez-vous ?",
    accepted: ["Comment allez-vous?"],
    correct: true,
  },
  "hyphen left out in an inversion": {
    given: "Comment allez vous",
    accepted: ["Comment allez-vous?"],
    correct: true,
    notes: [{ kind: "punctuation", mark: "hyphen", word: "allez-vous" }],
  },
  guillemets: { given: "Il a dit « merci »", accepted: ["Il a dit merci."], correct: true },
  exclamation: { given: "Bonne journée!", accepted: ["Bonne journée"], correct: true },
  "curly apostrophe": { given: "J’ai une réunion.", accepted: ["J'ai une réunion."], correct: true },
  "apostrophe left out, no space": {
    given: "jai une réunion",
    accepted: ["J'ai une réunion."],
    correct: true,
    notes: [{ kind: "punctuation", mark: "apostrophe", word: "j'ai" }],
  },
  "apostrophe left out, with a space": {
    given: "j ai une réunion",
    accepted: ["J'ai une réunion."],
    correct: true,
    notes: [{ kind: "punctuation", mark: "apostrophe", word: "j'ai" }],
  },
  "space after the apostrophe": { given: "J' ai une réunion", accepted: ["J'ai une réunion."], correct: true },
  "oe for œ": { given: "Je mange un oeuf.", accepted: ["Je mange un œuf."], correct: true },
  "time without spaces": { given: "La réunion est à 10h30.", accepted: ["La réunion est à 10 h 30."], correct: true },
  "price without a space before $": { given: "Ça coûte 12,50$.", accepted: ["Ça coûte 12,50 $."], correct: true },

  // Accents: right, with the letters named.
  "missing acute accent": {
    given: "Je suis a la reunion.",
    accepted: ["Je suis à la réunion."],
    correct: true,
    notes: [
      { kind: "accent", word: "à", letters: ["à"] },
      { kind: "accent", word: "réunion", letters: ["é"] },
    ],
  },
  "grave instead of acute": {
    given: "Le café est prèt.",
    accepted: ["Le café est prêt."],
    correct: true,
    notes: [{ kind: "accent", word: "prêt", letters: ["ê"] }],
  },
  "accent where none is": {
    given: "Je travaillé ici.",
    accepted: ["Je travaille ici."],
    correct: false,
    notes: [{ kind: "conjugation", word: "travaille", given: "travaillé", person: "1s" }],
  },
  "cedilla left out": {
    given: "Ca va bien, merci.",
    accepted: ["Ça va bien, merci."],
    correct: true,
    notes: [{ kind: "accent", word: "ça", letters: ["ç"] }],
  },
  "circumflex left out": {
    given: "Tu es sur?",
    accepted: ["Tu es sûr?"],
    correct: true,
    notes: [{ kind: "accent", word: "sûr", letters: ["û"] }],
  },
  "all accents left out of a long sentence": {
    given: "L'equipe a termine le projet tres tot.",
    accepted: ["L'équipe a terminé le projet très tôt."],
    correct: true,
    notes: [
      { kind: "accent", word: "équipe", letters: ["é"] },
      { kind: "accent", word: "terminé", letters: ["é"] },
      { kind: "accent", word: "très", letters: ["è"] },
      { kind: "accent", word: "tôt", letters: ["ô"] },
    ],
  },
  "accent on a capital left out": {
    given: "Etes-vous libre demain?",
    accepted: ["Êtes-vous libre demain?"],
    correct: true,
    notes: [{ kind: "accent", word: "êtes", letters: ["ê"] }],
  },
  "diaeresis left out": {
    given: "C'est un probleme naif.",
    accepted: ["C'est un problème naïf."],
    correct: true,
    notes: [
      { kind: "accent", word: "problème", letters: ["è"] },
      { kind: "accent", word: "naïf", letters: ["ï"] },
    ],
  },

  // Elision.
  "elision not made": {
    given: "le hôpital est fermé",
    accepted: ["L'hôpital est fermé."],
    correct: false,
    notes: [{ kind: "elision", expected: "l'", given: "le" }],
  },
  "je before a vowel": {
    given: "Je ai un rendez-vous.",
    accepted: ["J'ai un rendez-vous."],
    correct: false,
    notes: [{ kind: "elision", expected: "j'", given: "je" }],
  },
  "de before a vowel": {
    given: "Un verre de eau, s'il vous plaît.",
    accepted: ["Un verre d'eau, s'il vous plaît."],
    correct: false,
    notes: [{ kind: "elision", expected: "d'", given: "de" }],
  },
  "ne before a vowel": {
    given: "Je ne ai pas le temps.",
    accepted: ["Je n'ai pas le temps."],
    correct: false,
    notes: [{ kind: "elision", expected: "n'", given: "ne" }],
  },
  "que before a vowel": {
    given: "Je pense que il vient.",
    accepted: ["Je pense qu'il vient."],
    correct: false,
    notes: [{ kind: "elision", expected: "qu'", given: "que" }],
  },
  "si il": {
    given: "Si il pleut, on reste.",
    accepted: ["S'il pleut, on reste."],
    correct: false,
    notes: [{ kind: "elision", expected: "s'", given: "si" }],
  },
  "la before a vowel": {
    given: "la adresse courriel",
    accepted: ["l'adresse courriel"],
    correct: false,
    notes: [{ kind: "elision", expected: "l'", given: "la" }],
  },
  "ce est": {
    given: "Ce est mon bureau.",
    accepted: ["C'est mon bureau."],
    correct: false,
    notes: [{ kind: "elision", expected: "c'", given: "ce" }],
  },
  "elision plus accent: the elision is the mistake named": {
    given: "Le ecole est a cote.",
    accepted: ["L'école est à côté."],
    correct: false,
    notes: [{ kind: "elision", expected: "l'", given: "le" }],
  },
  "aujourd'hui stays one word": {
    given: "aujourdhui je travaille",
    accepted: ["Aujourd'hui, je travaille."],
    correct: true,
    notes: [{ kind: "punctuation", mark: "apostrophe", word: "aujourd'hui" }],
  },
  "elision with the wrong article is still wrong": {
    given: "Le hôpital sont fermés",
    accepted: ["L'hôpital est fermé."],
    correct: false,
  },

  // One-letter typos in words of 5 letters or more.
  "letter left out": {
    given: "Je travaile au bureau.",
    accepted: ["Je travaille au bureau."],
    correct: true,
    notes: [{ kind: "typo", word: "travaille", given: "travaile" }],
  },
  "letter doubled": {
    given: "La réunion commence bientôtt.",
    accepted: ["La réunion commence bientôt."],
    correct: true,
    notes: [{ kind: "typo", word: "bientôt", given: "bientôtt" }],
  },
  "letters swapped": {
    given: "Merci pour le courreil.",
    accepted: ["Merci pour le courriel."],
    correct: true,
    notes: [{ kind: "typo", word: "courriel", given: "courreil" }],
  },
  "wrong letter": {
    given: "Voici mon cellulaite.",
    accepted: ["Voici mon cellulaire."],
    correct: true,
    notes: [{ kind: "typo", word: "cellulaire", given: "cellulaite" }],
  },
  "typo and accent together": {
    given: "Le stationement est a gauche.",
    accepted: ["Le stationnement est à gauche."],
    correct: true,
    notes: [
      { kind: "typo", word: "stationnement", given: "stationement" },
      { kind: "accent", word: "à", letters: ["à"] },
    ],
  },
  "typo in a short word is a mistake": { given: "Je suis ok bureau", accepted: ["Je suis au bureau"], correct: false },
  "typo in a 4-letter word is a mistake": {
    given: "Je bois du thé noor.",
    accepted: ["Je bois du thé noir."],
    correct: false,
  },
  "two typos in one answer is a mistake": {
    given: "Je travaile au buraeu.",
    accepted: ["Je travaille au bureau."],
    correct: false,
  },
  "two letters off in one word is a mistake": {
    given: "Je travale au bureau.",
    accepted: ["Je travaille au bureau."],
    correct: false,
  },
  "a typo that makes another word of the lesson is a mistake": {
    given: "Je range les dossier.",
    accepted: ["Je range le dossier."],
    lesson: ["les dossiers", "le dossier"],
    correct: false,
  },
  "a typo that makes another lesson word (plural)": {
    given: "Il envoie les courriels.",
    accepted: ["Il envoie le courriel."],
    correct: false,
  },
  "a typo into a word not in the lesson is a slip": {
    given: "Le dossier est sur la tabme.",
    accepted: ["Le dossier est sur la table."],
    lesson: ["le dossier", "la chaise"],
    correct: true,
    notes: [{ kind: "typo", word: "table", given: "tabme" }],
  },
  "gender slip on a long word is a lesson word": {
    given: "Elle est contente et fatigué.",
    accepted: ["Elle est contente et fatiguée."],
    lesson: ["fatigué", "fatiguée"],
    correct: false,
  },

  // Alternatives and Quebec variants.
  "Quebec term": {
    given: "Bonne fin de semaine!",
    accepted: ["Bonne fin de semaine!", "Bon week-end!"],
    correct: true,
  },
  "France term accepted, Quebec term shown": {
    given: "Bon week-end!",
    accepted: ["Bonne fin de semaine!", "Bon week-end!"],
    correct: true,
    notes: [{ kind: "variant", expected: "Bonne fin de semaine!" }],
  },
  "weekend without hyphen": {
    given: "bon weekend",
    accepted: ["Bonne fin de semaine!", "Bon week-end!"],
    correct: true,
    notes: [{ kind: "variant", expected: "Bonne fin de semaine!" }],
  },
  "feminine e left out is grammar, not a typo": {
    given: "Elle est contente et fatigué.",
    accepted: ["Elle est contente et fatiguée."],
    correct: false,
  },
  "plural s left out is grammar, not a typo": {
    given: "Les dossier sont prêts.",
    accepted: ["Les dossiers sont prêts."],
    correct: false,
  },
  "a doubled final consonant is a typo": {
    given: "Il arrive bientôtt.",
    accepted: ["Il arrive bientôt."],
    correct: true,
    notes: [{ kind: "typo", word: "bientôt", given: "bientôtt" }],
  },
  "past -d left out in English": {
    given: "I finish the report yesterday.",
    accepted: ["I finished the report yesterday."],
    language: "en",
    correct: false,
  },
  "dîner for lunch": {
    given: "On va dîner à midi.",
    accepted: ["On va dîner à midi.", "On va manger à midi."],
    correct: true,
  },
  "courriel or courrier électronique": {
    given: "J'ai reçu ton courrier électronique.",
    accepted: ["J'ai reçu ton courriel.", "J'ai reçu ton courrier électronique."],
    correct: true,
    notes: [{ kind: "variant", expected: "J'ai reçu ton courriel." }],
  },
  "tu or vous": {
    given: "Pouvez-vous m'aider?",
    accepted: ["Peux-tu m'aider?", "Pouvez-vous m'aider?"],
    correct: true,
    notes: [{ kind: "variant", expected: "Peux-tu m'aider?" }],
  },
  "other word order listed": {
    given: "Demain, je commence à 8 h.",
    accepted: ["Je commence à 8 h demain.", "Demain, je commence à 8 h."],
    correct: true,
    notes: [{ kind: "variant", expected: "Je commence à 8 h demain." }],
  },
  "numbers in words listed": {
    given: "dix heures trente",
    accepted: ["10 h 30", "dix heures trente"],
    correct: true,
    notes: [],
  },
  "alternative with an accent slip": {
    given: "Bon week-end a tous",
    accepted: ["Bonne fin de semaine à tous!", "Bon week-end à tous!"],
    correct: true,
    notes: [
      { kind: "accent", word: "à", letters: ["à"] },
      { kind: "variant", expected: "Bonne fin de semaine à tous!" },
    ],
  },
  "closest alternative wins": {
    given: "Je vais magasiner",
    accepted: ["Je vais magasiner.", "Je vais faire du shopping."],
    correct: true,
  },

  // Wrong answers that look close.
  "wrong auxiliary": { given: "J'ai allé au bureau.", accepted: ["Je suis allé au bureau."], correct: false },
  "wrong gender": { given: "Le réunion commence.", accepted: ["La réunion commence."], correct: false },
  "word left out": { given: "Je travaille bureau.", accepted: ["Je travaille au bureau."], correct: false },
  "extra word": { given: "Je travaille au le bureau.", accepted: ["Je travaille au bureau."], correct: false },
  "words swapped": { given: "Je au bureau travaille.", accepted: ["Je travaille au bureau."], correct: false },
  "wrong tense": { given: "Je travaillais au bureau.", accepted: ["Je travaille au bureau."], correct: false },
  "different verb one letter away but short": {
    given: "Il vend à 9 h.",
    accepted: ["Il vient à 9 h."],
    correct: false,
  },
  "wrong time": { given: "La réunion est à 10 h 15.", accepted: ["La réunion est à 10 h 30."], correct: false },
  "wrong price": { given: "Ça coûte 12,05 $.", accepted: ["Ça coûte 12,50 $."], correct: false },
  "empty answer": { given: "   ", accepted: ["Bonjour"], correct: false },
  "only punctuation": { given: "?!", accepted: ["Bonjour"], correct: false },
  "English instead of French": {
    given: "I work at the office.",
    accepted: ["Je travaille au bureau."],
    correct: false,
  },
  "negation without ne is not an elision slip": {
    given: "Je pas le temps.",
    accepted: ["Je n'ai pas le temps."],
    correct: false,
  },

  // English (for francophones).
  "English exact": {
    given: "I work in the warehouse.",
    accepted: ["I work in the warehouse."],
    language: "en",
    correct: true,
  },
  "I am for I'm": { given: "I am from Montreal.", accepted: ["I'm from Montreal."], language: "en", correct: true },
  "I'm for I am": { given: "I'm a nurse.", accepted: ["I am a nurse."], language: "en", correct: true },
  "don't for do not": {
    given: "I don't work on Sundays.",
    accepted: ["I do not work on Sundays."],
    language: "en",
    correct: true,
  },
  "dont without apostrophe": {
    given: "I dont work on Sundays",
    accepted: ["I don't work on Sundays."],
    language: "en",
    correct: true,
    notes: [{ kind: "punctuation", mark: "apostrophe", word: "don't" }],
  },
  "can't, cannot, can not": {
    given: "I can not come today.",
    accepted: ["I can't come today."],
    language: "en",
    correct: true,
  },
  "he's been": {
    given: "He's been here since Monday.",
    accepted: ["He has been here since Monday."],
    language: "en",
    correct: true,
  },
  "it's for its is a mistake": {
    given: "The company changed it's name.",
    accepted: ["The company changed its name."],
    language: "en",
    correct: false,
  },
  "a possessive in a wrong answer that no contraction swap makes right": {
    given: "Even if your offer is interesting, the delay is too long.",
    accepted: ["Even though your offer is interesting, the lead time is too long."],
    language: "en",
    correct: false,
    notes: [],
  },
  "English typo": {
    given: "The meeting is on Wendesday.",
    accepted: ["The meeting is on Wednesday."],
    language: "en",
    correct: true,
    notes: [{ kind: "typo", word: "wednesday", given: "wendesday" }],
  },
  "English typo in a short word": {
    given: "I work at hoem.",
    accepted: ["I work at home."],
    language: "en",
    correct: false,
  },
  "English typo in a 5-letter word": {
    given: "I work at nigt.",
    accepted: ["I work at night."],
    language: "en",
    correct: true,
    notes: [{ kind: "typo", word: "night", given: "nigt" }],
  },
  "third-person s left out": {
    given: "She work in the office.",
    accepted: ["She works in the office."],
    language: "en",
    correct: false,
  },
  "I am agree": { given: "I am agree with you.", accepted: ["I agree with you."], language: "en", correct: false },
  "since instead of for": {
    given: "I have worked here since three years.",
    accepted: ["I have worked here for three years."],
    language: "en",
    correct: false,
  },
  "actually for currently": {
    given: "I am actually working on it.",
    accepted: ["I am currently working on it.", "I'm working on it right now."],
    language: "en",
    correct: false,
  },
  "Canadian spelling alternative": {
    given: "What color is the form?",
    accepted: ["What colour is the form?", "What color is the form?"],
    language: "en",
    correct: true,
    notes: [],
  },
  "English typo becoming another lesson word": {
    given: "I need the from.",
    accepted: ["I need the form."],
    language: "en",
    lesson: ["from", "form"],
    correct: false,
  },
  "English has no accents to learn: café for cafe is right as it is": {
    given: "Let's meet at the café.",
    accepted: ["Let's meet at the cafe."],
    language: "en",
    correct: true,
    notes: [],
  },
  "let's for let us": {
    given: "Let us start the meeting.",
    accepted: ["Let's start the meeting."],
    language: "en",
    correct: true,
  },
  "English price": { given: "It costs $12.50.", accepted: ["It costs $12.50."], language: "en", correct: true },
  "English wrong price": { given: "It costs $12.15.", accepted: ["It costs $12.50."], language: "en", correct: false },
};

// Rules a teacher applies beyond slips: numbers, times, dates and spellings are the same answer;
// an ending is grammar, named; another real word is not a typo.
Object.assign(cases, {
  "digits for a number word": {
    given: "J'ai 3 réunions",
    accepted: ["J'ai trois réunions."],
    correct: true,
    notes: [],
  },
  "17:00 for 17 h": { given: "La réunion est à 17:00", accepted: ["La réunion est à 17 h."], correct: true, notes: [] },
  "cinq heures for 17 h": {
    given: "La réunion est à cinq heures",
    accepted: ["La réunion est à 17 h."],
    correct: true,
    notes: [],
  },
  "a morning is not 17 h": {
    given: "La réunion est à 5 heures du matin",
    accepted: ["La réunion est à 17 h."],
    correct: false,
  },
  "5 pm for 17:00": {
    given: "The meeting is at 5 pm",
    accepted: ["The meeting is at 17:00."],
    language: "en",
    correct: true,
    notes: [],
  },
  "le premier mars": {
    given: "La réunion est le premier mars",
    accepted: ["La réunion est le 1er mars."],
    correct: true,
    notes: [],
  },
  "the third of March": {
    given: "The meeting is on the third of March",
    accepted: ["The meeting is on March 3."],
    language: "en",
    correct: true,
    notes: [],
  },
  "British spelling": {
    given: "We organised the meeting in the centre",
    accepted: ["We organized the meeting in the center."],
    language: "en",
    correct: true,
    notes: [],
  },
  "check for cheque (the US spelling of the Canadian word)": {
    given: "I have a check",
    accepted: ["I have a cheque."],
    language: "en",
    correct: true,
    notes: [],
  },
  "cheque for the verb check is another word": {
    given: "Please cheque the order.",
    accepted: ["Please check the order."],
    language: "en",
    correct: false,
    notes: [{ kind: "otherWord", word: "check", given: "cheque" }],
  },
  "feminine plural agreement named": {
    given: "Les portes sont fermés.",
    accepted: ["Les portes sont fermées."],
    correct: false,
    notes: [{ kind: "agreement", word: "fermées", given: "fermés", gender: "feminine", number: "plural" }],
  },
  "conditional for imperfect": {
    given: "Quand j'étais jeune, je mangerais au restaurant.",
    accepted: ["Quand j'étais jeune, je mangeais au restaurant."],
    correct: false,
    notes: [{ kind: "conjugation", word: "mangeais", given: "mangerais", person: "1s" }],
  },
  "person ending": {
    given: "Je voulait vous parler.",
    accepted: ["Je voulais vous parler."],
    correct: false,
    notes: [{ kind: "conjugation", word: "voulais", given: "voulait", person: "1s" }],
  },
  "quite for quiet": {
    given: "It is quite in the office.",
    accepted: ["It is quiet in the office."],
    language: "en",
    correct: false,
    notes: [{ kind: "otherWord", word: "quiet", given: "quite" }],
  },
  "silent final letter": {
    given: "Je suis toujour en retard",
    accepted: ["Je suis toujours en retard."],
    correct: true,
    notes: [{ kind: "spelling", word: "toujours", given: "toujour" }],
  },
  "a shorter word that is another word": {
    given: "Je vais ver le bureau",
    accepted: ["Je vais vers le bureau."],
    correct: false,
    notes: [{ kind: "otherWord", word: "vers", given: "ver" }],
  },
  "un for une": {
    given: "un réunion",
    accepted: ["une réunion"],
    correct: false,
    notes: [{ kind: "agreement", word: "une", given: "un", gender: "feminine", number: "singular" }],
  },
  "a plural s added to a course word": {
    given: "J'envoie le courriels",
    accepted: ["J'envoie le courriel."],
    correct: false,
    notes: [{ kind: "agreement", word: "courriel", given: "courriels", number: "singular" }],
  },
  "no accent keyboard: a final é left out is an accent slip": {
    given: "Elle a termine le projet",
    accepted: ["Elle a terminé le projet."],
    correct: true,
    notes: [{ kind: "accent", word: "terminé", letters: ["é"] }],
  },
  "a pattern's optional part, hyphen left out": {
    given: "Pourriez vous épeler votre nom",
    accepted: ["{Pourriez|Pouvez}-vous épeler votre nom{ de famille}?"],
    correct: true,
    notes: [
      { kind: "punctuation", mark: "hyphen", word: "pourriez-vous" },
      { kind: "variant", expected: "Pourriez-vous épeler votre nom de famille?" },
    ],
  },
} satisfies Record<string, Case>);

describe("the answer checker", () => {
  it(`has at least 80 cases of real slips (${Object.keys(cases).length})`, () => {
    expect(Object.keys(cases).length).toBeGreaterThanOrEqual(80);
  });

  it.each(Object.entries(cases))("%s", (_, { given, accepted, language = "fr", lesson = [], correct, notes }) => {
    const verdict = checkAnswer(given, accepted, {
      language,
      lessonWords: lessonWordSet([...accepted, ...lesson], language),
    });
    expect(verdict.correct).toBe(correct);
    if (correct || notes) expect(verdict.notes).toEqual(notes ?? []);
    if (!correct) expect(verdict.expected).toBe(accepted[0]);
  });
});

describe("normalization", () => {
  it("writes times, prices and elisions one way", () => {
    expect(normalize("À 10h30, j’ai payé 12,50$ !", "fr")).toBe("à 10h30 j' ai payé 12,50 dollars");
    expect(normalize("I'm sure it's fine; don't worry.", "en")).toBe("i am sure it is fine do not worry");
  });

  it("counts one swap of neighbours as one edit", () => {
    expect([
      editDistance("courriel", "courreil"),
      editDistance("bureau", "bureau"),
      editDistance("abc", "abcde"),
    ]).toEqual([1, 0, 2]);
  });
});
