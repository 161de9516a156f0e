import type { CorpusCase } from "./types";

/*
 * What a Quebec French teacher decides about real slips of learners at work. Written from the
 * teacher's judgment, not from the checker's behaviour: cases the checker gets wrong stay here.
 * Words in notes are written as the learner sees them in the answer (the checker's case is ignored).
 */
export const frenchCases: CorpusCase[] = [
  // --- numbers: digits and words are one answer; un/une stay articles; a wrong number is wrong.
  { rule: "numbers", accepted: ["J'ai trois réunions aujourd'hui."], given: "J'ai 3 réunions aujourd'hui.", verdict: "right", why: "3 and trois are the same answer." },
  { rule: "numbers", accepted: ["Nous avons 21 employés à l'entrepôt."], given: "Nous avons vingt et un employés à l'entrepôt.", verdict: "right", why: "vingt et un is 21, written out." },
  { rule: "numbers", accepted: ["L'entrepôt contient 2 500 boîtes."], given: "L'entrepôt contient deux mille cinq cents boîtes.", verdict: "right", why: "deux mille cinq cents is 2 500 (French thousands separator is a space)." },
  { rule: "numbers", accepted: ["Il reste soixante-quinze palettes dans l'entrepôt."], given: "Il reste 75 palettes dans l'entrepôt.", verdict: "right", why: "75 in digits for soixante-quinze (Quebec says soixante-quinze, not septante-cinq)." },
  { rule: "numbers", accepted: ["C'est ma 1re semaine au bureau."], given: "C'est ma première semaine au bureau.", verdict: "right", why: "1re and première are the same ordinal." },
  { rule: "numbers", accepted: ["C'est mon premier quart de travail."], given: "C'est mon 1er quart de travail.", verdict: "right", why: "1er is premier in digits." },
  { rule: "numbers", accepted: ["La comptabilité est au 2e étage."], given: "La comptabilité est au deuxième étage.", verdict: "right", why: "2e and deuxième are the same ordinal." },
  { rule: "numbers", accepted: ["La comptabilité est au 2e étage."], given: "La comptabilité est au second étage.", verdict: "right", why: "second is an accepted word for 2e." },
  { rule: "numbers", accepted: ["J'ai reçu trois courriels de la cliente."], given: "J'ai recu 3 courriels de la cliente.", verdict: "rightWithNote", note: { kind: "accent", word: "reçu" }, why: "Two slips: digits for the number (fine) and the cedilla left out (noted)." },
  { rule: "numbers", accepted: ["La cliente a commandé 12 boîtes."], given: "La cliente a commandé 13 boîtes.", verdict: "wrong", why: "13 is not 12: a wrong number is a wrong answer." },
  { rule: "numbers", accepted: ["Le dîner coûte 12,50 $."], given: "Le dîner coûte 12,05 $.", verdict: "wrong", why: "12,05 $ is another price, not a slip for 12,50 $." },
  { rule: "numbers", accepted: ["Nous avons 50 employés."], given: "Nous avons quinze employés.", verdict: "wrong", why: "quinze (15) is not cinquante (50), a classic confusion." },

  // --- times: 17 h, 17h, 17 h 00, 17:00, cinq heures are one time; morning and evening are not.
  { rule: "times", accepted: ["Mon quart de travail finit à 17 h."], given: "Mon quart de travail finit à 17h.", verdict: "right", why: "17h without the space is the same time." },
  { rule: "times", accepted: ["Mon quart de travail finit à 17 h."], given: "Mon quart de travail finit à 17 h 00.", verdict: "right", why: "17 h 00 is 17 h with the minutes written." },
  { rule: "times", accepted: ["Mon quart de travail finit à 17 h."], given: "Mon quart de travail finit à 17:00.", verdict: "right", why: "17:00 is the same time in the colon notation." },
  { rule: "times", accepted: ["Mon quart de travail finit à 17 h."], given: "Mon quart de travail finit à cinq heures.", verdict: "right", why: "At work in Quebec, cinq heures for a shift that ends at 17 h is the same time." },
  { rule: "times", accepted: ["Mon quart de travail finit à 17 h."], given: "Mon quart de travail finit à 5 p.m.", verdict: "right", why: "5 p.m. is 17 h; the product accepts the notation." },
  { rule: "times", accepted: ["La réunion est à 10 h 30."], given: "La réunion est à dix heures trente.", verdict: "right", why: "dix heures trente is 10 h 30 in words." },
  { rule: "times", accepted: ["La réunion est à 10 h 30."], given: "La réunion est à dix heures et demie.", verdict: "right", why: "et demie is 30 minutes." },
  { rule: "times", accepted: ["La réunion est à 10 h 30."], given: "La réunion est à 10:30.", verdict: "right", why: "10:30 is 10 h 30." },
  { rule: "times", accepted: ["La pause du dîner est à midi."], given: "La pause du dîner est à 12 h.", verdict: "right", why: "midi is 12 h." },
  { rule: "times", accepted: ["La réunion d'équipe commence à 9 h."], given: "La reunion d'équipe commence à neuf heures.", verdict: "rightWithNote", note: { kind: "accent", word: "réunion" }, why: "Two slips: the time in words (fine) and the accent left out (noted)." },
  { rule: "times", accepted: ["Le camion arrive à l'entrepôt à 5 h."], given: "Le camion arrive à l'entrepôt à 17 h.", verdict: "wrong", why: "17 h is the evening; 5 h in the morning was expected." },
  { rule: "times", accepted: ["La réunion est à 10 h 30."], given: "La réunion est à dix heures et quart.", verdict: "wrong", why: "et quart is 10 h 15, another time." },

  // --- dates: le 3 mars = 3 mars = le trois mars; 1er = premier; another day or month is wrong.
  { rule: "dates", accepted: ["Votre rendez-vous est le 3 mars."], given: "Votre rendez-vous est le trois mars.", verdict: "right", why: "trois mars is 3 mars in words." },
  { rule: "dates", accepted: ["Date de livraison : le 3 mars"], given: "Date de livraison : 3 mars", verdict: "right", why: "le 3 mars and 3 mars are the same date." },
  { rule: "dates", accepted: ["La formation commence le 1er avril."], given: "La formation commence le premier avril.", verdict: "right", why: "The first of the month is premier, 1er in digits." },
  { rule: "dates", accepted: ["Mes vacances commencent le vingt et un juin."], given: "Mes vacances commencent le 21 juin.", verdict: "right", why: "21 is vingt et un." },
  { rule: "dates", accepted: ["Le party de Noël est le 12 décembre."], given: "Le party de Noël est le douze decembre.", verdict: "rightWithNote", note: { kind: "accent", word: "décembre" }, why: "Two slips: the day in words (fine) and the accent left out of décembre (noted)." },
  { rule: "dates", accepted: ["La paie est déposée le 15 mai."], given: "La paie est déposée le 15 mars.", verdict: "wrong", why: "mars is another month." },
  { rule: "dates", accepted: ["L'inventaire a lieu le 3 mars."], given: "L'inventaire a lieu le 13 mars.", verdict: "wrong", why: "The 13th is another day." },
  { rule: "dates", accepted: ["Le congé commence le 2 juin."], given: "Le congé commence le 2 juillet.", verdict: "wrong", why: "juillet is not juin, a classic confusion." },

  // --- agreement: a gender or number ending is grammar, never a typo.
  { rule: "agreement", accepted: ["Les portes de l'entrepôt sont fermées."], given: "Les portes de l'entrepôt sont fermés.", verdict: "wrong", note: { kind: "agreement", word: "fermées", given: "fermés", gender: "feminine", number: "plural" }, why: "portes is feminine plural: fermées." },
  { rule: "agreement", accepted: ["Ce sont des tâches importantes."], given: "Ce sont des tâches importants.", verdict: "wrong", note: { kind: "agreement", word: "importantes", given: "importants", gender: "feminine", number: "plural" }, why: "tâches is feminine: importantes." },
  { rule: "agreement", accepted: ["J'ai trois réunions cette semaine."], given: "J'ai trois réunion cette semaine.", verdict: "wrong", note: { kind: "agreement", word: "réunions", given: "réunion", number: "plural" }, why: "After trois, réunions takes the plural." },
  { rule: "agreement", accepted: ["J'ai une réunion avec la cliente."], given: "J'ai un réunion avec la cliente.", verdict: "wrong", note: { kind: "agreement", word: "une", given: "un", gender: "feminine" }, why: "un is the article here, not the number: réunion is feminine, une réunion." },
  { rule: "agreement", accepted: ["La cliente est satisfaite du service."], given: "La cliente est satisfait du service.", verdict: "wrong", note: { kind: "agreement", word: "satisfaite", given: "satisfait", gender: "feminine", number: "singular" }, why: "cliente is feminine: satisfaite." },
  { rule: "agreement", accepted: ["Les courriels sont envoyés."], given: "Les courriels sont envoyé.", verdict: "wrong", note: { kind: "agreement", word: "envoyés", given: "envoyé", number: "plural" }, why: "courriels is plural: envoyés (the masculine is not the slip, so not asked)." },
  { rule: "agreement", accepted: ["Elle est arrivée en retard ce matin."], given: "Elle est arrivé en retard ce matin.", verdict: "wrong", note: { kind: "agreement", word: "arrivée", given: "arrivé", gender: "feminine" }, why: "With être, the participle agrees with elle: arrivée." },
  { rule: "agreement", accepted: ["Les commandes sont prêtes."], given: "Les commandes sont prêts.", verdict: "wrong", note: { kind: "agreement", word: "prêtes", given: "prêts", gender: "feminine", number: "plural" }, why: "commandes is feminine plural: prêtes." },
  { rule: "agreement", accepted: ["Tous les employés doivent porter leur casque."], given: "Tous les employé doivent porter leur casque.", verdict: "wrong", note: { kind: "agreement", word: "employés", given: "employé", number: "plural" }, why: "After les, employés takes the plural." },
  { rule: "agreement", accepted: ["Les caisses sont arrivées à l'entrepôt."], given: "Les caisses sont arrivés à l'entrepot.", verdict: "wrong", note: { kind: "agreement", word: "arrivées", given: "arrivés", gender: "feminine", number: "plural" }, why: "Two slips: the accent of entrepôt would be forgiven, the agreement of arrivées is not." },

  // --- conjugation: the verb's ending carries person, tense or mood.
  { rule: "conjugation", accepted: ["Avant, je mangeais à mon bureau."], given: "Avant, je mangerais à mon bureau.", verdict: "wrong", note: { kind: "conjugation", word: "mangeais", given: "mangerais", person: "1s" }, why: "Imparfait (mangeais), not conditionnel (mangerais)." },
  { rule: "conjugation", accepted: ["Je voulais vous parler du projet."], given: "Je voulait vous parler du projet.", verdict: "wrong", note: { kind: "conjugation", word: "voulais", given: "voulait", person: "1s" }, why: "With je, the ending is -ais." },
  { rule: "conjugation", accepted: ["Il faut que nous travaillions samedi."], given: "Il faut que nous travaillons samedi.", verdict: "wrong", note: { kind: "conjugation", word: "travaillions", given: "travaillons", person: "1p" }, why: "Il faut que takes the subjonctif: travaillions." },
  { rule: "conjugation", accepted: ["Je travaille demain matin."], given: "Je travaillé demain matin.", verdict: "wrong", note: { kind: "conjugation", word: "travaille", given: "travaillé", person: "1s" }, why: "travaillé is the participle, not the present: not an accent slip." },
  { rule: "conjugation", accepted: ["J'ai mangé à la cafétéria."], given: "J'ai manger à la cafétéria.", verdict: "wrong", note: { kind: "conjugation", word: "mangé", given: "manger" }, why: "After avoir, the participle mangé, not the infinitive." },
  { rule: "conjugation", accepted: ["Tu travailles de nuit cette semaine?"], given: "Tu travaille de nuit cette semaine?", verdict: "wrong", note: { kind: "conjugation", word: "travailles", given: "travaille", person: "2s" }, why: "With tu, the ending is -es." },
  { rule: "conjugation", accepted: ["Elle finit son quart de travail à 23 h."], given: "Elle fini son quart de travail à 23 h.", verdict: "wrong", note: { kind: "conjugation", word: "finit", given: "fini", person: "3s" }, why: "fini is the participle; the present with elle is finit." },
  { rule: "conjugation", accepted: ["Ils vont à la formation demain."], given: "Ils va à la formation demain.", verdict: "wrong", note: { kind: "conjugation", word: "vont", given: "va", person: "3p" }, why: "With ils, aller is vont." },
  { rule: "conjugation", accepted: ["Vous êtes en réunion?"], given: "Vous est en réunion?", verdict: "wrong", note: { kind: "conjugation", word: "êtes", given: "est", person: "2p" }, why: "With vous, être is êtes." },
  { rule: "conjugation", accepted: ["Je suis allé au bureau hier."], given: "Je suis aller au bureau hier.", verdict: "wrong", note: { kind: "conjugation", word: "allé", given: "aller" }, why: "After être, the participle allé, not the infinitive aller." },

  // --- otherWord: one letter away, but another real word: not a slip.
  { rule: "otherWord", accepted: ["Je mange à la cafétéria."], given: "Je range à la cafétéria.", verdict: "wrong", note: { kind: "otherWord", word: "mange", given: "range" }, why: "ranger is another verb." },
  { rule: "otherWord", accepted: ["Je pars vers midi."], given: "Je pars ver midi.", verdict: "wrong", note: { kind: "otherWord", word: "vers", given: "ver" }, why: "un ver is a worm: the silent s is not optional here." },
  { rule: "otherWord", accepted: ["Le poisson est servi à la cafétéria."], given: "Le poison est servi à la cafétéria.", verdict: "wrong", note: { kind: "otherWord", word: "poisson", given: "poison" }, why: "poison is another word (and not one you want at the cafétéria)." },
  { rule: "otherWord", accepted: ["La cliente a payé la facture."], given: "La cliente a payé la fracture.", verdict: "wrong", note: { kind: "otherWord", word: "facture", given: "fracture" }, why: "une fracture is a broken bone." },
  { rule: "otherWord", accepted: ["Vous pouvez laisser un message."], given: "Vous pouvez laisser un massage.", verdict: "wrong", note: { kind: "otherWord", word: "message", given: "massage" }, why: "un massage is another word." },
  { rule: "otherWord", accepted: ["Je vais à la poste."], given: "Je vais à la porte.", verdict: "wrong", note: { kind: "otherWord", word: "poste", given: "porte" }, why: "la porte (the door) is another word." },
  { rule: "otherWord", accepted: ["Je prends une pause à 15 h."], given: "Je prends une pose à 15 h.", verdict: "wrong", note: { kind: "otherWord", word: "pause", given: "pose" }, why: "une pose is another word." },
  { rule: "otherWord", accepted: ["Mon horaire change chaque semaine."], given: "Mon horaire charge chaque semaine.", verdict: "wrong", note: { kind: "otherWord", word: "change", given: "charge" }, why: "charger is another verb." },

  // --- silentLetter: a silent final letter left out of a word with no other form: forgiven, noted.
  { rule: "silentLetter", accepted: ["J'ai beaucoup de travail cette semaine."], given: "J'ai beaucou de travail cette semaine.", verdict: "rightWithNote", note: { kind: "spelling", word: "beaucoup", given: "beaucou" }, why: "The p is silent and beaucoup has no other form." },
  { rule: "silentLetter", accepted: ["Je travaille toujours de jour."], given: "Je travaille toujour de jour.", verdict: "rightWithNote", note: { kind: "spelling", word: "toujours", given: "toujour" }, why: "toujours is invariable: the s is a silent letter, not a plural." },
  { rule: "silentLetter", accepted: ["Je prends souvent l'autobus pour aller au bureau."], given: "Je prends souven l'autobus pour aller au bureau.", verdict: "rightWithNote", note: { kind: "spelling", word: "souvent", given: "souven" }, why: "The t of souvent is silent." },
  { rule: "silentLetter", accepted: ["Je n'ai pas le temps ce matin."], given: "Je n'ai pas le temp ce matin.", verdict: "rightWithNote", note: { kind: "spelling", word: "temps", given: "temp" }, why: "temps always ends in s; temp is no French word." },
  { rule: "silentLetter", accepted: ["J'ai plusieurs courriels à lire."], given: "J'ai plusieur courriels à lire.", verdict: "rightWithNote", note: { kind: "spelling", word: "plusieurs", given: "plusieur" }, why: "plusieurs has no singular: the s is spelling, not agreement." },
  { rule: "silentLetter", accepted: ["Je travaille ici depuis trois ans."], given: "Je travaille ici depui trois ans.", verdict: "rightWithNote", note: { kind: "spelling", word: "depuis", given: "depui" }, why: "The s of depuis is silent." },
  { rule: "silentLetter", accepted: ["La cliente attend depuis longtemps."], given: "La cliente attend depuis longtemp.", verdict: "rightWithNote", note: { kind: "spelling", word: "longtemps", given: "longtemp" }, why: "longtemps is invariable; the s is silent." },
  { rule: "silentLetter", accepted: ["Il y a trop de boîtes dans l'entrepôt."], given: "Il y a tro de boîtes dans l'entrepôt.", verdict: "rightWithNote", note: { kind: "spelling", word: "trop", given: "tro" }, why: "The p of trop is silent." },
  { rule: "silentLetter", accepted: ["J'ai beaucoup de réunions cette semaine."], given: "J'ai beaucou de reunions cette semaine.", verdict: "rightWithNote", note: { kind: "spelling", word: "beaucoup", given: "beaucou" }, why: "Two slips, both forgiven: the silent p and the accent of réunions." },

  // --- elision: an obligatory elision not made is an error (rejected, explained).
  { rule: "elision", accepted: ["Demain, j'ai une formation."], given: "Demain, je ai une formation.", verdict: "wrong", note: { kind: "elision", expected: "j'", given: "je" }, why: "je before a vowel must be j'." },
  { rule: "elision", accepted: ["Je vous présente l'ami de Julie."], given: "Je vous présente le ami de Julie.", verdict: "wrong", note: { kind: "elision", expected: "l'", given: "le" }, why: "le before a vowel must be l'." },
  { rule: "elision", accepted: ["Je pense qu'il est en réunion."], given: "Je pense que il est en réunion.", verdict: "wrong", note: { kind: "elision", expected: "qu'", given: "que" }, why: "que before il must be qu'." },
  { rule: "elision", accepted: ["Je suis d'accord avec vous."], given: "Je suis de accord avec vous.", verdict: "wrong", note: { kind: "elision", expected: "d'", given: "de" }, why: "d'accord is always elided." },
  { rule: "elision", accepted: ["Appelez-moi s'il y a un problème."], given: "Appelez-moi si il y a un problème.", verdict: "wrong", note: { kind: "elision", expected: "s'", given: "si" }, why: "si before il must be s'." },
  { rule: "elision", accepted: ["Je travaille dans l'entrepôt de Laval."], given: "Je travaille dans le entrepôt de Laval.", verdict: "wrong", note: { kind: "elision", expected: "l'", given: "le" }, why: "le before a vowel must be l'." },
  { rule: "elision", accepted: ["Je n'ai pas reçu votre courriel."], given: "Je ne ai pas reçu votre courriel.", verdict: "wrong", note: { kind: "elision", expected: "n'", given: "ne" }, why: "ne before a vowel must be n'." },
  { rule: "elision", accepted: ["La gestionnaire m'a appelé ce matin."], given: "La gestionnaire me a appelé ce matin.", verdict: "wrong", note: { kind: "elision", expected: "m'", given: "me" }, why: "me before a vowel must be m'." },
  { rule: "elision", accepted: ["Je pense qu'elle est à l'entrepôt."], given: "Je pense que elle est a l'entrepôt.", verdict: "wrong", note: { kind: "elision", expected: "qu'", given: "que" }, why: "Two slips: the accent of à would be forgiven, the missing elision is not." },

  // --- punctuation: a missing hyphen, apostrophe or space: forgiven, noted.
  { rule: "punctuation", accepted: ["Pourriez-vous m'envoyer le rapport?"], given: "Pourriez vous m'envoyer le rapport?", verdict: "rightWithNote", note: { kind: "punctuation", mark: "hyphen" }, why: "The inversion takes a hyphen." },
  { rule: "punctuation", accepted: ["J'ai une réunion à 14 h."], given: "Jai une réunion à 14 h.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "apostrophe" }, why: "The apostrophe of j'ai was left out; the elision itself is made." },
  { rule: "punctuation", accepted: ["J'ai fini mon quart de travail."], given: "J ai fini mon quart de travail.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "apostrophe" }, why: "A space where the apostrophe goes: the elision is made, the mark is missing." },
  { rule: "punctuation", accepted: ["Aujourd'hui, je travaille de soir."], given: "Aujourdhui, je travaille de soir.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "apostrophe" }, why: "aujourd'hui keeps its apostrophe." },
  { rule: "punctuation", accepted: ["Quelqu'un a appelé pour vous."], given: "Quelquun a appelé pour vous.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "apostrophe" }, why: "quelqu'un keeps its apostrophe." },
  { rule: "punctuation", accepted: ["Qu'est-ce que vous faites ce midi?"], given: "Quest-ce que vous faites ce midi?", verdict: "rightWithNote", note: { kind: "punctuation", mark: "apostrophe" }, why: "qu'est-ce que keeps its apostrophe." },
  { rule: "punctuation", accepted: ["J'ai un rendez-vous avec la cliente."], given: "J'ai un rendezvous avec la cliente.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "hyphen" }, why: "rendez-vous is written with a hyphen." },
  { rule: "punctuation", accepted: ["Est-ce que la réunion est annulée?"], given: "Est ce que la réunion est annulée?", verdict: "rightWithNote", note: { kind: "punctuation", mark: "hyphen" }, why: "est-ce que takes a hyphen." },
  { rule: "punctuation", accepted: ["Avez-vous quelque chose à ajouter?"], given: "Avez-vous quelquechose à ajouter?", verdict: "rightWithNote", note: { kind: "punctuation", mark: "space" }, why: "quelque chose is two words." },
  { rule: "punctuation", accepted: ["Bonne fin de semaine!"], given: "Bonne fin desemaine!", verdict: "rightWithNote", note: { kind: "punctuation", mark: "space" }, why: "A space left out between de and semaine." },
  { rule: "punctuation", accepted: ["Pourriez-vous appeler la cliente à 15 h?"], given: "Pourriez vous appeler la cliente a 15 h?", verdict: "rightWithNote", note: { kind: "punctuation", mark: "hyphen" }, why: "Two slips, both forgiven: the hyphen and the accent of à." },

  // --- accent: a missing or wrong accent on a word: forgiven, noted.
  { rule: "accent", accepted: ["La réunion est annulée."], given: "La reunion est annulée.", verdict: "rightWithNote", note: { kind: "accent", word: "réunion" }, why: "Only the accent is missing." },
  { rule: "accent", accepted: ["Je suis à la cafétéria."], given: "Je suis a la cafétéria.", verdict: "rightWithNote", note: { kind: "accent", word: "à" }, why: "a for à: the accent slip a teacher forgives in this product." },
  { rule: "accent", accepted: ["La livraison arrive à l'entrepôt."], given: "La livraison arrive à l'entrepot.", verdict: "rightWithNote", note: { kind: "accent", word: "entrepôt" }, why: "The circumflex of entrepôt is missing." },
  { rule: "accent", accepted: ["Ça va bien, merci."], given: "Ca va bien, merci.", verdict: "rightWithNote", note: { kind: "accent", word: "ça" }, why: "The cedilla is missing." },
  { rule: "accent", accepted: ["J'ai déjà envoyé le courriel."], given: "J'ai deja envoyé le courriel.", verdict: "rightWithNote", note: { kind: "accent", word: "déjà" }, why: "Both accents of déjà are missing: one word, one note." },
  { rule: "accent", accepted: ["Pouvez-vous fermer la fenêtre?"], given: "Pouvez-vous fermer la fenetre?", verdict: "rightWithNote", note: { kind: "accent", word: "fenêtre" }, why: "The circumflex is missing." },
  { rule: "accent", accepted: ["Le nouvel employé commence lundi."], given: "Le nouvel employe commence lundi.", verdict: "rightWithNote", note: { kind: "accent", word: "employé" }, why: "The final é is written e (and no other word)." },
  { rule: "accent", accepted: ["Je travaille très tard ce soir."], given: "Je travaille tres tard ce soir.", verdict: "rightWithNote", note: { kind: "accent", word: "très" }, why: "The grave accent is missing." },
  { rule: "accent", accepted: ["Le problème est réglé."], given: "Le problême est réglé.", verdict: "rightWithNote", note: { kind: "accent", word: "problème" }, why: "A circumflex where the grave accent goes." },
  { rule: "accent", accepted: ["La cliente a reçu sa commande."], given: "La cliente a recu sa commande.", verdict: "rightWithNote", note: { kind: "accent", word: "reçu" }, why: "The cedilla is missing." },

  // --- typo: one letter off in a word of 5+ letters that is no other word and no grammar ending.
  { rule: "typo", accepted: ["La réunion commence bientôt."], given: "La réunoin commence bientôt.", verdict: "rightWithNote", note: { kind: "typo", word: "réunion", given: "réunoin" }, why: "Two letters swapped in a long word." },
  { rule: "typo", accepted: ["Je suis au bureau jusqu'à midi."], given: "Je suis au bureua jusqu'à midi.", verdict: "rightWithNote", note: { kind: "typo", word: "bureau", given: "bureua" }, why: "Two letters swapped." },
  { rule: "typo", accepted: ["J'ai reçu votre courriel ce matin."], given: "J'ai reçu votre couriel ce matin.", verdict: "rightWithNote", note: { kind: "typo", word: "courriel", given: "couriel" }, why: "One r left out of a long word." },
  { rule: "typo", accepted: ["Mon horaire change la semaine prochaine."], given: "Mon horiare change la semaine prochaine.", verdict: "rightWithNote", note: { kind: "typo", word: "horaire", given: "horiare" }, why: "Two letters swapped." },
  { rule: "typo", accepted: ["Le fournisseur livre le mardi."], given: "Le fournisseru livre le mardi.", verdict: "rightWithNote", note: { kind: "typo", word: "fournisseur", given: "fournisseru" }, why: "Two letters swapped at the end." },
  { rule: "typo", accepted: ["Je travaille à l'entrepôt demain."], given: "Je travaille à l'entrpôt demain.", verdict: "rightWithNote", note: { kind: "typo", word: "entrepôt", given: "entrpôt" }, why: "One letter left out." },
  { rule: "typo", accepted: ["Mon collègue est malade aujourd'hui."], given: "Mon colègue est malade aujourd'hui.", verdict: "rightWithNote", note: { kind: "typo", word: "collègue", given: "colègue" }, why: "One l left out." },
  { rule: "typo", accepted: ["Aujourd'hui, la cliente attend sa commande."], given: "Aujourdhui, la cliente attend sa comamnde.", verdict: "rightWithNote", note: { kind: "typo", word: "commande", given: "comamnde" }, why: "Two slips, both forgiven: the apostrophe and a swap in commande." },
  { rule: "typo", accepted: ["Le chef arrive à 8 h."], given: "Le cehf arrive à 8 h.", verdict: "wrong", why: "chef has 4 letters: too short for a slip to be forgiven." },

  // --- wrong: another meaning, a missing or extra word, two typos in one word, a wrong number.
  { rule: "wrong", accepted: ["Je travaille le matin."], given: "Je travaille le soir.", verdict: "wrong", why: "soir is not matin." },
  { rule: "wrong", accepted: ["Je travaille à l'entrepôt."], given: "Je travaille entrepôt.", verdict: "wrong", why: "à l' is missing." },
  { rule: "wrong", accepted: ["J'ai une réunion demain."], given: "J'ai une rénuoin demain.", verdict: "wrong", why: "Two typos in one word: no longer recognizable as a slip." },
  { rule: "wrong", accepted: ["J'ai trois réunions aujourd'hui."], given: "J'ai quatre réunions aujourd'hui.", verdict: "wrong", why: "quatre is another number." },
  { rule: "wrong", accepted: ["La nouvelle cliente arrive à 10 h."], given: "La nouveau cliente arrive à 10 h.", verdict: "wrong", why: "nouveau is another form of the word, not one ending changed: rejected (a gender note would be welcome, not required)." },
  { rule: "wrong", accepted: ["Je ne travaille pas la fin de semaine."], given: "Je travaille la fin de semaine.", verdict: "wrong", why: "The negation is missing: the opposite meaning." },
  { rule: "wrong", accepted: ["Je vais vérifier mes courriels."], given: "Je vais checker mes courriels.", verdict: "wrong", why: "checker is an anglicism, not the French verb taught." },
  { rule: "wrong", accepted: ["Je travaille au bureau."], given: "Je travaille beaucoup au bureau.", verdict: "wrong", why: "An extra word changes the sentence." },
  { rule: "wrong", accepted: ["Pouvez-vous fermer la porte?"], given: "Pouvez-vous ouvrir la porte?", verdict: "wrong", why: "ouvrir is the opposite of fermer." },

  // --- patterns: what the pattern lists is right (a variant note is allowed).
  { rule: "patterns", accepted: ["{Pourriez|Pouvez}-vous m'envoyer le courriel{ aujourd'hui}?"], given: "Pouvez-vous m'envoyer le courriel?", verdict: "right", why: "An alternative, the optional part left out." },
  { rule: "patterns", accepted: ["{Bonne fin de semaine|Bon week-end}!"], given: "Bon week-end!", verdict: "right", why: "The pattern lists week-end beside the Quebec fin de semaine." },
  { rule: "patterns", accepted: ["Je {dîne|mange} à midi."], given: "Je mange à midi.", verdict: "right", why: "The second alternative." },
  { rule: "patterns", accepted: ["Mon quart de travail{ de soir} commence à 16 h."], given: "Mon quart de travail commence à 16 h.", verdict: "right", why: "The optional part left out." },
  { rule: "patterns", accepted: ["{Je vous remercie|Merci{ beaucoup}} de votre courriel."], given: "Merci beaucoup de votre courriel.", verdict: "right", why: "A nested alternative with its optional part." },
  { rule: "patterns", accepted: ["La cliente {rappellera|va rappeler} demain.", "La cliente nous rappelle demain."], given: "La cliente nous rappelle demain.", verdict: "right", why: "The second accepted pattern." },
  { rule: "patterns", accepted: ["Je suis {au bureau|en télétravail} aujourd'hui."], given: "Je suis en télétravail aujourd'hui.", verdict: "right", why: "The second alternative." },
  { rule: "patterns", accepted: ["Je {suis|serai} en réunion jusqu'à midi."], given: "Je serai en reunion jusqu'à midi.", verdict: "rightWithNote", note: { kind: "accent", word: "réunion" }, why: "An alternative, with an accent slip forgiven." },
  { rule: "patterns", accepted: ["Je {dîne|mange} à midi."], given: "Je soupe à midi.", verdict: "wrong", why: "souper is the evening meal in Quebec: not one of the alternatives." },
];
