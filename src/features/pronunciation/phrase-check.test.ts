import { describe, expect, it } from "vitest";
import { checkPhrases, phraseKey, phraseTarget, textProblem } from "./phrase-check";
import { familiesIn } from "./scoring/target";

describe("a model-written phrase's text", () => {
  it("is refused when it is too short, too long, or has too many words", () => {
    expect(textProblem("Oui", "fr")).toBeNull();
    expect(textProblem("Si", "fr")).toBe("length");
    expect(textProblem(`${"Très bien. ".repeat(13)}`.trim(), "fr")).toBe("length");
    expect(textProblem("On a un an et un mois et on a un bon plan pour le lot du mois de mai", "fr")).toBe("words");
  });

  it("is refused with a link, markup, digits or symbols, and kept with the language's letters and punctuation", () => {
    expect(textProblem("Voyez https://exemple.ca demain.", "fr")).toBe("link");
    expect(textProblem("Le menu est sur www.exemple.ca ce soir.", "fr")).toBe("link");
    expect(textProblem("Écrivez à chef@exemple.ca.", "fr")).toBe("link");
    expect(textProblem("<b>Lavez-vous</b> les mains.", "fr")).toBe("markup");
    expect(textProblem("Le {plat} du jour.", "fr")).toBe("markup");
    expect(textProblem("La table 12 attend.", "fr")).toBe("characters");
    expect(textProblem("1234", "fr")).toBe("characters");
    expect(textProblem("Ça coûte 5 $.", "fr")).toBe("characters");
    expect(textProblem("...!?", "fr")).toBe("characters");
    expect(textProblem("Привет, коллега.", "fr")).toBe("characters");
    expect(textProblem("« Où est l'œuf? » — demande-t-il…", "fr")).toBeNull();
    expect(textProblem("ÇA PREND DES GANTS, S'IL VOUS PLAÎT.", "fr")).toBeNull();
    expect(textProblem("Où est le café?", "en")).toBe("characters");
    expect(textProblem("We’re out of bread, aren't we?", "en")).toBeNull();
  });

  it("compares with others case, punctuation and spacing aside, apostrophes alike", () => {
    expect(phraseKey("Merci beaucoup, c’est très gentil!")).toBe(phraseKey("merci  beaucoup c'est très gentil."));
    expect(phraseKey("Il est prêt.")).not.toBe(phraseKey("Il est prés."));
  });
});

describe("checking a batch", () => {
  it("keeps only the sounds eSpeak finds, of the course's families, at most three", async () => {
    const { kept, dropped } = await checkPhrases(
      [
        // Nasal vowels in "Attention" and "plancher"; no French r anywhere; "th" is English's.
        {
          text: "Attention, le plancher est mouillé!",
          translation: "Careful, the floor is wet!",
          sounds: ["nasal-vowels", "french-r", "th"],
        },
        {
          text: "On manque de pain pour le dîner.",
          translation: "We are short of bread.",
          sounds: ["nasal-vowels", "u-ou", "french-r", "affrication", "nasal-vowels"],
        },
      ],
      { courseId: "fr", known: [] },
    );
    expect(dropped).toEqual([]);
    expect(kept[0]).toEqual({
      text: "Attention, le plancher est mouillé!",
      translation: "Careful, the floor is wet!",
      sounds: ["nasal-vowels"],
    });
    expect(kept[1]!.sounds).toEqual(["nasal-vowels", "u-ou", "french-r"]);
    for (const phrase of kept) {
      const present = familiesIn(await phraseTarget(phrase.text, "fr"));
      for (const family of phrase.sounds) expect(present.has(family), `${phrase.text}: ${family}`).toBe(true);
    }
  });

  it("drops a phrase with no true sound, a known one, a repeat within the batch, and one without a translation", async () => {
    const { kept, dropped } = await checkPhrases(
      [
        { text: "Big red bag.", translation: "Gros sac rouge.", sounds: ["th"] },
        { text: "thank you for your help!", translation: "Merci de votre aide.", sounds: ["th"] },
        { text: "Please wear your hairnet in the kitchen.", translation: "Portez votre filet.", sounds: ["h"] },
        { text: "Please wear your  hairnet in the kitchen", translation: "Portez votre filet.", sounds: ["h"] },
        { text: "Watch out, the floor is wet!", translation: "  ", sounds: ["th"] },
        { text: "Watch out, the floor is wet!", translation: "<script>alert(1)</script>", sounds: ["th"] },
      ],
      { courseId: "en", known: ["Thank you for your help."] },
    );
    expect(kept.map((phrase) => phrase.text)).toEqual(["Please wear your hairnet in the kitchen."]);
    expect(dropped.map((item) => item.reason)).toEqual([
      "no-sound",
      "duplicate",
      "duplicate",
      "translation",
      "translation",
    ]);
  });

  it("tidies typographic spaces before checking", async () => {
    const { kept } = await checkPhrases(
      [{ text: "  On commence\u00A0à midi\u202F! ", translation: " We start at noon! ", sounds: ["nasal-vowels"] }],
      { courseId: "fr", known: [] },
    );
    expect(kept).toEqual([
      { text: "On commence à midi !", translation: "We start at noon!", sounds: ["nasal-vowels"] },
    ]);
  });
});
