/*
 * English spellings used side by side in Canada, the UK and the US (colour/color, centre/center,
 * organise/organize, cheque/check, travelled/traveled): each word is written one way before
 * comparing, so either spelling is right without a word said. Built from lists rather than broad
 * rules where a rule would join two different words (filled/filed, tire/tyre as a verb).
 */

/** British/Canadian -our stems and their US -or form (colour, colours, coloured, colourful…). */
const OUR_STEMS = [
  "armour",
  "behaviour",
  "candour",
  "clamour",
  "colour",
  "endeavour",
  "favour",
  "flavour",
  "harbour",
  "honour",
  "humour",
  "labour",
  "neighbour",
  "odour",
  "parlour",
  "rigour",
  "rumour",
  "saviour",
  "savour",
  "splendour",
  "tumour",
  "valour",
  "vapour",
  "vigour",
];
/** -re nouns and their US -er form, with their plural and past forms. */
const RE_WORDS = [
  "centre",
  "theatre",
  "litre",
  "fibre",
  "calibre",
  "kilometre",
  "centimetre",
  "millimetre",
  "spectre",
  "meagre",
  "sombre",
  "lustre",
  "sabre",
];
/** Verbs that double their final l before -ed/-ing/-er in British and Canadian spelling. */
const DOUBLE_L = [
  "travel",
  "cancel",
  "label",
  "model",
  "level",
  "signal",
  "fuel",
  "counsel",
  "marvel",
  "jewel",
  "dial",
  "total",
  "equal",
  "channel",
  "tunnel",
  "quarrel",
  "shovel",
  "pedal",
  "panel",
  "funnel",
  "refuel",
  "snorkel",
  "yodel",
];
/**
 * Pairs where the US spelling is also another Canadian word (check the list / a cheque, a story /
 * a storey): the US form is right where the Canadian word is expected, never the reverse.
 */
const ONE_WAY: [string, string][] = [
  ["cheque", "check"],
  ["cheques", "checks"],
  ["storey", "story"],
  ["storeys", "stories"],
  ["metre", "meter"],
  ["metres", "meters"],
  ["draught", "draft"],
  ["practise", "practice"],
  ["practised", "practiced"],
  ["practising", "practicing"],
  ["practises", "practices"],
  ["licence", "license"],
  ["licences", "licenses"],
];
/** Other pairs, each way of writing it first, then the one we compare with. */
const PAIRS: [string, string][] = [
  ["chequing", "checking"],
  ["programme", "program"],
  ["programmes", "programs"],
  ["grey", "gray"],
  ["greys", "grays"],
  ["defence", "defense"],
  ["offence", "offense"],
  ["pretence", "pretense"],
  ["catalogue", "catalog"],
  ["catalogues", "catalogs"],
  ["dialogue", "dialog"],
  ["analogue", "analog"],
  ["enrol", "enroll"],
  ["enrolment", "enrollment"],
  ["enrolments", "enrollments"],
  ["enrols", "enrolls"],
  ["fulfil", "fulfill"],
  ["fulfilment", "fulfillment"],
  ["fulfils", "fulfills"],
  ["instalment", "installment"],
  ["instalments", "installments"],
  ["skilful", "skillful"],
  ["wilful", "willful"],
  ["jewellery", "jewelry"],
  ["marvellous", "marvelous"],
  ["manoeuvre", "maneuver"],
  ["manoeuvres", "maneuvers"],
  ["aluminium", "aluminum"],
  ["mum", "mom"],
  ["mould", "mold"],
  ["plough", "plow"],
  ["pyjamas", "pajamas"],
  ["sceptical", "skeptical"],
  ["cosy", "cozy"],
  ["tyre", "tire"],
  ["tyres", "tires"],
  ["doughnut", "donut"],
  ["doughnuts", "donuts"],
  ["ageing", "aging"],
  ["judgement", "judgment"],
  ["acknowledgement", "acknowledgment"],
  ["cancellation", "cancelation"],
  ["travellers", "travelers"],
  ["e-mail", "email"],
  ["e-mails", "emails"],
  ["toward", "towards"],
  ["afterward", "afterwards"],
  ["okay", "ok"],
];

const CANONICAL = new Map<string, string>();
for (const stem of OUR_STEMS) {
  const us = stem.replace(/our$/, "or");
  for (const ending of [
    "",
    "s",
    "ed",
    "ing",
    "ful",
    "able",
    "ite",
    "ites",
    "er",
    "ers",
    "hood",
    "hoods",
    "ly",
    "less",
    "ably",
    "ful",
    "al",
  ])
    CANONICAL.set(stem + ending, us + ending);
}
for (const word of RE_WORDS) {
  const us = word.replace(/re$/, "er");
  for (const [british, american] of [
    ["", ""],
    ["s", "s"],
    ["d", "ed"],
  ] as const)
    CANONICAL.set(word + british, us + american);
}
for (const verb of DOUBLE_L) {
  for (const ending of ["ed", "ing", "er", "ers", "ation"]) CANONICAL.set(`${verb}l${ending}`, verb + ending);
}
for (const [british, american] of PAIRS) CANONICAL.set(british, american);
const ONE_WAY_FORMS = new Map(ONE_WAY);

/** -ise/-ize and -yse/-yze: realise, organisation, analysed. The stem must be long enough not to touch "rise", "wise", "size". */
const ISE = /^([a-z]{3,})is(e|es|ed|ing|er|ers|ation|ations|able)$/;
const YSE = /^([a-z]{2,})ys(e|es|ed|ing|er|ers)$/;

/**
 * The spelling an English word is compared in: American where the two are used side by side. A
 * typed word is not mapped through `ONE_WAY`: "cheque" typed where "check" is expected stays wrong.
 */
export function canonicalSpelling(word: string, { typed = false }: { typed?: boolean } = {}): string {
  const oneWay = typed ? undefined : ONE_WAY_FORMS.get(word);
  if (oneWay) return oneWay;
  const listed = CANONICAL.get(word);
  if (listed) return listed;
  return word.replace(ISE, "$1iz$2").replace(YSE, "$1yz$2");
}
