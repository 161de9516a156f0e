import type { CorpusCase } from "./types";

/*
 * A second Canadian English teacher's corpus, harder than the first and written without it. It
 * hunts false alarms (contractions both ways, 's and 'd for has and had, Canadian place names,
 * numbers and times in mid-sentence) and misses (sound-alike words, irregular pasts, plurals, and
 * British/US spelling pairs that are only pairs for one meaning: cheque/check, metre/meter).
 *
 * practice / practise: Canadian usage follows British, practice the noun and practise the verb.
 * The product accepts US spellings everywhere, and US English writes practice for both, so the
 * verb written « practice » is right. The noun written « practise » is wrong in every variety
 * (British, Canadian and US all write the noun with c): another word, as advice / advise.
 */
export const englishHardCases: CorpusCase[] = [
  // --- numbers: numbers in mid-sentence; near-sounding numbers are wrong.
  { rule: "numbers", accepted: ["I worked 12 hours yesterday."], given: "I worked twelve hours yesterday.", verdict: "right", why: "A duration in words." },
  { rule: "numbers", accepted: ["There are 25 of us on the team."], given: "There are twenty-five of us on the team.", verdict: "right", why: "25 in words." },
  { rule: "numbers", accepted: ["Three-quarters of the staff work days."], given: "Three quarters of the staff work days.", verdict: "right", why: "The noun three quarters is written with or without a hyphen in Canadian usage: no note." },
  { rule: "numbers", accepted: ["The order costs one hundred dollars."], given: "The order costs $100.", verdict: "right", why: "$100 is one hundred dollars." },
  { rule: "numbers", accepted: ["I need 30 boxes."], given: "I need thirteen boxes.", verdict: "wrong", why: "thirteen is not thirty: the classic -teen / -ty confusion." },
  { rule: "numbers", accepted: ["We sold 15 units."], given: "We sold fifty units.", verdict: "wrong", why: "fifty is not fifteen." },

  // --- times: 12- and 24-hour clocks, noon and midnight, morning and evening.
  { rule: "times", accepted: ["The office opens at 8:30 a.m."], given: "The office opens at 8:30 am.", verdict: "right", why: "am without periods." },
  { rule: "times", accepted: ["The office opens at 8:30 a.m."], given: "The office opens at eight thirty in the morning.", verdict: "right", why: "The same time in words, the morning said." },
  { rule: "times", accepted: ["The office opens at 8:30 a.m."], given: "The office opens at half past eight.", verdict: "right", why: "half past eight, an office opening: the morning is understood, as ten thirty for 10:30." },
  { rule: "times", accepted: ["The office opens at 8:30 a.m."], given: "The office opens at 8:30 p.m.", verdict: "wrong", why: "p.m. is the evening." },
  { rule: "times", accepted: ["Lunch is at noon."], given: "Lunch is at 12 p.m.", verdict: "right", why: "12 p.m. is noon, as Canadians write it." },
  { rule: "times", accepted: ["Lunch is at noon."], given: "Lunch is at 12:00.", verdict: "right", why: "12:00 on the 24-hour clock is noon." },
  { rule: "times", accepted: ["Lunch is at noon."], given: "Lunch is at midnight.", verdict: "wrong", why: "midnight is not noon." },
  { rule: "times", accepted: ["Lunch is at noon."], given: "Lunch is at 12 a.m.", verdict: "wrong", why: "12 a.m. is midnight." },
  { rule: "times", accepted: ["The store closes at 9 p.m."], given: "The store closes at 9 at night.", verdict: "right", why: "9 at night is 9 p.m." },
  { rule: "times", accepted: ["The store opens at 9 a.m."], given: "The store opens at 9 o'clock.", verdict: "right", why: "A store opening at 9 o'clock: the morning is understood (the first corpus accepts cinq heures for 17 h)." },
  { rule: "times", accepted: ["My break ends at 3:15."], given: "My break ends at 3:50.", verdict: "wrong", why: "fifty is not fifteen." },
  { rule: "times", accepted: ["My break ends at 8:45."], given: "My break ends at a quarter to nine.", verdict: "right", why: "a quarter to nine is 8:45." },
  { rule: "times", accepted: ["The meeting is at 7 in the evening."], given: "The meeting is at 7 in the morning.", verdict: "wrong", why: "Morning for evening." },

  // --- dates: a weekday before the date, day before month, ordinals in words.
  { rule: "dates", accepted: ["The meeting is on Monday, March 3."], given: "The meeting is on Monday March 3rd.", verdict: "right", why: "No comma and an ordinal suffix: the same date." },
  { rule: "dates", accepted: ["The meeting is on Monday, March 3."], given: "The meeting is on Monday, 3 March.", verdict: "right", why: "Day before month, also used in Canada." },
  { rule: "dates", accepted: ["The meeting is on Monday, March 3."], given: "The meeting is on Tuesday, March 3.", verdict: "wrong", why: "Another weekday." },
  { rule: "dates", accepted: ["The office is closed on July 1."], given: "The office is closed on the first of July.", verdict: "right", why: "the first of July is July 1." },
  { rule: "dates", accepted: ["Payday is on the 15th."], given: "Payday is on the fifteenth.", verdict: "right", why: "The ordinal in words." },
  { rule: "dates", accepted: ["The course ends on Thursday."], given: "The course ends on Tuesday.", verdict: "wrong", why: "Tuesday for Thursday, a classic confusion." },

  // --- spellingVariants: pairs are pairs for one meaning only; Canadian place names and brands.
  { rule: "spellingVariants", accepted: ["I practise my presentation every day."], given: "I practice my presentation every day.", verdict: "right", why: "The verb written with c is the US spelling, accepted like color (see the header)." },
  { rule: "spellingVariants", accepted: ["Hockey practice is at 6 p.m."], given: "Hockey practise is at 6 p.m.", verdict: "wrong", note: { kind: "otherWord", word: "practice", given: "practise" }, why: "Decision: practise is only the verb, in every variety; the noun is practice everywhere (see the header)." },
  { rule: "spellingVariants", accepted: ["Please check the order."], given: "Please cheque the order.", verdict: "wrong", note: { kind: "otherWord", word: "check", given: "cheque" }, why: "cheque is only the bank document; the verb is check in Canada and Britain too." },
  { rule: "spellingVariants", accepted: ["She told us a funny story."], given: "She told us a funny storey.", verdict: "wrong", note: { kind: "otherWord", word: "story", given: "storey" }, why: "A storey is a floor of a building; a tale is a story in every variety." },
  { rule: "spellingVariants", accepted: ["The parking meter is broken."], given: "The parking metre is broken.", verdict: "wrong", note: { kind: "otherWord", word: "meter", given: "metre" }, why: "metre is the unit; a measuring device is a meter in Canada and Britain too." },
  { rule: "spellingVariants", accepted: ["Send me a draft of the letter."], given: "Send me a draught of the letter.", verdict: "wrong", note: { kind: "otherWord", word: "draft", given: "draught" }, why: "A first version of a document is a draft everywhere; draught is a current of air (or beer)." },
  { rule: "spellingVariants", accepted: ["The truck needs new tires."], given: "The truck needs new tyres.", verdict: "right", why: "tyres is the British spelling of the noun." },
  { rule: "spellingVariants", accepted: ["We need to fulfil the order today."], given: "We need to fulfill the order today.", verdict: "right", why: "fulfill is the US spelling." },
  { rule: "spellingVariants", accepted: ["I moved to Montréal last year."], given: "I moved to Montreal last year.", verdict: "right", why: "In English, Montreal without the accent is the standard spelling (Canadian Press): no accent note." },
  { rule: "spellingVariants", accepted: ["Let's meet at Tim Hortons."], given: "Let's meet at Tim Horton's.", verdict: "right", why: "The brand dropped its apostrophe, but Horton's is how most Canadians still write it." },

  // --- punctuation: contractions both ways ('s and 'd included) and apostrophes left out.
  { rule: "punctuation", accepted: ["I am not sure."], given: "I'm not sure.", verdict: "right", why: "The contraction for the full form." },
  { rule: "punctuation", accepted: ["We won't be late."], given: "We will not be late.", verdict: "right", why: "The full form for the contraction." },
  { rule: "punctuation", accepted: ["I'd already left when he called."], given: "I had already left when he called.", verdict: "right", why: "'d before a past participle is had, not would." },
  { rule: "punctuation", accepted: ["He has left for the day."], given: "He's left for the day.", verdict: "right", why: "'s before a past participle (left) is has." },
  { rule: "punctuation", accepted: ["It's been a long day."], given: "It has been a long day.", verdict: "right", why: "it's been is it has been." },
  { rule: "punctuation", accepted: ["They're moving their office over there."], given: "They are moving their office over there.", verdict: "right", why: "their and there are right where they stand: only the contraction is written out." },
  { rule: "punctuation", accepted: ["I'll be there at noon."], given: "I will be there at noon.", verdict: "right", why: "The full form; there is the right word." },
  { rule: "punctuation", accepted: ["I can't attend the meeting."], given: "I cant atend the meeting.", verdict: "rightWithNote", note: { kind: "typo", word: "attend", given: "atend" }, why: "Two slips: the apostrophe of can't (noted or not) and one t left out of attend." },

  // --- otherWord: sound-alike words are other words, in either direction.
  { rule: "otherWord", accepted: ["You're welcome."], given: "Your welcome.", verdict: "wrong", note: { kind: "otherWord", word: "you're", given: "your" }, why: "your is the possessive." },
  { rule: "otherWord", accepted: ["Whose jacket is this?"], given: "Who's jacket is this?", verdict: "wrong", note: { kind: "otherWord", word: "whose", given: "who's" }, why: "who's is who is: the possessive is whose." },
  { rule: "otherWord", accepted: ["The company changed its policy."], given: "The company changed it's policy.", verdict: "wrong", note: { kind: "otherWord", word: "its", given: "it's" }, why: "it's is it is: the possessive has no apostrophe." },
  { rule: "otherWord", accepted: ["Their shift starts at 7 a.m."], given: "There shift starts at 7 a.m.", verdict: "wrong", note: { kind: "otherWord", word: "their", given: "there" }, why: "there is a place; the possessive is their." },
  { rule: "otherWord", accepted: ["They're late today."], given: "Their late today.", verdict: "wrong", note: { kind: "otherWord", word: "they're", given: "their" }, why: "their is the possessive; they're is they are." },
  { rule: "otherWord", accepted: ["The new schedule is better than the old one."], given: "The new schedule is better then the old one.", verdict: "wrong", note: { kind: "otherWord", word: "than", given: "then" }, why: "then is about time; a comparison takes than." },
  { rule: "otherWord", accepted: ["The change will not affect your pay."], given: "The change will not effect your pay.", verdict: "wrong", note: { kind: "otherWord", word: "affect", given: "effect" }, why: "affect is the verb here; to effect means to bring about." },
  { rule: "otherWord", accepted: ["The handle is loose."], given: "The handle is lose.", verdict: "wrong", note: { kind: "otherWord", word: "loose", given: "lose" }, why: "lose is a verb; the adjective is loose." },
  { rule: "otherWord", accepted: ["I advise you to call HR."], given: "I advice you to call HR.", verdict: "wrong", note: { kind: "otherWord", word: "advise", given: "advice" }, why: "advice is the noun; the verb is advise." },

  // --- conjugation: irregular pasts, participles, -ed / -ing.
  { rule: "conjugation", accepted: ["I bought a new uniform."], given: "I buyed a new uniform.", verdict: "wrong", note: { kind: "conjugation", word: "bought", given: "buyed", person: "1s" }, why: "buy is irregular: bought." },
  { rule: "conjugation", accepted: ["She went home early."], given: "She goed home early.", verdict: "wrong", note: { kind: "conjugation", word: "went", given: "goed", person: "3s" }, why: "go is irregular: went." },
  { rule: "conjugation", accepted: ["The manager taught us the procedure."], given: "The manager teached us the procedure.", verdict: "wrong", note: { kind: "conjugation", word: "taught", given: "teached" }, why: "teach is irregular: taught." },
  { rule: "conjugation", accepted: ["He has written the report."], given: "He has wrote the report.", verdict: "wrong", note: { kind: "conjugation", word: "written", given: "wrote" }, why: "After has, the participle written, not the past wrote." },
  { rule: "conjugation", accepted: ["I am working today."], given: "I am worked today.", verdict: "wrong", note: { kind: "conjugation", word: "working", given: "worked" }, why: "am + -ing: the continuous, not the participle." },
  { rule: "conjugation", accepted: ["I'm interested in the job."], given: "I'm interesting in the job.", verdict: "wrong", note: { kind: "conjugation", word: "interested", given: "interesting" }, why: "interested (how I feel), not interesting (what the job is)." },
  { rule: "conjugation", accepted: ["I have finished the inventory."], given: "I have finish the inventory.", verdict: "wrong", note: { kind: "conjugation", word: "finished", given: "finish" }, why: "After have, the participle." },

  // --- agreement: plurals after determiners and numbers, spelled plurals.
  { rule: "agreement", accepted: ["Both managers are in a meeting."], given: "Both manager are in a meeting.", verdict: "wrong", note: { kind: "agreement", word: "managers", given: "manager", number: "plural" }, why: "After both, the plural." },
  { rule: "agreement", accepted: ["I have one box left."], given: "I have one boxes left.", verdict: "wrong", note: { kind: "agreement", word: "box", given: "boxes", number: "singular" }, why: "After one, the singular." },
  { rule: "agreement", accepted: ["I have two boxes."], given: "I have 2 boxs.", verdict: "wrong", why: "The plural of box is boxes: a plural rule, not a one-letter typo to forgive." },
  { rule: "agreement", accepted: ["The children are at daycare."], given: "The childs are at daycare.", verdict: "wrong", why: "The plural of child is children." },

  // --- typo: the right sound-alike word kept, one letter off elsewhere.
  { rule: "typo", accepted: ["Your order is ready."], given: "Your order is redy.", verdict: "rightWithNote", note: { kind: "typo", word: "ready", given: "redy" }, why: "Your is right here; one letter left out of ready." },
  { rule: "typo", accepted: ["The company changed its policy."], given: "The company changed its polcy.", verdict: "rightWithNote", note: { kind: "typo", word: "policy", given: "polcy" }, why: "its is right here (no apostrophe); one letter left out of policy." },
  { rule: "typo", accepted: ["Please send the invoice."], given: "Please send the invoise.", verdict: "rightWithNote", note: { kind: "typo", word: "invoice", given: "invoise" }, why: "One letter off in a long word that is no other word." },

  // --- wrong: grammar with no single ending to name.
  { rule: "wrong", accepted: ["I don't work on weekends."], given: "I no work on weekends.", verdict: "wrong", why: "The negation needs do not." },
  { rule: "wrong", accepted: ["Send it to the manager."], given: "Send it at the manager.", verdict: "wrong", why: "Another preposition: to, not at." },
  { rule: "wrong", accepted: ["I've worked here since 2020."], given: "I work here since 2020.", verdict: "wrong", why: "since with the present: the present perfect is required (a French-speaker's calque of « depuis »)." },

  // --- patterns: alternatives from several groups combined, contractions inside them, misses.
  { rule: "patterns", accepted: ["{I'll|I will} {call|phone} you back {this afternoon|after lunch}."], given: "I will phone you back after lunch.", verdict: "right", why: "Second alternative of each group." },
  { rule: "patterns", accepted: ["{I'll|I will} {call|phone} you back {this afternoon|after lunch}."], given: "I'll call you back after lunch.", verdict: "right", why: "First, first, second." },
  { rule: "patterns", accepted: ["The {meeting|appointment} is on {Monday, March 3|March 3}."], given: "The appointment is on Monday, March 3rd.", verdict: "right", why: "Alternatives combined, a date with an ordinal suffix." },
  { rule: "patterns", accepted: ["{Can|Could} you {send|email} me the {file|document}{ today}?"], given: "Could you e-mail me the document today?", verdict: "right", why: "e-mail is email; alternatives combined, the optional part kept." },
  { rule: "patterns", accepted: ["{Can|Could} you send me the file{ today}?"], given: "Could you send me the files today?", verdict: "wrong", note: { kind: "agreement", word: "file", given: "files", number: "singular" }, why: "One file was asked for: a number mistake, explained." },
  { rule: "patterns", accepted: ["I {have worked|worked} here for two years."], given: "I have work here for two years.", verdict: "wrong", note: { kind: "conjugation", word: "worked", given: "work" }, why: "After have, the participle worked." },
];
