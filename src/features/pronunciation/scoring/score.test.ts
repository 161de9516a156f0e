import { describe, expect, it } from "vitest";
import { wordsOf } from "@/features/learning/checker/word-lists";
import { phonemize, type Language, type SpokenWord } from "./phonemes";
import { WORD_NOT_SAID_CAP, colourOf, scoreBest, scorePhrase, type Colour, type Verdict } from "./score";
import { targetOf } from "./target";
import { isWordOf } from "./word-identity";

/*
 * The scorer's cases: a phrase to say, what the recogniser heard (text, or sounds written by hand
 * for the Quebec forms no recogniser writes), and the verdicts expected for words and sounds.
 */
type Case = {
  lang: Language;
  variant?: string;
  say: string;
  heard: string | SpokenWord[];
  words?: Record<string, Colour>;
  /** [word, sound, verdict, heard as]: the first sound of that word with that symbol. */
  sounds?: [string, string, Verdict, string?][];
  families?: Record<string, "weak" | "fine">;
};

const sounds = (text: string): SpokenWord[] =>
  text.split(" ").map((word) => ({ text: word, phonemes: word.split(".").map((symbol) => ({ symbol })) }));

const cases: Record<string, Case[]> = {
  "French nasal vowels (an/on/in/un)": [
    {
      lang: "fr",
      say: "Le vin blanc est bon.",
      heard: "Le vent blanc est bon.",
      words: { vin: "red", blanc: "green", bon: "green" },
      sounds: [["vin", "ɛ̃", "wrong", "ɑ̃"]],
      families: { "nasal-vowels": "weak" },
    },
    {
      lang: "fr",
      say: "Il a pris le train.",
      heard: "Il a pris le trait.",
      words: { train: "red" },
      sounds: [["train", "ɛ̃", "wrong", "ɛ"]],
    },
    {
      lang: "fr",
      say: "Mon oncle est content.",
      heard: "Mon oncle est content.",
      words: { Mon: "green", oncle: "green", content: "green" },
      families: { "nasal-vowels": "fine" },
    },
    {
      lang: "fr",
      say: "Nous avons un rendez-vous.",
      heard: "Nous avons un rendez-vous.",
      words: { un: "green" },
      sounds: [["un", "œ̃", "correct"]],
    },
    {
      lang: "fr",
      say: "Le temps est long.",
      heard: "Le thon est long.",
      words: { temps: "red", long: "green" },
      sounds: [["temps", "ɑ̃", "wrong", "ɔ̃"]],
    },
    { lang: "fr", say: "Il faut changer le plan.", heard: "Il faut changer le plant.", words: { plan: "green" } },
  ],
  "French u vs ou": [
    {
      lang: "fr",
      say: "La rue est longue.",
      heard: "La roue est longue.",
      words: { rue: "red" },
      sounds: [["rue", "y", "wrong", "u"]],
      families: { "u-ou": "weak" },
    },
    {
      lang: "fr",
      say: "Vous êtes sûr?",
      heard: "Vous êtes sourd?",
      words: { Vous: "green", sûr: "red" },
      sounds: [["sûr", "yː", "wrong", "u"]],
    },
    {
      lang: "fr",
      say: "Tout est écrit dessous.",
      heard: "Tout est écrit dessus.",
      words: { dessous: "red" },
      sounds: [["dessous", "u", "wrong", "y"]],
    },
    {
      lang: "fr",
      say: "Je vous salue.",
      heard: "Je vous salue.",
      words: { vous: "green", salue: "green" },
      families: { "u-ou": "fine" },
    },
    {
      lang: "fr",
      say: "Le bureau est au bout.",
      heard: "Le bureau est au but.",
      words: { bureau: "green", bout: "red" },
    },
  ],
  "French é vs è": [
    {
      lang: "fr",
      say: "J'ai fini le travail.",
      heard: "Je fini le travail.",
      words: { "J'ai": "red", fini: "green" },
      sounds: [["J'ai", "e", "wrong", "ə"]],
    },
    {
      lang: "fr",
      say: "Il est prêt.",
      heard: "Il est pré.",
      words: { prêt: "yellow" },
      sounds: [["prêt", "ɛ", "close", "e"]],
    },
    {
      lang: "fr",
      say: "Elle a mangé.",
      heard: "Elle a mangé.",
      words: { mangé: "green" },
      sounds: [["mangé", "e", "correct"]],
    },
    {
      lang: "fr",
      say: "La fête est finie.",
      heard: "La fête est finie.",
      words: { fête: "green", est: "green" },
      families: { "e-eh": "fine" },
    },
    {
      lang: "fr",
      say: "Je parlais lentement.",
      heard: "Je parlé lentement.",
      words: { parlais: "yellow", lentement: "green" },
      sounds: [["parlais", "ɛ", "close", "e"]],
    },
  ],
  "French r": [
    {
      lang: "fr",
      say: "Le rapport est prêt.",
      heard: "Le rapport est prêt.",
      words: { rapport: "green" },
      sounds: [["rapport", "ʁ", "correct"]],
      families: { "french-r": "fine" },
    },
    {
      lang: "fr",
      say: "Le rapport est prêt.",
      heard: sounds("l.ə ɹ.a.p.ɔ.ɹ ɛ p.ɹ.ɛ"),
      words: { rapport: "yellow", prêt: "yellow" },
      sounds: [["rapport", "ʁ", "close", "ɹ"]],
      families: { "french-r": "weak" },
    },
    { lang: "fr", say: "Trois réunions.", heard: "Trois réunions.", words: { Trois: "green", réunions: "green" } },
    // "faut entrer" is read with its liaison: the r was heard as that t.
    {
      lang: "fr",
      say: "Il faut rentrer.",
      heard: "Il faut entrer.",
      words: { rentrer: "red" },
      sounds: [["rentrer", "ʁ", "wrong", "t"]],
    },
  ],
  "French final consonants": [
    {
      lang: "fr",
      say: "La porte est ouverte.",
      heard: "La porte est ouverte.",
      words: { porte: "green", ouverte: "green" },
      families: { "final-consonants": "fine" },
    },
    {
      lang: "fr",
      say: "La porte est ouverte.",
      heard: "La por est ouver.",
      words: { porte: "red", ouverte: "red" },
      sounds: [["porte", "t", "missing"]],
      families: { "final-consonants": "weak" },
    },
    {
      lang: "fr",
      say: "Il y a un bug.",
      heard: "Il y a un bu.",
      words: { bug: "red" },
      sounds: [["bug", "ɡ", "missing"]],
    },
    {
      lang: "fr",
      say: "C'est une grande ville.",
      heard: "C'est une gran ville.",
      words: { grande: "red", ville: "green" },
      sounds: [["grande", "d", "missing"]],
    },
    { lang: "fr", say: "Le chef arrive.", heard: "Le chef arrive.", words: { chef: "green" } },
  ],
  "French liaison": [
    {
      lang: "fr",
      say: "Les enfants arrivent.",
      heard: "Les enfants arrivent.",
      words: { Les: "green", enfants: "green" },
      sounds: [["Les", "z", "correct"]],
      families: { liaison: "fine" },
    },
    {
      lang: "fr",
      say: "Les enfants arrivent.",
      heard: sounds("l.e ɑ̃.f.ɑ̃ a.ʁ.i.v"),
      words: { Les: "red" },
      sounds: [["Les", "z", "missing"]],
      families: { liaison: "weak" },
    },
    {
      lang: "fr",
      say: "Nous avons fini.",
      heard: "Nous avons fini.",
      words: { Nous: "green" },
      sounds: [["Nous", "z", "correct"]],
    },
    {
      lang: "fr",
      say: "C'est un grand hôtel.",
      heard: sounds("s.ɛ œ̃ ɡ.ʁ.ɑ̃ o.t.ɛ.l"),
      words: { "C'est": "red", grand: "red", hôtel: "green" },
      sounds: [["grand", "t", "missing"]],
    },
  ],
  "French elision": [
    {
      lang: "fr",
      say: "J'arrive à l'usine.",
      heard: "J'arrive à l'usine.",
      words: { "J'arrive": "green", "l'usine": "green" },
      families: { elision: "fine" },
    },
    // The vowel that elision drops, said anyway: an added sound.
    {
      lang: "fr",
      say: "J'arrive à l'usine.",
      heard: "Je arrive à la usine.",
      words: { "J'arrive": "yellow", "l'usine": "yellow" },
    },
    {
      lang: "fr",
      say: "Je n'ai pas le temps.",
      heard: "Je ne ai pas le temps.",
      words: { "n'ai": "yellow", temps: "green" },
    },
    { lang: "fr", say: "Qu'est-ce qu'il dit?", heard: "Qu'est-ce qu'il dit?", words: { "qu'il": "green" } },
  ],
  "Quebec French rules": [
    {
      lang: "fr",
      say: "Tu dis oui.",
      heard: "Tu dis oui.",
      words: { Tu: "green", dis: "green" },
      sounds: [
        ["Tu", "ts", "correct"],
        ["dis", "dz", "correct"],
      ],
      families: { affrication: "fine" },
    },
    {
      lang: "fr",
      say: "La partie est finie.",
      heard: sounds("l.a p.a.ʁ.ts.i ɛ f.i.n.i"),
      words: { partie: "green", finie: "green" },
      sounds: [["partie", "ts", "correct"]],
    },
    {
      lang: "fr",
      say: "Tu dis oui.",
      heard: sounds("ts.y dz.i w.i"),
      words: { Tu: "green", dis: "green" },
      sounds: [["Tu", "ts", "correct"]],
    },
    {
      lang: "fr",
      say: "Une petite minute.",
      heard: sounds("y.n p.ə.ts.ɪ.t m.i.n.ʏ.t"),
      words: { petite: "green", minute: "green" },
      sounds: [
        ["petite", "ɪ", "correct"],
        ["minute", "ʏ", "correct"],
      ],
    },
    {
      lang: "fr",
      say: "Une petite minute.",
      heard: "Une petite minute.",
      words: { petite: "green", minute: "green" },
      sounds: [["petite", "ɪ", "correct"]],
    },
    {
      lang: "fr",
      say: "La route est longue.",
      heard: sounds("l.a ʁ.ʊ.t ɛ l.ɔ̃.ɡ"),
      words: { route: "green" },
      sounds: [["route", "ʊ", "correct"]],
    },
    { lang: "fr", say: "Elle est pure.", heard: "Elle est pure.", sounds: [["pure", "y", "correct"]] },
    {
      lang: "fr",
      variant: "fr-FR",
      say: "Tu dis oui.",
      heard: "Tu dis oui.",
      sounds: [
        ["Tu", "t", "correct"],
        ["dis", "d", "correct"],
      ],
    },
  ],
  "English th": [
    {
      lang: "en",
      say: "I think so.",
      heard: "I sink so.",
      words: { think: "red", so: "green" },
      sounds: [["think", "θ", "wrong", "s"]],
      families: { th: "weak" },
    },
    {
      lang: "en",
      say: "They are there.",
      heard: "Day are dare.",
      words: { They: "red", there: "red" },
      sounds: [["They", "ð", "wrong", "d"]],
    },
    {
      lang: "en",
      say: "Thank you for the report.",
      heard: "Thank you for the report.",
      words: { Thank: "green", the: "green" },
      families: { th: "fine" },
    },
    {
      lang: "en",
      say: "Three months.",
      heard: "Tree months.",
      words: { Three: "red", months: "green" },
      sounds: [["Three", "θ", "wrong", "t"]],
    },
    {
      lang: "en",
      say: "The weather is bad.",
      heard: "The wezzer is bad.",
      words: { weather: "red" },
      sounds: [["weather", "ð", "wrong", "z"]],
    },
  ],
  "English h": [
    {
      lang: "en",
      say: "He has a car.",
      heard: "E as a car.",
      words: { He: "red", has: "red", car: "green" },
      sounds: [["He", "h", "missing"]],
      families: { h: "weak" },
    },
    { lang: "en", say: "How are you?", heard: "How are you?", words: { How: "green" }, families: { h: "fine" } },
    { lang: "en", say: "I hate eating alone.", heard: "I eat eating alone.", words: { hate: "red", eating: "green" } },
    {
      lang: "en",
      say: "Her office is here.",
      heard: "Er office is ear.",
      words: { Her: "red", here: "red", office: "green" },
    },
  ],
  "English short and long vowels": [
    {
      lang: "en",
      say: "The ship is big.",
      heard: "The sheep is big.",
      words: { ship: "yellow", big: "green" },
      sounds: [["ship", "ɪ", "close", "iː"]],
      families: { "short-long": "weak" },
    },
    {
      lang: "en",
      say: "Please sit down.",
      heard: "Please seat down.",
      words: { sit: "yellow" },
      sounds: [["sit", "ɪ", "close", "iː"]],
    },
    {
      lang: "en",
      say: "The cup is full.",
      heard: "The cup is fool.",
      words: { full: "yellow" },
      sounds: [["full", "ʊ", "close", "uː"]],
    },
    {
      lang: "en",
      say: "We leave at six.",
      heard: "We live at six.",
      words: { leave: "yellow" },
      sounds: [["leave", "iː", "close", "ɪ"]],
    },
    {
      lang: "en",
      say: "It is a good book.",
      heard: "It is a good book.",
      words: { good: "green", book: "green" },
      families: { "short-long": "fine" },
    },
  ],
  "English schwa": [
    {
      lang: "en",
      say: "The manager called.",
      heard: "The manager called.",
      words: { manager: "green" },
      families: { schwa: "fine" },
    },
    { lang: "en", say: "A banana for lunch.", heard: "A banana for lunch.", words: { banana: "green" } },
    {
      lang: "en",
      say: "See you at the meeting.",
      heard: "See you at de meeting.",
      words: { the: "red" },
      sounds: [["the", "ð", "wrong", "d"]],
    },
  ],
  "English word stress": [
    {
      lang: "en",
      say: "Send the photograph.",
      heard: "Send the photograph.",
      words: { photograph: "green" },
      families: { stress: "fine" },
    },
    { lang: "en", say: "The photographer is here.", heard: "The photograph is here.", words: { photographer: "red" } },
  ],
  "English -ed and -s endings": [
    {
      lang: "en",
      say: "She walked home.",
      heard: "She walk home.",
      words: { walked: "red", home: "green" },
      sounds: [["walked", "t", "missing"]],
      families: { "ed-s-endings": "weak" },
    },
    {
      lang: "en",
      say: "He needs two cars.",
      heard: "He need two car.",
      words: { needs: "red", cars: "red" },
      sounds: [["cars", "z", "missing"]],
    },
    { lang: "en", say: "We wanted more boxes.", heard: "We want more box.", words: { wanted: "red", boxes: "red" } },
    {
      lang: "en",
      say: "They played games.",
      heard: "They played games.",
      words: { played: "green", games: "green" },
      families: { "ed-s-endings": "fine" },
    },
    { lang: "en", say: "It works.", heard: "It work.", words: { works: "red" }, sounds: [["works", "s", "missing"]] },
  ],
};

async function run(item: Case) {
  const target = targetOf(
    await phonemize(item.say, item.lang),
    item.lang,
    item.variant ?? (item.lang === "fr" ? "fr-CA" : "en-CA"),
  );
  const heard = typeof item.heard === "string" ? await phonemize(item.heard, item.lang) : item.heard;
  return scorePhrase(target, heard, item.lang);
}

const total = Object.values(cases).reduce((sum, list) => sum + list.length, 0);

describe(`the pronunciation scorer: ${total} cases`, () => {
  it("has at least 60 cases", () => expect(total).toBeGreaterThanOrEqual(60));

  for (const [family, list] of Object.entries(cases)) {
    describe(family, () => {
      it.each(list)("$say — heard: $heard", async (item) => {
        const result = await run(item);
        for (const [text, colour] of Object.entries(item.words ?? {}))
          expect({ word: text, colour: result.words.find((word) => word.text === text)?.colour }).toEqual({
            word: text,
            colour,
          });
        for (const [text, symbol, verdict, heardAs] of item.sounds ?? []) {
          const sound = result.words
            .find((word) => word.text === text)
            ?.phonemes.find((phoneme) => phoneme.symbol === symbol);
          expect({ word: text, symbol, verdict: sound?.verdict, ...(heardAs && { heardAs: sound?.heardAs }) }).toEqual({
            word: text,
            symbol,
            verdict,
            ...(heardAs && { heardAs }),
          });
        }
        for (const [name, state] of Object.entries(item.families ?? {})) {
          const found = result.families.find((entry) => entry.family === name);
          expect({ family: name, state: found ? (found.score < 80 ? "weak" : "fine") : "absent" }).toEqual({
            family: name,
            state,
          });
        }
      });
    });
  }
});

describe("the phrase as a whole", () => {
  it("scores a phrase said as written 100, complete, green", async () => {
    const result = await run({
      lang: "fr",
      say: "Je vous envoie le courriel cet après-midi.",
      heard: "Je vous envoie le courriel cet après-midi.",
    });
    expect(result).toMatchObject({ score: 100, colour: "green", completeness: 100 });
  });

  it("counts nothing heard as nothing said: 0, incomplete", async () => {
    const result = await run({ lang: "en", say: "Thank you for the report.", heard: "" });
    expect(result).toMatchObject({ score: 0, colour: "red", completeness: 0 });
    expect(result.words.every((word) => word.phonemes.every((phoneme) => phoneme.verdict === "missing"))).toBe(true);
  });

  it("scores syllable by syllable, and marks sounds added", async () => {
    const result = await run({ lang: "en", say: "The photographer is here.", heard: "The photographer is here now." });
    expect(
      result.words.find((word) => word.text === "photographer")!.syllables.map((syllable) => syllable.colour),
    ).toEqual(["green", "green", "green", "green"]);
    expect(result.words.at(-1)!.extra.length).toBeGreaterThan(0);
    expect(result.words.at(-1)!.score).toBeLessThan(100);
  });

  it("takes the best of the recogniser's alternatives", async () => {
    const target = targetOf(await phonemize("The ship is big.", "en"), "en", "en-CA");
    const best = scoreBest(
      target,
      [await phonemize("The sheep is big.", "en"), await phonemize("The ship is big.", "en")],
      "en",
    );
    expect(best).toMatchObject({ index: 1, result: { score: 100 } });
  });

  it("measures fluency from the recording's timing: a steady pace scores high, long pauses and a crawl score lower", async () => {
    const target = targetOf(await phonemize("Je vous envoie le courriel cet après-midi.", "fr"), "fr", "fr-CA");
    const heard = await phonemize("Je vous envoie le courriel cet après-midi.", "fr");
    const steady = scorePhrase(target, heard, "fr", { durationMs: 3200, voicedMs: 2800, pausesMs: [200] }).fluency!;
    const halting = scorePhrase(target, heard, "fr", {
      durationMs: 9000,
      voicedMs: 4000,
      pausesMs: [900, 1200, 700],
    }).fluency!;
    const crawl = scorePhrase(target, heard, "fr", { durationMs: 15000, voicedMs: 14000, pausesMs: [] }).fluency!;
    expect(steady).toMatchObject({ score: 100, longPauses: 0 });
    expect(halting.longPauses).toBe(3);
    expect(halting.score).toBeLessThan(steady.score);
    expect(crawl.score).toBeLessThan(80);
    expect(crawl.syllablesPerSecond).toBeLessThan(1.5);
    // Eleven syllables in half a second: the recording does not match what was heard, so no fluency.
    expect(scorePhrase(target, heard, "fr", { durationMs: 600, voicedMs: 500, pausesMs: [] }).fluency).toBeNull();
    // Only the syllables said count: half the phrase in 1.2 s is a normal pace, not a fast one.
    const half = await phonemize("Je vous envoie le", "fr");
    expect(scorePhrase(target, half, "fr", { durationMs: 1300, voicedMs: 1200, pausesMs: [] }).fluency).toMatchObject({
      score: 100,
    });
  });

  it("colours green from 80, yellow from 60, red below", () => {
    expect([100, 80, 79, 60, 59, 0].map(colourOf)).toEqual(["green", "green", "yellow", "yellow", "red", "red"]);
  });
});

describe("a word not said", () => {
  const scored = async (lang: Language, say: string, heard: string | SpokenWord[], withList = true) => {
    const target = targetOf(await phonemize(say, lang), lang, lang === "fr" ? "fr-CA" : "en-CA");
    const words = typeof heard === "string" ? await phonemize(heard, lang) : heard;
    return scorePhrase(target, words, lang, undefined, withList ? wordsOf(lang) : undefined);
  };
  const heardAs = (result: { words: { text: string; heardAs?: string }[] }) =>
    Object.fromEntries(result.words.filter((word) => word.heardAs).map((word) => [word.text, word.heardAs]));

  it("caps the phrase below green when another word of the language was heard, however close its sounds", async () => {
    const mode = await scored("fr", "Bonjour, tout le monde!", "Bonjour, tout le mode!");
    expect({ score: mode.score, heard: heardAs(mode) }).toEqual({ score: 75, heard: { monde: "mode" } });
    const shit = await scored(
      "en",
      "Please fill in the inspection sheet at the end of each shift.",
      "Please fill in the inspection shit at the end of each shift.",
    );
    expect({ score: shit.score, colour: shit.colour, heard: heardAs(shit) }).toEqual({
      score: WORD_NOT_SAID_CAP,
      colour: "yellow",
      heard: { sheet: "shit" },
    });
    // The word itself still shows the sound to work on, at most yellow.
    expect(shit.words.find((word) => word.text === "sheet")).toMatchObject({ colour: "yellow" });
  });

  it("keeps a spelling that is no word of the language as the word, with a sound off", async () => {
    const result = await scored(
      "fr",
      "Je vous envoie le courriel avec le rapport de production demain matin.",
      "Je vous envoie le courriel avec le rapport de prodiction demain matin.",
    );
    expect(heardAs(result)).toEqual({});
    expect(result.words.find((word) => word.text === "production")!.colour).toBe("red");
    expect(result.colour).toBe("green");
    // Without a word list, every recognised word counts as a word of the language: the strict side.
    const strict = await scored(
      "fr",
      "Je vous envoie le courriel avec le rapport de production demain matin.",
      "Je vous envoie le courriel avec le rapport de prodiction demain matin.",
      false,
    );
    expect({ score: strict.score, heard: heardAs(strict) }).toEqual({
      score: WORD_NOT_SAID_CAP,
      heard: { production: "prodiction" },
    });
  });

  it("takes homophones, numbers in digits and an elision not made for the word said", async () => {
    expect((await scored("fr", "Il faut changer le plan.", "Il faut changer le plant.")).score).toBe(100);
    expect(
      (await scored("fr", "Il y a un accident sur l'autoroute vingt.", "Il y a un accident sur l'autoroute 20.")).score,
    ).toBe(100);
    const elision = await scored("fr", "J'arrive à l'usine.", "Je arrive à la usine.");
    expect({ heard: heardAs(elision), colour: elision.colour }).toEqual({ heard: {}, colour: "green" });
  });

  it("does not take a word with a sound added before it for the word («rentrer» is not «entrer»)", async () => {
    const result = await scored("fr", "Je ne pourrai pas entrer au travail.", "Je ne pourrai pas rentrer au travail.");
    expect(heardAs(result)).toEqual({ entrer: "rentrer" });
    expect(result.score).toBeLessThanOrEqual(WORD_NOT_SAID_CAP);
  });

  it("counts a word left out as not said", async () => {
    const result = await scored(
      "en",
      "Please fill in the inspection sheet at the end of each shift.",
      "Please fill in the inspection sheet at the end of shift.",
    );
    expect({ score: result.score, heard: heardAs(result) }).toEqual({ score: WORD_NOT_SAID_CAP, heard: {} });
    expect(result.words.find((word) => word.text === "each")!.phonemes.map((phoneme) => phoneme.verdict)).toEqual([
      "missing",
      "missing",
    ]);
    // Half a phrase: "more" stretched over "boards" by the alignment is not named as heard in its place.
    const half = await scored("en", "We need three more boards.", "We need three more.");
    expect({ colour: half.colour, heard: heardAs(half) }).toEqual({ colour: "yellow", heard: {} });
  });

  it("accepts « chu » for « je suis » only in a phrase that has « je suis »", async () => {
    const chu = await scored("fr", "Je suis en retard de cinq minutes.", "Chu en retard de cinq minutes.");
    expect({ score: chu.score, heard: heardAs(chu) }).toEqual({ score: 100, heard: {} });
    const elsewhere = await scored("fr", "Tu es en retard de cinq minutes.", "Chu en retard de cinq minutes.");
    expect(elsewhere.score).toBeLessThanOrEqual(WORD_NOT_SAID_CAP);
  });

  it("tells t from d: only the American flap is either", async () => {
    const result = await scored("fr", "La réunion est reportée à mardi.", "La réunion est reportée à marti.");
    expect(result.words.find((word) => word.text === "mardi")!.colour).toBe("red");
  });

  it("knows a word of the language by its parts when it has an apostrophe or a hyphen", () => {
    expect(
      ["l'usine", "rendez-vous", "Qu'il", "don't", "mode", "shit"].map((word) =>
        isWordOf(word, wordsOf(word === "don't" || word === "shit" ? "en" : "fr")),
      ),
    ).toEqual([true, true, true, true, true, true]);
    expect(["prodiction", "l'usinette"].map((word) => isWordOf(word, wordsOf("fr")))).toEqual([false, false]);
  });
});
