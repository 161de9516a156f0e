import type { CorpusCase } from "./types";

/*
 * What a Canadian English teacher decides about real slips of learners at work: Canadian,
 * British and US spellings side by side, 12- and 24-hour times. French-only rules (accents,
 * elision, silent final letters) have no English cases.
 */
export const englishCases: CorpusCase[] = [
  // --- numbers: digits and words are one answer; a wrong number is wrong.
  { rule: "numbers", accepted: ["I have three meetings today."], given: "I have 3 meetings today.", verdict: "right", why: "3 and three are the same answer." },
  { rule: "numbers", accepted: ["We have 21 employees in the warehouse."], given: "We have twenty-one employees in the warehouse.", verdict: "right", why: "twenty-one is 21." },
  { rule: "numbers", accepted: ["The warehouse holds 2,500 boxes."], given: "The warehouse holds two thousand five hundred boxes.", verdict: "right", why: "two thousand five hundred is 2,500." },
  { rule: "numbers", accepted: ["This is my first week on the job."], given: "This is my 1st week on the job.", verdict: "right", why: "1st is first." },
  { rule: "numbers", accepted: ["Accounting is on the 3rd floor."], given: "Accounting is on the third floor.", verdict: "right", why: "third is 3rd." },
  { rule: "numbers", accepted: ["The client ordered 12 boxes."], given: "The client ordered thirteen boxes.", verdict: "wrong", why: "thirteen is not 12." },
  { rule: "numbers", accepted: ["Lunch costs $12.50."], given: "Lunch costs $12.05.", verdict: "wrong", why: "$12.05 is another price." },

  // --- times: 5 p.m. = 5 pm = 5:00 p.m. = 17:00; 10:30 = ten thirty = half past ten.
  { rule: "times", accepted: ["My shift ends at 5 p.m."], given: "My shift ends at 5 pm.", verdict: "right", why: "pm without periods is the same." },
  { rule: "times", accepted: ["My shift ends at 5 p.m."], given: "My shift ends at 17:00.", verdict: "right", why: "The 24-hour clock, common in Canadian workplaces." },
  { rule: "times", accepted: ["My shift ends at 5 p.m."], given: "My shift ends at 5:00 p.m.", verdict: "right", why: "The minutes written out." },
  { rule: "times", accepted: ["The meeting is at 10:30."], given: "The meeting is at ten thirty.", verdict: "right", why: "10:30 in words." },
  { rule: "times", accepted: ["The meeting is at 10:30."], given: "The meeting is at half past ten.", verdict: "right", why: "half past ten is 10:30." },
  { rule: "times", accepted: ["The truck arrives at 5 a.m."], given: "The truck arrives at 5 p.m.", verdict: "wrong", why: "p.m. is twelve hours later." },

  // --- dates: March 3 = March 3rd = 3 March.
  { rule: "dates", accepted: ["The training is on March 3."], given: "The training is on March 3rd.", verdict: "right", why: "The ordinal suffix changes nothing." },
  { rule: "dates", accepted: ["The training is on March 3."], given: "The training is on 3 March.", verdict: "right", why: "Day before month, also used in Canada." },
  { rule: "dates", accepted: ["My vacation starts on June 21."], given: "My vacation starts on June twenty-first.", verdict: "right", why: "The day in words." },
  { rule: "dates", accepted: ["Payday is May 15."], given: "Payday is March 15.", verdict: "wrong", why: "March is another month." },
  { rule: "dates", accepted: ["The inventory is on March 3."], given: "The inventory is on March 13.", verdict: "wrong", why: "The 13th is another day." },

  // --- spellingVariants: Canadian, British and US spellings are all right, no note.
  { rule: "spellingVariants", accepted: ["What colour is the new uniform?"], given: "What color is the new uniform?", verdict: "right", why: "color is the US spelling of colour." },
  { rule: "spellingVariants", accepted: ["The training centre is downtown."], given: "The training center is downtown.", verdict: "right", why: "center is the US spelling of centre." },
  { rule: "spellingVariants", accepted: ["Can you organize the team meeting?"], given: "Can you organise the team meeting?", verdict: "right", why: "organise is the British spelling." },
  { rule: "spellingVariants", accepted: ["Our organization has a new policy."], given: "Our organisation has a new policy.", verdict: "right", why: "organisation is the British spelling." },
  { rule: "spellingVariants", accepted: ["I deposited the cheque this morning."], given: "I deposited the check this morning.", verdict: "right", why: "check is the US spelling of cheque." },
  { rule: "spellingVariants", accepted: ["The training program starts Monday."], given: "The training programme starts Monday.", verdict: "right", why: "programme is the British spelling." },
  { rule: "spellingVariants", accepted: ["She is travelling to Calgary next week."], given: "She is traveling to Calgary next week.", verdict: "right", why: "One l is the US spelling." },
  { rule: "spellingVariants", accepted: ["Labour Day is a statutory holiday."], given: "Labor Day is a statutory holiday.", verdict: "right", why: "Labor is the US spelling." },
  { rule: "spellingVariants", accepted: ["You need a driver's licence for this job."], given: "You need a driver's license for this job.", verdict: "right", why: "license is the US spelling of the noun." },
  { rule: "spellingVariants", accepted: ["Please analyze the sales figures."], given: "Please analyse the sales figures.", verdict: "right", why: "analyse is the British (and common Canadian) spelling." },
  { rule: "spellingVariants", accepted: ["Check the supplier's catalogue."], given: "Check the supplier's catalog.", verdict: "right", why: "catalog is the US spelling." },
  { rule: "spellingVariants", accepted: ["The grey bin is for recycling."], given: "The gray bin is for recycling.", verdict: "right", why: "gray is the US spelling." },
  { rule: "spellingVariants", accepted: ["My favourite shift is the day shift."], given: "My favorite shift is the day shift.", verdict: "right", why: "favorite is the US spelling." },
  { rule: "spellingVariants", accepted: ["The meeting was cancelled."], given: "The meeting was canceled.", verdict: "right", why: "One l is the US spelling." },
  { rule: "spellingVariants", accepted: ["She works for a defence contractor."], given: "She works for a defense contractor.", verdict: "right", why: "defense is the US spelling." },
  { rule: "spellingVariants", accepted: ["The truck is 12 metres long."], given: "The truck is 12 meters long.", verdict: "right", why: "meters is the US spelling." },
  { rule: "spellingVariants", accepted: ["Call me on my cellphone."], given: "Call me on my cell phone.", verdict: "right", why: "cellphone and cell phone are both standard Canadian spellings: a variant, not a missing space." },
  { rule: "spellingVariants", accepted: ["The training centre is downtown."], given: "The trainnig center is downtown.", verdict: "rightWithNote", note: { kind: "typo", word: "training", given: "trainnig" }, why: "Two things: the US spelling (right, silent) and a swap in training (noted)." },

  // --- agreement: a plural -s is grammar, never a typo.
  { rule: "agreement", accepted: ["I wrote two reports this week."], given: "I wrote two report this week.", verdict: "wrong", note: { kind: "agreement", word: "reports", given: "report", number: "plural" }, why: "After two, the plural." },
  { rule: "agreement", accepted: ["We have three shifts on Saturday."], given: "We have three shift on Saturday.", verdict: "wrong", note: { kind: "agreement", word: "shifts", given: "shift", number: "plural" }, why: "After three, the plural." },
  { rule: "agreement", accepted: ["Many customers called this morning."], given: "Many customer called this morning.", verdict: "wrong", note: { kind: "agreement", word: "customers", given: "customer", number: "plural" }, why: "After many, the plural." },
  { rule: "agreement", accepted: ["These files are confidential."], given: "These file are confidential.", verdict: "wrong", note: { kind: "agreement", word: "files", given: "file", number: "plural" }, why: "After these, the plural." },

  // --- conjugation: the verb's ending carries person and tense.
  { rule: "conjugation", accepted: ["He works in the warehouse."], given: "He work in the warehouse.", verdict: "wrong", note: { kind: "conjugation", word: "works", given: "work", person: "3s" }, why: "With he, the present takes -s." },
  { rule: "conjugation", accepted: ["I worked late yesterday."], given: "I work late yesterday.", verdict: "wrong", note: { kind: "conjugation", word: "worked", given: "work", person: "1s" }, why: "yesterday calls for the past." },
  { rule: "conjugation", accepted: ["She has a meeting at 2 p.m."], given: "She have a meeting at 2 p.m.", verdict: "wrong", note: { kind: "conjugation", word: "has", given: "have", person: "3s" }, why: "With she, have is has." },
  { rule: "conjugation", accepted: ["They were late this morning."], given: "They was late this morning.", verdict: "wrong", note: { kind: "conjugation", word: "were", given: "was", person: "3p" }, why: "With they, be is were." },
  { rule: "conjugation", accepted: ["The shift starts at 7 a.m."], given: "The shift start at 7 a.m.", verdict: "wrong", note: { kind: "conjugation", word: "starts", given: "start" }, why: "A singular subject takes -s (no pronoun, so no person asked)." },
  { rule: "conjugation", accepted: ["I have already sent the email."], given: "I have already send the email.", verdict: "wrong", note: { kind: "conjugation", word: "sent", given: "send" }, why: "After have, the participle sent." },

  // --- otherWord: one letter away (or two swapped), but another real word.
  { rule: "otherWord", accepted: ["The office is quiet today."], given: "The office is quite today.", verdict: "wrong", note: { kind: "otherWord", word: "quiet", given: "quite" }, why: "quite is another word." },
  { rule: "otherWord", accepted: ["Can you give me some advice?"], given: "Can you give me some advise?", verdict: "wrong", note: { kind: "otherWord", word: "advice", given: "advise" }, why: "advise is the verb; advice the noun." },
  { rule: "otherWord", accepted: ["I don't want to lose the client."], given: "I don't want to loose the client.", verdict: "wrong", note: { kind: "otherWord", word: "lose", given: "loose" }, why: "loose is an adjective." },
  { rule: "otherWord", accepted: ["Please fill out the form."], given: "Please fill out the from.", verdict: "wrong", note: { kind: "otherWord", word: "form", given: "from" }, why: "from is another word." },
  { rule: "otherWord", accepted: ["We had pie for dessert."], given: "We had pie for desert.", verdict: "wrong", note: { kind: "otherWord", word: "dessert", given: "desert" }, why: "a desert is dry land." },
  { rule: "otherWord", accepted: ["It's time for the meeting."], given: "Its time for the meeting.", verdict: "wrong", note: { kind: "otherWord", word: "it's", given: "its" }, why: "its is the possessive: not a missing apostrophe but another word." },

  // --- punctuation: a missing apostrophe or hyphen: forgiven, noted.
  { rule: "punctuation", accepted: ["I don't work on Sundays."], given: "I dont work on Sundays.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "apostrophe" }, why: "The apostrophe of don't was left out." },
  { rule: "punctuation", accepted: ["I'm at the warehouse."], given: "Im at the warehouse.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "apostrophe" }, why: "The apostrophe of I'm was left out." },
  { rule: "punctuation", accepted: ["She doesn't start until noon."], given: "She doesnt start until noon.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "apostrophe" }, why: "The apostrophe of doesn't was left out." },
  { rule: "punctuation", accepted: ["We need a follow-up meeting."], given: "We need a follow up meeting.", verdict: "rightWithNote", note: { kind: "punctuation", mark: "hyphen" }, why: "follow-up before a noun takes a hyphen." },

  // --- typo: one letter off in a word of 5+ letters that is no other word and no grammar ending.
  { rule: "typo", accepted: ["The meeting starts at nine."], given: "The meetnig starts at nine.", verdict: "rightWithNote", note: { kind: "typo", word: "meeting", given: "meetnig" }, why: "Two letters swapped." },
  { rule: "typo", accepted: ["Did you see the new schedule?"], given: "Did you see the new schedlue?", verdict: "rightWithNote", note: { kind: "typo", word: "schedule", given: "schedlue" }, why: "Two letters swapped." },
  { rule: "typo", accepted: ["The boxes are in the warehouse."], given: "The boxes are in the warehosue.", verdict: "rightWithNote", note: { kind: "typo", word: "warehouse", given: "warehosue" }, why: "Two letters swapped." },
  { rule: "typo", accepted: ["I'll see you tomorrow."], given: "I'll see you tomorow.", verdict: "rightWithNote", note: { kind: "typo", word: "tomorrow", given: "tomorow" }, why: "One r left out." },
  { rule: "typo", accepted: ["I work the night shift."], given: "I work the night shfit.", verdict: "rightWithNote", note: { kind: "typo", word: "shift", given: "shfit" }, why: "Two letters swapped in a 5-letter word." },
  { rule: "typo", accepted: ["The boss is in her office."], given: "The bsos is in her office.", verdict: "wrong", why: "boss has 4 letters: too short for a slip to be forgiven." },

  // --- wrong: another meaning, a missing word, two typos in one word, a wrong number.
  { rule: "wrong", accepted: ["I work in the morning."], given: "I work at night.", verdict: "wrong", why: "Another time of day." },
  { rule: "wrong", accepted: ["I work at the warehouse."], given: "I work warehouse.", verdict: "wrong", why: "at the is missing." },
  { rule: "wrong", accepted: ["The meeting is tomorrow."], given: "The metenig is tomorrow.", verdict: "wrong", why: "Two typos in one word." },
  { rule: "wrong", accepted: ["I have three meetings today."], given: "I have four meetings today.", verdict: "wrong", why: "Another number." },
  { rule: "wrong", accepted: ["Please close the door."], given: "Please open the door.", verdict: "wrong", why: "The opposite meaning." },

  // --- patterns: what the pattern lists is right (a variant note is allowed).
  { rule: "patterns", accepted: ["{Could|Can} you send me the report{ today}?"], given: "Can you send me the report?", verdict: "right", why: "An alternative, the optional part left out." },
  { rule: "patterns", accepted: ["{Have a good weekend|Enjoy your weekend}!"], given: "Enjoy your weekend!", verdict: "right", why: "The second alternative." },
  { rule: "patterns", accepted: ["I {work|am working} from home today."], given: "I am working from home today.", verdict: "right", why: "The second alternative." },
  { rule: "patterns", accepted: ["{Thank you|Thanks{ a lot}} for your email."], given: "Thanks a lot for your email.", verdict: "right", why: "A nested alternative with its optional part." },
  { rule: "patterns", accepted: ["I {work|am working} from home today."], given: "I am at the office today.", verdict: "wrong", why: "Not one of the alternatives: another meaning." },
];
