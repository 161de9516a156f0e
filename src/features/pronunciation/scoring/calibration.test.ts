import { beforeAll, describe, expect, it } from "vitest";
import { wordsOf } from "@/features/learning/checker/word-lists";
import calibration from "./calibration.json";
import { phonemize, type Language, type SpokenWord } from "./phonemes";
import { WORD_NOT_SAID_CAP, colourOf, scorePhrase, type Colour, type PhraseScore } from "./score";
import { targetOf } from "./target";

/*
 * The calibration set: course phrases, each read as written, the Quebec way (text a recogniser
 * writes, or sounds written by hand), with one wrong sound (a spelling that is no word of the
 * language), with one wrong word (another word of the language), half of it, and as another
 * sentence of the course, each with the band it should land in. The table it prints is the one
 * in decision 035.
 */
const KINDS = ["exact", "quebec", "one-wrong-sound", "one-wrong-word", "half", "another-sentence"] as const;
type Kind = (typeof KINDS)[number];
type Reading = { kind: Kind; heard?: string; sounds?: string; band: Colour };
type Phrase = { id: string; lang: Language; say: string; readings: Reading[] };
type Scored = Reading & { phrase: Phrase; result: PhraseScore };

const phrases = calibration.phrases as Phrase[];
const FLAWED: Kind[] = ["one-wrong-sound", "one-wrong-word", "half", "another-sentence"];
const WORSE_THAN_ONE_SOUND: Kind[] = ["one-wrong-word", "half", "another-sentence"];

const bySounds = (text: string): SpokenWord[] =>
  text.split(" ").map((word) => ({ text: word, phonemes: word.split(".").map((symbol) => ({ symbol })) }));

async function scoreReading(phrase: Phrase, reading: Reading): Promise<PhraseScore> {
  const target = targetOf(
    await phonemize(phrase.say, phrase.lang),
    phrase.lang,
    phrase.lang === "fr" ? "fr-CA" : "en-CA",
  );
  const heard = reading.sounds ? bySounds(reading.sounds) : await phonemize(reading.heard ?? "", phrase.lang);
  return scorePhrase(target, heard, phrase.lang, undefined, wordsOf(phrase.lang));
}

function table(scored: Scored[]): string {
  const rows = KINDS.map((kind) => {
    const scores = scored
      .filter((item) => item.kind === kind)
      .map((item) => item.result.score)
      .sort((a, b) => a - b);
    const inBand = scored.filter((item) => item.kind === kind && item.result.colour === item.band).length;
    const median = scores[Math.floor((scores.length - 1) / 2)];
    return `| ${kind} | ${scores.length} | ${scores[0]} | ${median} | ${scores.at(-1)} | ${inBand} |`;
  });
  const outside = scored
    .filter((item) => item.result.colour !== item.band)
    .map(
      (item) => `${item.phrase.id} ${item.kind} (${item.band}): ${item.heard ?? item.sounds} → ${item.result.score}`,
    );
  return [
    "green ≥ 80, yellow ≥ 60, red below; a word not said caps the phrase at " + WORD_NOT_SAID_CAP,
    "| reading | count | min | median | max | in its band |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
    `Outside their band: ${outside.join("; ") || "none"}`,
  ].join("\n");
}

describe(`the scorer's calibration set: ${phrases.reduce((sum, phrase) => sum + phrase.readings.length, 0)} readings`, () => {
  let scored: Scored[] = [];

  beforeAll(async () => {
    scored = [];
    for (const phrase of phrases)
      for (const reading of phrase.readings)
        scored.push({ ...reading, phrase, result: await scoreReading(phrase, reading) });
    console.log(table(scored));
  }, 60_000);

  const failing = (kinds: Kind[], wrong: (item: Scored) => boolean) =>
    scored
      .filter((item) => kinds.includes(item.kind) && wrong(item))
      .map((item) => `${item.phrase.id} ${item.kind}: ${item.heard ?? item.sounds} → ${item.result.score}`);

  it("holds at least 100 readings of French and English course phrases, every kind of reading in both", () => {
    expect(scored.length).toBeGreaterThanOrEqual(100);
    for (const lang of ["fr", "en"])
      for (const kind of KINDS.filter((kind) => kind !== "quebec"))
        expect(scored.some((item) => item.phrase.lang === lang && item.kind === kind)).toBe(true);
    expect(scored.filter((item) => item.kind === "quebec").length).toBeGreaterThanOrEqual(5);
  });

  it("scores every exact and Quebec reading green", () => {
    expect(failing(["exact", "quebec"], (item) => item.result.colour !== "green")).toEqual([]);
  });

  it("scores no wrong-word reading and no other sentence green", () => {
    expect(failing(["one-wrong-word", "another-sentence"], (item) => item.result.colour === "green")).toEqual([]);
  });

  it("keeps a word said with one wrong sound as that word, and names the word heard in a wrong word's place", () => {
    expect(failing(["one-wrong-sound"], (item) => item.result.words.some((word) => word.heardAs))).toEqual([]);
    expect(failing(["one-wrong-word"], (item) => !item.result.words.some((word) => word.heardAs))).toEqual([]);
  });

  it("ranks each phrase's readings: exact above every flawed one, one wrong sound above a wrong word, half, another", () => {
    const misranked = phrases.flatMap((phrase) => {
      const of = (kinds: Kind[]) => scored.filter((item) => item.phrase === phrase && kinds.includes(item.kind));
      const exact = Math.min(...of(["exact"]).map((item) => item.result.score));
      const oneSound = Math.min(...of(["one-wrong-sound"]).map((item) => item.result.score));
      return [
        ...of(FLAWED).filter((item) => item.result.score >= exact),
        ...of(WORSE_THAN_ONE_SOUND).filter((item) => item.result.score >= oneSound),
      ].map((item) => `${phrase.id} ${item.kind} ${item.result.score} (exact ${exact}, one wrong sound ${oneSound})`);
    });
    expect(misranked).toEqual([]);
  });

  it("labels each reading with a band of the scorer's colours", () => {
    expect(scored.every((item) => colourOf(item.result.score) === item.result.colour)).toBe(true);
    expect(scored.every((item) => ["green", "yellow", "red"].includes(item.band))).toBe(true);
  });
});
