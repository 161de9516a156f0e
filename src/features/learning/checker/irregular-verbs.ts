/*
 * The forms of the most common irregular verbs: two forms of one of these verbs are a conjugation
 * mistake (ils va / ils vont, she have / she has, I have send / I have sent), which no ending rule
 * can see. Accents kept; the checker compares lower-case words.
 */
import type { CheckLanguage } from "./types";

const FRENCH: string[][] = [
  ["être", "suis", "es", "est", "sommes", "êtes", "sont", "étais", "était", "étions", "étiez", "étaient", "serai", "seras", "sera", "serons", "serez", "seront", "serais", "serait", "serions", "seriez", "seraient", "sois", "soit", "soyons", "soyez", "soient", "été"],
  ["avoir", "ai", "as", "a", "avons", "avez", "ont", "avais", "avait", "avions", "aviez", "avaient", "aurai", "auras", "aura", "aurons", "aurez", "auront", "aurais", "aurait", "aurions", "auriez", "auraient", "aie", "aies", "ait", "ayons", "ayez", "aient", "eu"],
  ["aller", "vais", "vas", "va", "allons", "allez", "vont", "allais", "allait", "allions", "alliez", "allaient", "irai", "iras", "ira", "irons", "irez", "iront", "irais", "irait", "aille", "ailles", "aillent", "allé", "allée", "allés", "allées"],
  ["faire", "fais", "fait", "faisons", "faites", "font", "faisais", "faisait", "ferai", "fera", "ferons", "ferez", "feront", "ferais", "ferait", "fasse", "fassent"],
  ["pouvoir", "peux", "peut", "pouvons", "pouvez", "peuvent", "pouvais", "pouvait", "pourrai", "pourra", "pourrais", "pourrait", "pourrions", "pourriez", "pourraient", "puisse", "pu"],
  ["vouloir", "veux", "veut", "voulons", "voulez", "veulent", "voulais", "voulait", "voudrai", "voudra", "voudrais", "voudrait", "voudrions", "voudriez", "voudraient", "veuille", "voulu"],
  ["devoir", "dois", "doit", "devons", "devez", "doivent", "devais", "devait", "devrai", "devra", "devrais", "devrait", "devrions", "devriez", "devraient", "doive", "dû"],
  ["savoir", "sais", "sait", "savons", "savez", "savent", "savais", "savait", "saurai", "saura", "saurais", "saurait", "sache", "su"],
  ["venir", "viens", "vient", "venons", "venez", "viennent", "venais", "venait", "viendrai", "viendra", "viendrais", "viendrait", "vienne", "venu", "venue", "venus", "venues"],
  ["prendre", "prends", "prend", "prenons", "prenez", "prennent", "prenais", "prenait", "prendrai", "prendra", "prendrais", "prendrait", "prenne", "pris", "prise", "prises"],
  ["dire", "dis", "dit", "disons", "dites", "disent", "disais", "disait", "dirai", "dira", "dirais", "dirait", "dise"],
  ["mettre", "mets", "met", "mettons", "mettez", "mettent", "mettais", "mettait", "mettrai", "mettra", "mis", "mise"],
  ["voir", "vois", "voit", "voyons", "voyez", "voient", "voyais", "voyait", "verrai", "verra", "verrais", "verrait", "vu", "vue"],
  ["partir", "pars", "part", "partons", "partez", "partent", "partais", "partait", "partirai", "partira", "parte", "partes", "parti", "partie", "partis", "parties"],
  ["sortir", "sors", "sort", "sortons", "sortez", "sortent", "sortais", "sortait", "sortirai", "sortira", "sorte", "sortes", "sorti", "sortie", "sortis", "sorties"],
  ["servir", "sers", "sert", "servons", "servez", "servent", "servais", "servait", "servirai", "servira", "serve", "serves", "servi", "servie", "servis", "servies"],
  ["dormir", "dors", "dort", "dormons", "dormez", "dorment", "dormais", "dormait", "dormirai", "dormira", "dorme", "dormes", "dormi"],
  ["écrire", "écris", "écrit", "écrivons", "écrivez", "écrivent", "écrivais", "écrivait", "écrirai", "écrira", "écrite"],
];
const ENGLISH: string[][] = [
  ["be", "am", "is", "are", "was", "were", "been", "being"],
  ["have", "has", "had", "having"],
  ["do", "does", "did", "done", "doing"],
  ["go", "goes", "went", "gone", "going"],
  ["send", "sends", "sent", "sending"], ["make", "makes", "made", "making"], ["take", "takes", "took", "taken", "taking"],
  ["come", "comes", "came", "coming"], ["get", "gets", "got", "gotten", "getting"], ["say", "says", "said", "saying"],
  ["see", "sees", "saw", "seen", "seeing"], ["write", "writes", "wrote", "written", "writing"], ["meet", "meets", "met", "meeting"],
  ["leave", "leaves", "left", "leaving"], ["begin", "begins", "began", "begun", "beginning"], ["give", "gives", "gave", "given", "giving"],
  ["know", "knows", "knew", "known", "knowing"], ["think", "thinks", "thought", "thinking"], ["buy", "buys", "bought", "buying"],
  ["bring", "brings", "brought", "bringing"], ["pay", "pays", "paid", "paying"], ["speak", "speaks", "spoke", "spoken", "speaking"],
  ["tell", "tells", "told", "telling"], ["find", "finds", "found", "finding"], ["feel", "feels", "felt", "feeling"],
  ["keep", "keeps", "kept", "keeping"], ["spend", "spends", "spent", "spending"], ["build", "builds", "built", "building"],
  ["lose", "loses", "lost", "losing"], ["run", "runs", "ran", "running"], ["teach", "teaches", "taught", "teaching"],
  ["catch", "catches", "caught", "catching"], ["choose", "chooses", "chose", "chosen", "choosing"], ["forget", "forgets", "forgot", "forgotten"],
  ["understand", "understands", "understood"], ["sell", "sells", "sold"], ["hold", "holds", "held"], ["stand", "stands", "stood"], ["lead", "leads", "led"],
];

const paradigmOf = new Map<string, number>();
for (const [language, table] of [["fr", FRENCH], ["en", ENGLISH]] as const) {
  table.forEach((forms, index) => {
    for (const form of forms) paradigmOf.set(`${language}:${form}`, index);
  });
}

/** Every form of the irregular verb a word belongs to, or null. */
export function irregularForms(word: string, language: CheckLanguage): readonly string[] | null {
  const index = paradigmOf.get(`${language}:${word}`);
  return index === undefined ? null : (language === "fr" ? FRENCH : ENGLISH)[index]!;
}

/** Whether two words are forms of the same irregular verb. */
export function sameIrregularVerb(expected: string, given: string, language: CheckLanguage): boolean {
  const a = paradigmOf.get(`${language}:${expected}`);
  return a !== undefined && a === paradigmOf.get(`${language}:${given}`);
}
