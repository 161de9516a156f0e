import type { CheckLanguage } from "@/features/learning";

/*
 * The words and phrases the guided mode reads a reply with, per language, written as the matcher
 * compares them: lower case, no accents, French elisions split (« j' »), English contractions
 * written out ("do not"). Phrases are matched like keywords, one slip forgiven in a long word.
 */

type Lists = {
  /** Words that carry no meaning on their own: a keyword made only of them cannot accept a reply alone. */
  functionWords: ReadonlySet<string>;
  /** Words that turn what follows them (in the same clause) into its opposite. */
  negatesAfter: ReadonlySet<string>;
  /** Words that turn what comes just before them into its opposite (« je travaille pas »). */
  negatesBefore: ReadonlySet<string>;
  /** Asking Madame to say it again, more slowly or more simply, anywhere in a clause. */
  clarify: readonly string[];
  /** The same, but only when it is the whole clause (« Pardon? », "What?"): elsewhere it means something else. */
  clarifyAlone: readonly string[];
  /** Asking what something means, as a whole clause after the words it is about (« Stationnement, c'est quoi? »). */
  askMeaning: readonly string[];
  /** Asking for help with what to say. */
  help: readonly string[];
  /** The same, only as a whole clause (« Je sais pas. »): inside a longer answer it is part of the answer. */
  helpAlone: readonly string[];
  /** Articles and possessives: « C'est quoi, le budget? » asks for the budget, not what the word means. */
  determiners: ReadonlySet<string>;
  /** Words a clause may hold around a request without being more than the request. */
  fillers: ReadonlySet<string>;
  /** Words that show a reply is in this language, compared without accents on the raw words. */
  markers: ReadonlySet<string>;
  /** Madame's nudge toward the language learned, with a sentence that would do. */
  tryInThisLanguage: (example: string) => string;
};

const set = (words: string) => new Set(words.split(" "));

const FR_NEGATIONS = "ne n' pas jamais rien aucun aucune personne nulle";
const EN_NEGATIONS = "not no never cannot nothing none nobody neither nor";

export const PHRASES: Record<CheckLanguage, Lists> = {
  fr: {
    functionWords: set(
      `${FR_NEGATIONS} le la les l' un une des du de d' au aux a à ce c' ca cela ceci est es sont suis ai as avons avez ont
       je j' tu il elle on nous vous ils elles moi toi lui eux me m' te t' se s' mon ma mes ton ta tes son sa ses notre nos votre vos
       leur leurs que qu' qui quoi et ou mais pis donc car si oui ouais ben bien bon ok okay voici voila tres trop
       ici la-bas y en dans pour par avec sur sous chez vers entre sans comme aussi encore deja alors puis
       euh hum heu ah oh eh hein allo salut bonjour bonsoir merci madame monsieur etre avoir
       vraiment peu beaucoup tout tous toute toutes cette cet ces c'est chu j'suis y'a ya plus moins`,
    ),
    negatesAfter: set("ne n' pas jamais aucun aucune sans nulle"),
    negatesBefore: set("pas jamais rien plus aucunement nullement"),
    clarify: [
      "comprends pas",
      "comprend pas",
      "comprends rien",
      "comprend rien",
      "pas compris",
      "compris pas",
      "comprends mal",
      "repeter",
      "repetez",
      "repete",
      "redire",
      "redites",
      "plus lentement",
      "moins vite",
      "plus doucement",
      "lentement",
      "veut dire quoi",
      "ca veut dire",
      "que veut dire",
      "veux dire quoi",
      "voulez dire",
      "c' est quoi ca",
      "pas saisi",
      "pas suivi",
      "plus simple",
      "plus simplement",
    ],
    clarifyAlone: ["pardon", "quoi", "comment", "hein", "excusez moi", "repete"],
    askMeaning: ["c' est quoi", "c' est qui", "ca veut dire quoi", "qu' est ce que c' est", "quoi ca"],
    help: [
      "aide moi",
      "aidez moi",
      "de l' aide",
      "besoin d' aide",
      "sais pas quoi dire",
      "sais pas quoi repondre",
      "quoi demander",
      "sais pas trop quoi dire",
      "quoi dire",
      "quoi repondre",
      "je dis quoi",
      "on dit quoi",
      "comment dire",
      "comment on dit",
      "un indice",
      "un exemple",
      "je suis perdu",
      "je suis perdue",
      "chu perdu",
      "chu perdue",
      "je suis bloque",
      "je suis bloquee",
    ],
    helpAlone: [
      "aide",
      "je sais pas",
      "je ne sais pas",
      "sais pas",
      "aucune idee",
      "j' en ai aucune idee",
      "chais pas",
    ],
    determiners: set("le la les l' un une des du mon ma mes votre vos ton ta tes son sa ses notre nos leur leurs"),
    fillers: set("euh hum heu ben bon alors madame monsieur s' il vous plait svp encore desole pardon oh ah la"),
    markers: set(
      "je j tu vous nous le la les un une des du de est et c ce ca que qu pas oui non merci bonjour avec pour dans mon ma mes votre suis ai avez mais tres bien ouais pis chu moi aussi au aux sur lundi mardi mercredi jeudi vendredi samedi dimanche demain hier aujourd deux trois quatre cinq six sept huit neuf dix",
    ),
    tryInThisLanguage: (example) => `Essayez en français! Par exemple : « ${example} »`,
  },
  en: {
    functionWords: set(
      `${EN_NEGATIONS} the a an this that these those it its is are am was were be been being do does did have has had
       i me my mine you your yours we us our they them their he him his she her and or but so if then than
       to of in on at for with from by about as into up out yes yeah yep sure ok okay well oh ah um uh hmm hey hi
       hello thanks thank please sorry here there what who how just very really too also still already
       will would can could should shall may might must let us all some any more much many lot`,
    ),
    negatesAfter: set("not no never cannot nobody nothing none neither"),
    negatesBefore: set("not never"),
    clarify: [
      "do not understand",
      "did not understand",
      "not understand",
      "did not get",
      "did not catch",
      "do not get it",
      "not sure what you mean",
      "what do you mean",
      "what does",
      "what is the meaning",
      "what is a",
      "what is an",
      "meaning of",
      "repeat",
      "say that again",
      "say it again",
      "one more time",
      "come again",
      "slower",
      "slowly",
      "more simply",
      "lost me",
    ],
    clarifyAlone: ["pardon", "what", "sorry", "excuse me", "huh", "sorry what", "pardon me"],
    askMeaning: ["what is that", "what is it", "what is this", "what does it mean", "what does that mean", "meaning"],
    help: [
      "help me",
      "need help",
      "some help",
      "know what to say",
      "what to say",
      "what to ask",
      "what should i say",
      "what do i say",
      "what can i say",
      "give me a hint",
      "a hint",
      "an example",
      "i am stuck",
      "i am lost",
    ],
    helpAlone: ["help", "i do not know", "do not know", "no idea", "i have no idea", "dunno", "no clue"],
    determiners: set("the a an my your our their his her its this that"),
    fillers: set("um uh hmm well so oh ah ok okay please sorry madame again"),
    markers: set(
      "i you we they he she it the an is are am was my your our this that what yes no and with have has do does not can will would to of for in at be thanks thank please sorry hello hi yeah don didn cant since until tomorrow yesterday today morning monday tuesday wednesday thursday friday saturday sunday one two three four five six seven eight nine ten",
    ),
    tryInThisLanguage: (example) => `Try it in English! For example: "${example}"`,
  },
};

/** Negation words of a language: a keyword holding one carries its own polarity (« pas de question », "no problem"). */
export const NEGATIONS: Record<CheckLanguage, ReadonlySet<string>> = {
  fr: set(`${FR_NEGATIONS} non sans`),
  en: set(`${EN_NEGATIONS} nope`),
};
