import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { perceptionAnswer } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { speechSettings, type SpeechSettings } from "@/lib/speech";
import { getPronunciation } from "./content";
import { answerPerception, perceptionAudio, perceptionProgress, startPerceptionRound } from "./perception";

let settings: SpeechSettings;
const bed = testBed({
  speech: true,
  prepare: ({ speech }) => {
    settings = speechSettings({
      TTS_BASE_URL: speech.baseUrl,
      TTS_API_KEY: undefined,
      TTS_MODEL: "tts-1",
      TTS_VOICE_FR: "ff_siwis",
      TTS_VOICE_EN: "af_heart",
    })!;
    return Promise.resolve();
  },
});
afterEach(() => bed.speech.reset());

// Both learn French.
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const rows = (userId: string) => bed.db.select().from(perceptionAnswer).where(eq(perceptionAnswer.userId, userId));
const pairs = getPronunciation("fr").pairs;
/** What the server asked the speech server to say last. */
const lastSpoken = () => (bed.speech.requests.at(-1)!.body as { input: string }).input;

describe("perception drills", () => {
  it("gives a round of the family's pairs, both words shown in the interface language and none marked as played", async () => {
    const round = await startPerceptionRound(bed.db, carlos, { family: "nasal-vowels" }, "es");
    expect(round.family).toBe("nasal-vowels");
    expect(round.items).toHaveLength(10);
    const nasal = pairs.filter((pair) => pair.family === "nasal-vowels");
    for (const item of round.items) {
      const pair = nasal.find((candidate) => candidate.a.text === item.a.text)!;
      expect(item).toEqual({
        id: item.id,
        a: { text: pair.a.text, meaning: pair.a.meaning.es },
        b: { text: pair.b.text, meaning: pair.b.meaning.es },
      });
    }
    expect(await outcomeOf(startPerceptionRound(bed.db, carlos, { family: "th" }, "es"))).toBe("not_found");
  });

  it("plays the word by the item's id, and its verdict is the server's: right for the word played, wrong for the other", async () => {
    const round = await startPerceptionRound(bed.db, carlos, { family: "u-ou" }, "fr");
    const [first, second] = round.items;
    await perceptionAudio(bed.db, carlos, { itemId: first!.id, side: "played" }, settings);
    const playedFirst = lastSpoken() === first!.a.text ? "a" : "b";
    expect(lastSpoken()).toBe(first![playedFirst].text);
    const right = await answerPerception(bed.db, carlos, { itemId: first!.id, choice: playedFirst });
    expect(right).toMatchObject({ correct: true, played: playedFirst, progress: { answered: 1, right: 1 } });

    await perceptionAudio(bed.db, carlos, { itemId: second!.id, side: "played" }, settings);
    const playedSecond = lastSpoken() === second!.a.text ? "a" : "b";
    const wrong = await answerPerception(bed.db, carlos, {
      itemId: second!.id,
      choice: playedSecond === "a" ? "b" : "a",
    });
    expect(wrong).toMatchObject({ correct: false, played: playedSecond, progress: { answered: 2, right: 1 } });
    const stored = (await rows(carlos.userId)).filter((row) => row.answeredAt);
    expect(stored.map((row) => row.correct).sort()).toEqual([false, true]);
  });

  it("plays either word only once the item is answered", async () => {
    const round = await startPerceptionRound(bed.db, carlos, { family: "e-eh" }, "fr");
    const item = round.items[0]!;
    expect(await outcomeOf(perceptionAudio(bed.db, carlos, { itemId: item.id, side: "a" }, settings))).toBe(
      "perception_not_answered",
    );
    await answerPerception(bed.db, carlos, { itemId: item.id, choice: "a" });
    await perceptionAudio(bed.db, carlos, { itemId: item.id, side: "b" }, settings);
    expect(lastSpoken()).toBe(item.b.text);
  });

  it("refuses a second answer to an item, and an answer to another learner's item, storing nothing", async () => {
    const round = await startPerceptionRound(bed.db, carlos, { family: "french-r" }, "fr");
    const item = round.items[0]!;
    const first = await answerPerception(bed.db, carlos, { itemId: item.id, choice: "a" });
    expect(await outcomeOf(answerPerception(bed.db, carlos, { itemId: item.id, choice: "b" }))).toBe(
      "perception_item_answered",
    );
    const [row] = (await rows(carlos.userId)).filter((stored) => stored.id === item.id);
    expect(row).toMatchObject({ chosen: "a", correct: first.correct });

    const other = round.items[1]!;
    expect(await outcomeOf(answerPerception(bed.db, priya, { itemId: other.id, choice: "a" }))).toBe(
      "perception_item_unknown",
    );
    expect(await outcomeOf(perceptionAudio(bed.db, priya, { itemId: other.id, side: "played" }, settings))).toBe(
      "perception_item_unknown",
    );
    expect(bed.speech.requests).toEqual([]);
    expect((await rows(carlos.userId)).find((stored) => stored.id === other.id)).toMatchObject({
      chosen: null,
      answeredAt: null,
    });
  });

  it("refuses an unknown item id with a stable code and a message in the learner's language, storing nothing", async () => {
    const before = await rows(carlos.userId);
    const failure = await answerPerception(bed.db, carlos, { itemId: "no-such-item", choice: "a" }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: "perception_item_unknown", status: 404 });
    const { default: messages } = (await import("../../../messages/fr/errors.json")) as {
      default: { api: Record<string, string> };
    };
    expect(messages.api.perception_item_unknown).toMatch(/introuvable/);
    expect(await rows(carlos.userId)).toEqual(before);
  });

  it("keeps each learner's progress apart, counting the latest answers per family", async () => {
    const family = "liaison";
    const carlosRound = await startPerceptionRound(bed.db, carlos, { family }, "es");
    for (const item of carlosRound.items.slice(0, 4))
      await answerPerception(bed.db, carlos, { itemId: item.id, choice: "a" });
    const priyaRound = await startPerceptionRound(bed.db, priya, { family }, "en");
    for (const item of priyaRound.items.slice(0, 2))
      await answerPerception(bed.db, priya, { itemId: item.id, choice: "b" });

    const byFamily = async (learner: { userId: string }) =>
      (await perceptionProgress(bed.db, learner)).find((entry) => entry.family === family)!;
    const carlosRows = (await rows(carlos.userId)).filter((row) => row.family === family && row.answeredAt);
    const priyaRows = (await rows(priya.userId)).filter((row) => row.family === family && row.answeredAt);
    expect(await byFamily(carlos)).toEqual({
      family,
      answered: 4,
      right: carlosRows.filter((row) => row.correct).length,
    });
    expect(await byFamily(priya)).toEqual({
      family,
      answered: 2,
      right: priyaRows.filter((row) => row.correct).length,
    });
    // Unanswered items count for nothing; families never tried show 0 of 0.
    expect((await perceptionProgress(bed.db, priya)).find((entry) => entry.family === "elision")).toEqual({
      family: "elision",
      answered: 0,
      right: 0,
    });
  });

  it("counts only the family's latest 20 answers", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { items } = await startPerceptionRound(bed.db, priya, { family: "elision" }, "en");
      for (const item of items) await answerPerception(bed.db, priya, { itemId: item.id, choice: "a" });
    }
    const progress = (await perceptionProgress(bed.db, priya)).find((entry) => entry.family === "elision")!;
    expect(progress.answered).toBe(20);
  });
});
