import type { CorpusCase } from "./types";

/*
 * A second Quebec French teacher's corpus, harder than the first and written without it: what an
 * outside team of teachers would try. Most of it hunts false alarms (right answers that look like
 * slips: homographs, invariable words in -s/-x, participles with avoir that do not agree, the 1990
 * rectified spellings the OQLF and the Quebec ministry accept, Quebec words, numbers and times in
 * mid-sentence), the rest misses (short words one letter from another, wrong numbers and times,
 * euphony, h aspiré, endings that are grammar although the letter is silent).
 * Decisions a reviewer may question are argued in `why`; none was fitted to the checker.
 */
export const frenchHardCases: CorpusCase[] = [
  // --- numbers: a number in mid-sentence is a value, whatever it counts; a near-sounding number is wrong.
  { rule: "numbers", accepted: ["J'ai travaillé 12 heures hier."], given: "J'ai travaillé douze heures hier.", verdict: "right", why: "A duration, not a time of day: douze heures is 12 heures, whatever the checker does with « heures »." },
  { rule: "numbers", accepted: ["Nous sommes 25 dans l'équipe de soir."], given: "Nous sommes vingt-cinq dans l'équipe de soir.", verdict: "right", why: "« Nous sommes 25 »: 25 written out; « sommes » is the verb, not a number word." },
  { rule: "numbers", accepted: ["J'ai fait deux quarts de travail cette semaine."], given: "J'ai fait 2 quarts de travail cette semaine.", verdict: "right", why: "A quart de travail is a shift: « 2 quarts » is a count, not « et quart » in a time." },
  { rule: "numbers", accepted: ["Nous avons vendu 1 000 billets."], given: "Nous avons vendu mille billets.", verdict: "right", why: "mille is 1 000." },
  { rule: "numbers", accepted: ["J'ai reçu 200 commandes ce mois-ci."], given: "J'ai reçu deux cents commandes ce mois-ci.", verdict: "right", why: "deux cents (with its plural s) is 200." },
  { rule: "numbers", accepted: ["Nous sommes 80 employés à l'usine."], given: "Nous sommes quatre-vingts employés à l'usine.", verdict: "right", why: "quatre-vingts is 80, correctly spelled with its s." },
  { rule: "numbers", accepted: ["Il reste 70 places dans l'autobus."], given: "Il reste septante places dans l'autobus.", verdict: "right", why: "septante is correct French (Belgium, Switzerland); not Quebec usage, but no error." },
  { rule: "numbers", accepted: ["Les ventes ont augmenté de 15 %."], given: "Les ventes ont augmenté de quinze pour cent.", verdict: "right", why: "quinze pour cent is 15 %." },
  { rule: "numbers", accepted: ["Le colis pèse 2,5 kilos."], given: "Le colis pèse 2.5 kilos.", verdict: "right", why: "Judgment: the decimal point instead of the French comma is typography; the value is right and the product forgives punctuation." },
  { rule: "numbers", accepted: ["Notre bureau est au 3e étage."], given: "Notre bureau est au 3ème étage.", verdict: "right", why: "Judgment: « 3ème » is an abbreviation the OQLF advises against, not a wrong number; the ordinal is right." },
  { rule: "numbers", accepted: ["L'entrepôt ferme dans trois jours."], given: "L'entrepôt ferme dans treize jours.", verdict: "wrong", why: "treize is 13, not 3: the classic near-sounding confusion." },
  { rule: "numbers", accepted: ["J'ai six boîtes à livrer."], given: "J'ai seize boîtes à livrer.", verdict: "wrong", why: "seize is 16, not 6." },
  { rule: "numbers", accepted: ["La caisse coûte 5 $."], given: "La caisse coûte cinq piastres.", verdict: "wrong", why: "piastre is colloquial Quebec speech for dollar: not the written French taught." },

  // --- times: written French uses the 24-hour clock; spoken forms are right when they say the same hour.
  { rule: "times", accepted: ["Le souper est servi à 20 h."], given: "Le souper est servi à 8 h.", verdict: "wrong", why: "In written French « 8 h » is the 24-hour clock: eight in the morning, not 20 h. The learner must write 20 h or say « du soir »." },
  { rule: "times", accepted: ["Le souper est servi à 20 h."], given: "Le souper est servi à huit heures.", verdict: "right", why: "Said in words, huit heures is the spoken 12-hour clock: at supper time it means 20 h (as cinq heures for 17 h in the first corpus). Digits with h are the written 24-hour clock; words are not." },
  { rule: "times", accepted: ["Le souper est servi à 20 h."], given: "Le souper est servi à 8 h du soir.", verdict: "right", why: "8 h du soir is 20 h, said the spoken way." },
  { rule: "times", accepted: ["Le souper est servi à 20 h."], given: "Le souper est servi à huit heures du soir.", verdict: "right", why: "huit heures du soir is 20 h." },
  { rule: "times", accepted: ["Le souper est servi à 20 h."], given: "Le souper est servi à huit heures du matin.", verdict: "wrong", why: "du matin says the morning explicitly: twelve hours off." },
  { rule: "times", accepted: ["Le bureau ouvre à 8 h 30."], given: "Le bureau ouvre à 8h30.", verdict: "right", why: "8h30 without spaces is the same time." },
  { rule: "times", accepted: ["Le bureau ouvre à 8 h 30."], given: "Le bureau ouvre à 20 h 30.", verdict: "wrong", why: "20 h 30 is the evening." },
  { rule: "times", accepted: ["Je dîne à midi et demi."], given: "Je dîne à 12 h 30.", verdict: "right", why: "midi et demi is 12 h 30." },
  { rule: "times", accepted: ["Je dîne à midi et demi."], given: "Je dîne à midi trente.", verdict: "right", why: "midi trente is how Quebec often says 12 h 30." },
  { rule: "times", accepted: ["Je dîne à midi et demi."], given: "Je dîne à midi et demie.", verdict: "wrong", note: { kind: "agreement", word: "demi", given: "demie", gender: "masculine" }, why: "Judgment, following the OQLF: demi agrees with midi, which is masculine (midi et demi, but une heure et demie). A teacher of written French marks it." },
  { rule: "times", accepted: ["Le magasin ferme à minuit."], given: "Le magasin ferme à 0 h.", verdict: "right", why: "Midnight is written 0 h on the 24-hour clock (OQLF)." },
  { rule: "times", accepted: ["Le magasin ferme à minuit."], given: "Le magasin ferme à midi.", verdict: "wrong", why: "midi is noon." },
  { rule: "times", accepted: ["La pause finit à dix heures moins quart."], given: "La pause finit à 9 h 45.", verdict: "right", why: "« moins quart » (Quebec, without « le ») is a quarter before: 9 h 45." },
  { rule: "times", accepted: ["La pause commence à 7 h 15."], given: "La pause commence à sept heures et quart.", verdict: "right", why: "et quart is 15 minutes." },
  { rule: "times", accepted: ["La pause commence à 7 h 15."], given: "La pause commence à 7 h 50.", verdict: "wrong", why: "50 is not 15 (quinze / cinquante)." },
  { rule: "times", accepted: ["Je finis à 16 h."], given: "Je finis à 4 h de l'après-midi.", verdict: "right", why: "4 h de l'après-midi is 16 h." },
  { rule: "times", accepted: ["Je commence à 6 h du matin."], given: "Je commence à 6 h.", verdict: "right", why: "On the 24-hour clock 6 h is already the morning: « du matin » adds nothing." },

  // --- dates: « le lundi 3 mars » or « lundi 3 mars »; only the first of the month is an ordinal.
  { rule: "dates", accepted: ["La réunion est le lundi 3 mars."], given: "La réunion est lundi 3 mars.", verdict: "right", why: "Both « le lundi 3 mars » and « lundi 3 mars » are correct (OQLF)." },
  { rule: "dates", accepted: ["La réunion est le lundi 3 mars."], given: "La réunion est lundi le 3 mars.", verdict: "wrong", why: "Judgment: « lundi le 3 mars » is the English word order (Monday the 3rd), a calque the OQLF lists as a mistake in writing." },
  { rule: "dates", accepted: ["La réunion est le lundi 3 mars."], given: "La réunion est le mardi 3 mars.", verdict: "wrong", why: "mardi is another day of the week." },
  { rule: "dates", accepted: ["Le bureau est fermé le 1er juillet."], given: "Le bureau est fermé le 1 juillet.", verdict: "wrong", why: "Judgment: in French the first of the month is an ordinal (1er, premier); « le 1 juillet » is the cardinal, as wrong as « le un juillet »." },
  { rule: "dates", accepted: ["Le déménagement est le 2 juin."], given: "Le déménagement est le deuxième juin.", verdict: "wrong", why: "Only the first of the month is an ordinal: « le deuxième juin » is not French." },
  { rule: "dates", accepted: ["Le contrat finit le 31 mars 2026."], given: "Le contrat finit le trente et un mars deux mille vingt-six.", verdict: "right", why: "The day and the year in words." },
  { rule: "dates", accepted: ["La formation a lieu le vendredi 7 juin à 14 h."], given: "La formation a lieu vendredi 7 juin à 2 h de l'après-midi.", verdict: "right", why: "A date and a time together, both said another correct way." },
  { rule: "dates", accepted: ["La paie arrive le 15 de chaque mois."], given: "La paie arrive le quinze de chaque mois.", verdict: "right", why: "The day in words, without a month after it." },
  { rule: "dates", accepted: ["La Saint-Valentin est le 14 février."], given: "La Saint-Valentin est le 14 févier.", verdict: "rightWithNote", note: { kind: "typo", word: "février", given: "févier" }, why: "One letter left out of a long month name that is no other word: a typo." },

  // --- spellingVariants: the 1990 rectified spellings are correct in Quebec (OQLF, ministry exams): no note.
  { rule: "spellingVariants", accepted: ["Il y a trois boîtes sur la table."], given: "Il y a trois boites sur la table.", verdict: "right", why: "boite without the circumflex is the rectified spelling, correct: a note would teach the learner that a right spelling is wrong." },
  { rule: "spellingVariants", accepted: ["Le coût du projet a augmenté."], given: "Le cout du projet a augmenté.", verdict: "right", why: "cout is the rectified spelling of coût." },
  { rule: "spellingVariants", accepted: ["On va dîner à la cafétéria."], given: "On va diner à la cafétéria.", verdict: "right", why: "diner is the rectified spelling of dîner." },
  { rule: "spellingVariants", accepted: ["L'événement commence à 19 h."], given: "L'évènement commence à 19 h.", verdict: "right", why: "évènement (grave accent) is the rectified spelling, in every current dictionary." },
  { rule: "spellingVariants", accepted: ["Il paraît que la cliente est partie."], given: "Il parait que la cliente est partie.", verdict: "right", why: "parait is the rectified spelling of paraît." },
  { rule: "spellingVariants", accepted: ["Il y a vingt et un camions dans la cour."], given: "Il y a vingt-et-un camions dans la cour.", verdict: "right", why: "The rectified spelling joins every part of a number with hyphens." },

  // --- agreement: gender and number, including the rules of the participle with avoir.
  { rule: "agreement", accepted: ["J'ai oublié la clé du bureau."], given: "J'ai oublié le clé du bureau.", verdict: "wrong", note: { kind: "agreement", word: "la", given: "le", gender: "feminine" }, why: "clé is feminine: la clé. A wrong article is a gender mistake, not a typo." },
  { rule: "agreement", accepted: ["Les réunions sont longues."], given: "Les réunions sont longs.", verdict: "wrong", note: { kind: "agreement", word: "longues", given: "longs", gender: "feminine", number: "plural" }, why: "réunions is feminine plural: longues (long / longue, an irregular feminine)." },
  { rule: "agreement", accepted: ["Ma collègue est très gentille."], given: "Ma collègue est très gentil.", verdict: "wrong", note: { kind: "agreement", word: "gentille", given: "gentil", gender: "feminine" }, why: "collègue is feminine here (ma): gentille." },
  { rule: "agreement", accepted: ["Toutes les employées sont arrivées."], given: "Tous les employées sont arrivées.", verdict: "wrong", note: { kind: "agreement", word: "toutes", given: "tous", gender: "feminine" }, why: "employées is feminine: toutes." },
  { rule: "agreement", accepted: ["Elle est heureuse de son nouveau poste."], given: "Elle est heureux de son nouveau poste.", verdict: "wrong", note: { kind: "agreement", word: "heureuse", given: "heureux", gender: "feminine" }, why: "heureux is invariable in number, not in gender: elle est heureuse." },
  { rule: "agreement", accepted: ["Les boîtes que j'ai reçues sont abîmées."], given: "Les boîtes que j'ai reçu sont abîmées.", verdict: "wrong", note: { kind: "agreement", word: "reçues", given: "reçu", gender: "feminine", number: "plural" }, why: "With avoir, the participle agrees with a direct object placed before it (que = les boîtes)." },
  { rule: "agreement", accepted: ["Elle a reçu les boîtes ce matin."], given: "Elle a reçues les boîtes ce matin.", verdict: "wrong", note: { kind: "agreement", word: "reçu", given: "reçues" }, why: "With avoir and the object after it, the participle does not agree." },
  { rule: "agreement", accepted: ["Les clientes ont appelé ce matin."], given: "Les clientes ont appelées ce matin.", verdict: "wrong", note: { kind: "agreement", word: "appelé", given: "appelées" }, why: "With avoir, the participle never agrees with the subject." },
  { rule: "agreement", accepted: ["Les travaux commencent lundi."], given: "Les travails commencent lundi.", verdict: "wrong", note: { kind: "agreement", word: "travaux", given: "travails", number: "plural" }, why: "The plural of travail (construction work) is travaux: a plural mistake." },
  { rule: "agreement", accepted: ["J'ai reçu un courriel de la cliente."], given: "J'ai reçu un courriels de la cliente.", verdict: "wrong", note: { kind: "agreement", word: "courriel", given: "courriels", number: "singular" }, why: "After un, the singular." },
  { rule: "agreement", accepted: ["La porte est restée ouverte."], given: "La porte est restée ouvert.", verdict: "wrong", note: { kind: "agreement", word: "ouverte", given: "ouvert", gender: "feminine" }, why: "porte is feminine: ouverte." },

  // --- conjugation: person, tense, mood; a silent ending letter of a verb is grammar, not spelling.
  { rule: "conjugation", accepted: ["Je serai au bureau demain."], given: "Je serais au bureau demain.", verdict: "wrong", note: { kind: "conjugation", word: "serai", given: "serais", person: "1s" }, why: "demain calls for the futur (serai), not the conditionnel (serais): a classic written mistake." },
  { rule: "conjugation", accepted: ["Nous allons au dépanneur."], given: "Nous allez au dépanneur.", verdict: "wrong", note: { kind: "conjugation", word: "allons", given: "allez", person: "1p" }, why: "With nous, aller is allons." },
  { rule: "conjugation", accepted: ["Vous faites du bon travail."], given: "Vous faisez du bon travail.", verdict: "wrong", note: { kind: "conjugation", word: "faites", given: "faisez", person: "2p" }, why: "faisez is the regular ending put on an irregular verb: with vous, faire is faites." },
  { rule: "conjugation", accepted: ["Ils font l'inventaire ce soir."], given: "Ils faisent l'inventaire ce soir.", verdict: "wrong", note: { kind: "conjugation", word: "font", given: "faisent", person: "3p" }, why: "With ils, faire is font." },
  { rule: "conjugation", accepted: ["Je peux vous aider?"], given: "Je peut vous aider?", verdict: "wrong", note: { kind: "conjugation", word: "peux", given: "peut", person: "1s" }, why: "With je, pouvoir is peux: the silent letter is the person." },
  { rule: "conjugation", accepted: ["Il faut que je parte à 16 h."], given: "Il faut que je pars à 16 h.", verdict: "wrong", note: { kind: "conjugation", word: "parte", given: "pars", person: "1s" }, why: "Il faut que takes the subjonctif: parte." },
  { rule: "conjugation", accepted: ["Appelle-moi demain matin."], given: "Appelles-moi demain matin.", verdict: "wrong", note: { kind: "conjugation", word: "appelle" }, why: "The imperative of -er verbs has no s: an ending of the verb (mood), not a plural." },
  { rule: "conjugation", accepted: ["Je vais envoyer le rapport."], given: "Je vais envoyé le rapport.", verdict: "wrong", note: { kind: "conjugation", word: "envoyer", given: "envoyé" }, why: "After aller, the infinitive: -er, not -é." },
  { rule: "conjugation", accepted: ["Ils parlent avec la cliente."], given: "Ils parlen avec la cliente.", verdict: "wrong", note: { kind: "conjugation", word: "parlent", person: "3p" }, why: "The t is silent but -ent is the verb's ending for ils: a conjugation mistake, not a silent letter to forgive." },
  { rule: "conjugation", accepted: ["Nous avons fini l'inventaire."], given: "Nous avon fini l'inventaire.", verdict: "wrong", note: { kind: "conjugation", word: "avons", person: "1p" }, why: "The s of avons is silent but it is the ending for nous: grammar, not spelling." },
  { rule: "conjugation", accepted: ["On travaille demain."], given: "On travaillons demain.", verdict: "wrong", note: { kind: "conjugation", word: "travaille", given: "travaillons", person: "3s" }, why: "on takes the third person singular, even when it means nous." },
  { rule: "conjugation", accepted: ["Nous sommes 25 dans l'équipe."], given: "Nous somme 25 dans l'équipe.", verdict: "wrong", note: { kind: "conjugation", word: "sommes", given: "somme", person: "1p" }, why: "With nous, être is sommes; « somme » is a noun (a sum)." },
  { rule: "conjugation", accepted: ["J'ai mangé à la cafétéria."], given: "J'ai mange à la cafétéria.", verdict: "wrong", note: { kind: "conjugation", word: "mangé", given: "mange" }, why: "The learner types accents (à): mange for mangé is the present for the participle, the é/e confusion of endings, not a keyboard slip." },

  // --- otherWord: short words one letter from another; homophones that are other words.
  { rule: "otherWord", accepted: ["Elle a oublié ses clés."], given: "Elle a oublié ces clés.", verdict: "wrong", note: { kind: "otherWord", word: "ses", given: "ces" }, why: "ces (these) is not ses (her)." },
  { rule: "otherWord", accepted: ["Ils ont fini leur quart."], given: "Ils on fini leur quart.", verdict: "wrong", note: { kind: "otherWord", word: "ont", given: "on" }, why: "on is a pronoun; the verb is ont." },
  { rule: "otherWord", accepted: ["La porte est fermée."], given: "La porte et fermée.", verdict: "wrong", note: { kind: "otherWord", word: "est", given: "et" }, why: "et (and) is not est (is)." },
  { rule: "otherWord", accepted: ["J'ai appelé la cliente trois fois."], given: "J'ai appelé la cliente trois foi.", verdict: "wrong", note: { kind: "otherWord", word: "fois", given: "foi" }, why: "fois is invariable and foi (faith) is another word: not a silent letter to forgive." },
  { rule: "otherWord", accepted: ["Je suis payé deux fois par mois."], given: "Je suis payé deux fois par moi.", verdict: "wrong", note: { kind: "otherWord", word: "mois", given: "moi" }, why: "moi is a pronoun; mois (month) keeps its s." },
  { rule: "otherWord", accepted: ["Le souper est à 18 h."], given: "Le super est à 18 h.", verdict: "wrong", note: { kind: "otherWord", word: "souper", given: "super" }, why: "super is another word." },
  { rule: "otherWord", accepted: ["Le coût du projet a augmenté."], given: "Le cou du projet a augmenté.", verdict: "wrong", note: { kind: "otherWord", word: "coût", given: "cou" }, why: "un cou is a neck: not the silent t of coût." },
  { rule: "otherWord", accepted: ["Le dessert est inclus."], given: "Le désert est inclus.", verdict: "wrong", note: { kind: "otherWord", word: "dessert", given: "désert" }, why: "un désert is dry land." },
  { rule: "otherWord", accepted: ["Elle a les cheveux courts."], given: "Elle a les chevaux courts.", verdict: "wrong", note: { kind: "otherWord", word: "cheveux", given: "chevaux" }, why: "chevaux are horses." },
  { rule: "otherWord", accepted: ["Ma souris ne fonctionne plus."], given: "Ma souri ne fonctionne plus.", verdict: "wrong", why: "souris is invariable; souri is the participle of sourire, another word: not a silent letter to forgive." },

  // --- silentLetter: invariable words in -s/-x/-d with no other form: the silent letter is spelling.
  { rule: "silentLetter", accepted: ["Le prix a augmenté."], given: "Le pri a augmenté.", verdict: "rightWithNote", note: { kind: "spelling", word: "prix", given: "pri" }, why: "prix has no form without x: a silent letter left out." },
  { rule: "silentLetter", accepted: ["Je viens volontiers."], given: "Je viens volontier.", verdict: "rightWithNote", note: { kind: "spelling", word: "volontiers", given: "volontier" }, why: "volontiers is an adverb, always with s: a frequent spelling slip." },
  { rule: "silentLetter", accepted: ["Je travaille parfois le samedi."], given: "Je travaille parfoi le samedi.", verdict: "rightWithNote", note: { kind: "spelling", word: "parfois", given: "parfoi" }, why: "parfois is invariable; the s is silent." },
  { rule: "silentLetter", accepted: ["J'ai mal partout dans le corps."], given: "J'ai mal partout dans le corp.", verdict: "rightWithNote", note: { kind: "spelling", word: "corps", given: "corp" }, why: "corps is the same in the singular: its s is spelling, not a plural." },
  { rule: "silentLetter", accepted: ["Il est trop tard pour appeler."], given: "Il est trop tar pour appeler.", verdict: "rightWithNote", note: { kind: "spelling", word: "tard", given: "tar" }, why: "The d of tard is silent and tard has no other form." },

  // --- elision: required before a vowel or h muet, forbidden before h aspiré and in « si elle ».
  { rule: "elision", accepted: ["Appelez-moi si elle arrive."], given: "Appelez-moi s'elle arrive.", verdict: "wrong", note: { kind: "elision", expected: "si", given: "s'" }, why: "si elides only before il and ils: « s'elle » is an elision made where it must not be." },
  { rule: "elision", accepted: ["Le hamburger est froid."], given: "L'hamburger est froid.", verdict: "wrong", note: { kind: "elision", expected: "le", given: "l'" }, why: "The h of hamburger is aspiré: no elision." },
  { rule: "elision", accepted: ["L'hôtel est à côté du bureau."], given: "Le hôtel est à côté du bureau.", verdict: "wrong", note: { kind: "elision", expected: "l'", given: "le" }, why: "The h of hôtel is muet: l'hôtel." },
  { rule: "elision", accepted: ["Je reste jusqu'à 17 h."], given: "Je reste jusque à 17 h.", verdict: "wrong", note: { kind: "elision", expected: "jusqu'", given: "jusque" }, why: "jusque before à must be jusqu'." },
  { rule: "elision", accepted: ["C'est à vous."], given: "Ce est à vous.", verdict: "wrong", note: { kind: "elision", expected: "c'", given: "ce" }, why: "ce before est must be c'." },
  { rule: "elision", accepted: ["J'y vais demain."], given: "Je y vais demain.", verdict: "wrong", note: { kind: "elision", expected: "j'", given: "je" }, why: "je before y must be j'." },
  { rule: "elision", accepted: ["Lorsqu'il arrive, appelez-moi."], given: "Lorsque il arrive, appelez-moi.", verdict: "wrong", note: { kind: "elision", expected: "lorsqu'", given: "lorsque" }, why: "lorsque before il must be lorsqu'." },

  // --- punctuation: a missing hyphen, apostrophe or space is forgiven and noted.
  { rule: "punctuation", accepted: ["Elle est peut-être en réunion."], given: "Elle est peut être en réunion.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "hyphen" }, why: "The meaning (maybe) is clear; the hyphen of peut-être was left out." },
  { rule: "punctuation", accepted: ["C'est-à-dire demain matin."], given: "C'est a dire demain matin.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "hyphen" }, why: "c'est-à-dire takes hyphens (the accent of à is a second, forgiven slip)." },
  { rule: "punctuation", accepted: ["Va-t-il pleuvoir demain?"], given: "Va-t'il pleuvoir demain?", verdict: "rightWithNote", note: { kind: "punctuation", mark: "hyphen" }, why: "Judgment: the euphonic t is not an elision, so it takes a hyphen, not an apostrophe; a punctuation slip, not another word." },
  { rule: "punctuation", accepted: ["Je suis en retard parce que l'autobus est en panne."], given: "Je suis en retard parceque l'autobus est en panne.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "space" }, why: "parce que is two words." },
  { rule: "punctuation", accepted: ["D'accord, je m'en occupe."], given: "Daccord, je m'en occupe.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "apostrophe" }, why: "The elision is made; the apostrophe is missing." },
  { rule: "punctuation", accepted: ["Demandez-lui si on travaille lundi."], given: "Demandez lui si on travaille lundi.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "hyphen" }, why: "The imperative takes a hyphen; « si on » is right as is (si elides only before il)." },
  { rule: "punctuation", accepted: ["Je vais à Trois-Rivières demain."], given: "Je vais à Trois Rivières demain.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "hyphen" }, why: "A city name written without its hyphen; « Trois » is part of a name here." },

  // --- accent: the product forgives accents, both ways, even between homographs; noted.
  { rule: "accent", accepted: ["Je vais à la pêche samedi."], given: "Je vais à la pèche samedi.", verdict: "rightWithNote", note: { kind: "accent", word: "pêche" }, why: "A grave accent for the circumflex; pèche (sins) is no grammar form of pêche: an accent slip." },
  { rule: "accent", accepted: ["Le stationnement est à côté du dépanneur."], given: "Le stationnement est a cote du depanneur.", verdict: "rightWithNote", note: { kind: "accent", word: "côté" }, why: "No accents at all; cote is a word, but the learner types none: the keyboard, not a confusion." },
  { rule: "accent", accepted: ["Où est le stationnement?"], given: "Ou est le stationnement?", verdict: "rightWithNote", note: { kind: "accent", word: "où" }, why: "ou for où: the accent slip the product forgives (as a for à)." },
  { rule: "accent", accepted: ["J'ai dû partir plus tôt."], given: "J'ai du partir plus tôt.", verdict: "rightWithNote", note: { kind: "accent", word: "dû" }, why: "du for dû: an accent left out." },
  { rule: "accent", accepted: ["Je suis sûr que la cliente va rappeler."], given: "Je suis sur que la cliente va rappeler.", verdict: "rightWithNote", note: { kind: "accent", word: "sûr" }, why: "sur for sûr: the circumflex left out." },
  { rule: "accent", accepted: ["Il a un rendez-vous à 15 h."], given: "Il à un rendez-vous à 15 h.", verdict: "rightWithNote", note: { kind: "accent", word: "a" }, why: "à for a: the same forgiven slip as a for à, the other way." },
  { rule: "accent", accepted: ["Cette tâche est urgente."], given: "Cette tache est urgente.", verdict: "rightWithNote", note: { kind: "accent", word: "tâche" }, why: "tache for tâche: the circumflex left out." },
  { rule: "accent", accepted: ["Je suis présentement au dépanneur."], given: "Je suis presentement au depanneur.", verdict: "rightWithNote", note: { kind: "accent", word: "présentement" }, why: "Quebec words without their accents: the words themselves are right." },
  { rule: "accent", accepted: ["J'ai préféré le café."], given: "J'ai prefere le café.", verdict: "rightWithNote", note: { kind: "accent", word: "préféré" }, why: "prefere is no form of préférer (préfère is): the accents left out, not another ending." },
  { rule: "accent", accepted: ["Mon équipe est prête."], given: "Mon equipe est prete.", verdict: "rightWithNote", note: { kind: "accent", word: "équipe" }, why: "mon before a feminine noun starting with a vowel is right: only the accents are missing." },
  { rule: "accent", accepted: ["Les employées sont parties tôt."], given: "Les employees sont parties tot.", verdict: "rightWithNote", note: { kind: "accent", word: "employées" }, why: "The feminine plural is right (employées, parties); only accents are missing." },
  { rule: "accent", accepted: ["Elle a envoyé les factures à la cliente."], given: "Elle a envoye les factures à la cliente.", verdict: "rightWithNote", note: { kind: "accent", word: "envoyé" }, why: "envoye is no form of envoyer (envoie is): an accent left out; the participle rightly does not agree." },
  { rule: "accent", accepted: ["Je travaille chez Bell à Québec."], given: "je travaille chez bell a quebec", verdict: "rightWithNote", note: { kind: "accent", word: "Québec" }, why: "Capitals are free in this product; the accents of à and Québec are noted." },
  { rule: "accent", accepted: ["On est prêts à partir."], given: "On est prets a partir.", verdict: "rightWithNote", note: { kind: "accent", word: "prêts" }, why: "With on meaning nous, the plural prêts is right (OQLF); only accents are missing." },

  // --- typo: one letter off in a long word, Quebec words included.
  { rule: "typo", accepted: ["Je vais au dépanneur."], given: "Je vais au dépaneur.", verdict: "rightWithNote", note: { kind: "typo", word: "dépanneur", given: "dépaneur" }, why: "One n left out of a long word." },
  { rule: "typo", accepted: ["Le stationnement est plein."], given: "Le stationement est plein.", verdict: "rightWithNote", note: { kind: "typo", word: "stationnement", given: "stationement" }, why: "One n left out." },
  { rule: "typo", accepted: ["Je vais magasiner samedi."], given: "Je vais magasinner samedi.", verdict: "rightWithNote", note: { kind: "typo", word: "magasiner", given: "magasinner" }, why: "One n too many in a Quebec verb." },
  { rule: "typo", accepted: ["Mon cellulaire est déchargé."], given: "Mon celullaire est déchargé.", verdict: "rightWithNote", note: { kind: "typo", word: "cellulaire", given: "celullaire" }, why: "Two letters swapped." },
  { rule: "typo", accepted: ["Je travaille de soir cette semaine."], given: "Je travaile de soir cette semaine.", verdict: "rightWithNote", note: { kind: "typo", word: "travaille", given: "travaile" }, why: "One l left out; travaile is no form of the verb, so no grammar." },

  // --- wrong: written negation, contractions, prepositions, euphony, anglicisms, register.
  { rule: "wrong", accepted: ["Je ne travaille pas demain."], given: "Je travaille pas demain.", verdict: "wrong", why: "Decision: in written French the ne of the negation is required; dropping it is spoken Quebec French, not the written answer." },
  { rule: "wrong", accepted: ["Je vais au dépanneur."], given: "Je vais à le dépanneur.", verdict: "wrong", why: "à + le must contract to au." },
  { rule: "wrong", accepted: ["Je viens du bureau."], given: "Je viens de le bureau.", verdict: "wrong", why: "de + le must contract to du." },
  { rule: "wrong", accepted: ["Je parle à la gestionnaire."], given: "Je parle de la gestionnaire.", verdict: "wrong", why: "Another preposition, another meaning: talking about her, not to her." },
  { rule: "wrong", accepted: ["Mon équipe est prête."], given: "Ma équipe est prête.", verdict: "wrong", why: "Before a vowel, mon even for a feminine noun: « ma équipe » is a mistake." },
  { rule: "wrong", accepted: ["Je dois annuler la réunion."], given: "Je dois canceller la réunion.", verdict: "wrong", why: "canceller is an anglicism." },
  { rule: "wrong", accepted: ["Ma voiture est dans le stationnement."], given: "Mon char est dans le stationnement.", verdict: "wrong", why: "char is colloquial Quebec speech, not the written word taught." },
  { rule: "wrong", accepted: ["Ils sont partis à midi."], given: "Ils ont partis à midi.", verdict: "wrong", why: "partir takes être: the wrong auxiliary." },
  { rule: "wrong", accepted: ["Elle s'est trompée de salle."], given: "Elle c'est trompée de salle.", verdict: "wrong", why: "c'est (it is) for s'est (reflexive): another word." },
  { rule: "wrong", accepted: ["Je vais magasiner en fin de semaine."], given: "Je vais magasiner en semaine.", verdict: "wrong", why: "en semaine is on weekdays: the opposite of fin de semaine." },

  // --- patterns: alternatives from several groups combined, optional parts, and misses inside them.
  { rule: "patterns", accepted: ["{Je vais|Je vais aller} {magasiner|faire les courses} {samedi|en fin de semaine}."], given: "Je vais aller faire les courses en fin de semaine.", verdict: "right", why: "Second alternative of each of the three groups." },
  { rule: "patterns", accepted: ["{Pourriez|Pouvez}-vous me rappeler {au cellulaire|au bureau}{ cet après-midi}?"], given: "Pouvez-vous me rappeler au cellulaire cet apres-midi?", verdict: "rightWithNote", note: { kind: "accent" }, why: "Alternatives combined, the optional part kept, an accent left out of après-midi." },
  { rule: "patterns", accepted: ["Le {dîner|lunch} est servi à {midi|12 h}."], given: "Le lunch est servi à midi.", verdict: "right", why: "Second alternative, then first." },
  { rule: "patterns", accepted: ["Le {dîner|lunch} est servi à {midi|12 h}."], given: "Le dîner est servi à 12 h 30.", verdict: "wrong", why: "12 h 30 is not one of the times." },
  { rule: "patterns", accepted: ["{Je suis|Nous sommes} {présentement|en ce moment} au dépanneur."], given: "Nous sommes en ce moment au depanneur.", verdict: "rightWithNote", note: { kind: "accent", word: "dépanneur" }, why: "Two alternatives combined, an accent left out." },
  { rule: "patterns", accepted: ["Je {l'ai envoyé|les ai envoyés} ce matin."], given: "Je les ai envoyé ce matin.", verdict: "wrong", note: { kind: "agreement", word: "envoyés", given: "envoyé", number: "plural" }, why: "With les before avoir, the participle agrees: envoyés. The nearest alternative explains it." },
  { rule: "patterns", accepted: ["{Bonjour|Bonsoir}, {madame|monsieur}."], given: "Bonsoir, mademoiselle.", verdict: "wrong", why: "mademoiselle is not an alternative." },
  { rule: "patterns", accepted: ["Mon quart {commence|débute} à {7 h|7 h 30}{ le matin}."], given: "Mon quart débute à sept heures trente le matin.", verdict: "right", why: "Alternatives with a time, the time in words." },
  { rule: "patterns", accepted: ["Je vous rappelle{| demain}."], given: "Je vous rappelle demain.", verdict: "right", why: "An optional part shown without it, typed with it." },
  { rule: "patterns", accepted: ["{Je ne travaille pas|Je suis en congé} {lundi|le lundi}."], given: "Je travaille pas le lundi.", verdict: "wrong", why: "The ne of the written negation is missing, in a combination of alternatives." },
  { rule: "patterns", accepted: ["{Pourriez|Pouvez}-vous m'envoyer {le|ce} courriel{ ce matin}?"], given: "Pourriez vous m'envoyer ce courriel ce matin?", verdict: "rightWithNote", note: { kind: "punctuation", mark: "hyphen" }, why: "Alternatives combined, the hyphen of the inversion left out." },
];
