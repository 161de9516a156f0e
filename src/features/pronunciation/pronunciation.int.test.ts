import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pronunciationAttempt, pronunciationPhrase, pronunciationRecording } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { silentWav } from "@/lib/testing/speech-server";
import { getPronunciation } from "./content";
import { generatePhrases } from "./generate";
import { deleteAllRecordings, deleteRecording } from "./queries";
import type { PhraseScore } from "./scoring/score";
import { coachHome, recordingAudio, submitAttempt } from "./service";
import { soundProgress } from "./sound-progress";

const bed = testBed({ ai: { env: ["STT_BASE_URL"] } });

// Both learn French; Carlos (Spanish native) reads Spanish, Priya English.
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const phrases = getPronunciation("fr").phrases;
const nasal =
  phrases.find(
    (phrase) =>
      phrase.sounds.includes("nasal-vowels") &&
      / (un|bon|vin|temps|plan|blanc|grand|cent|bien|demain)\b/i.test(phrase.text),
  ) ?? phrases.find((phrase) => phrase.sounds.includes("nasal-vowels"))!;
const wav = () => new Uint8Array(silentWav(1500));
const attempts = async (userId: string) =>
  bed.db.select().from(pronunciationAttempt).where(eq(pronunciationAttempt.userId, userId));

describe("the pronunciation coach", () => {
  it("scores a phrase said as written 100, stores it, and shows it as the phrase's last score", async () => {
    const attempt = await submitAttempt(bed.db, carlos, { phraseId: nasal.id, alternatives: [nasal.text] }, null, "es");
    expect(attempt).toMatchObject({ phraseId: nasal.id, recognized: nasal.text, recordingId: null, coaching: [] });
    expect(attempt.result.score).toBe(100);
    const home = (await coachHome(bed.db, carlos, "es"))!;
    expect(home.phrases.find((phrase) => phrase.id === nasal.id)).toMatchObject({
      scores: [100],
      translation: nasal.translation.es,
    });
    expect(home.recent[0]!.id).toBe(attempt.id);
    expect(home.sounds.find((sound) => sound.family === "nasal-vowels")!.points).toHaveLength(1);
  });

  it("coaches each weak sound with its tip (in the interface language, for the native language) and minimal pairs", async () => {
    // Every nasal vowel said as a plain vowel: what a learner who does not nasalise sounds like.
    const denasalised = nasal.text.replace(/an|en|on|in|ain|un/gi, "a");
    const attempt = await submitAttempt(
      bed.db,
      carlos,
      { phraseId: nasal.id, alternatives: [denasalised, nasal.text.replace(/on/gi, "o")] },
      null,
      "es",
    );
    expect(attempt.result.score).toBeLessThan(100);
    const coaching = attempt.coaching.find((item) => item.family === "nasal-vowels")!;
    const tip = getPronunciation("fr").tips.find((item) => item.family === "nasal-vowels")!;
    expect(coaching).toMatchObject({ title: tip.title.es, how: tip.how.es, forYou: tip.forNative?.es?.es ?? null });
    expect(coaching.pairs.length).toBeGreaterThan(0);
    const wrong = attempt.result.words
      .flatMap((word) => word.phonemes)
      .find((phoneme) => phoneme.families.includes("nasal-vowels") && phoneme.verdict !== "correct");
    expect(wrong?.heardAs).toBeTruthy();
  });

  it("transcribes the recording on the server when the browser heard nothing, keeps it for its owner only, and deletes it on request", async () => {
    bed.ai.setTranscript(nasal.text);
    const attempt = await submitAttempt(bed.db, carlos, { phraseId: nasal.id, alternatives: [] }, wav(), "es");
    expect(attempt).toMatchObject({ recognized: nasal.text, result: { score: 100 } });
    expect(attempt.result.fluency).not.toBeNull();
    expect(bed.ai.requests.at(-1)).toMatchObject({ path: "/audio/transcriptions", body: { language: "fr" } });
    const stored = await recordingAudio(bed.db, carlos, { recordingId: attempt.recordingId! });
    expect(stored.mime).toBe("audio/wav");
    expect(Buffer.from(stored.audio).equals(Buffer.from(wav()))).toBe(true);
    expect(await outcomeOf(recordingAudio(bed.db, priya, { recordingId: attempt.recordingId! }))).toBe("not_found");
    expect(await deleteRecording(bed.db, { userId: priya.userId, recordingId: attempt.recordingId! })).toBe(false);
    expect(await deleteRecording(bed.db, { userId: carlos.userId, recordingId: attempt.recordingId! })).toBe(true);
    expect(await outcomeOf(recordingAudio(bed.db, carlos, { recordingId: attempt.recordingId! }))).toBe("not_found");
    // The score stays.
    expect((await attempts(carlos.userId)).map((row) => row.id)).toContain(attempt.id);
  });

  it("refuses a bad recording with its own code, storing nothing", async () => {
    const before = (await attempts(carlos.userId)).length;
    const cases: [Uint8Array, string][] = [
      [new TextEncoder().encode("<html><body>not audio</body></html>"), "recording_not_audio"],
      [new Uint8Array(0), "recording_empty"],
      [new Uint8Array(silentWav(16_000)), "recording_too_long"],
      [new Uint8Array(silentWav(2000).subarray(0, 700)), "recording_unreadable"],
      [new Uint8Array(1024 * 1024 + 1), "payload_too_large"],
    ];
    for (const [bytes, expected] of cases)
      expect(
        await outcomeOf(
          submitAttempt(
            bed.db,
            carlos,
            { phraseId: nasal.id, alternatives: [nasal.text] },
            bytes as Uint8Array<ArrayBuffer>,
            "es",
          ),
        ),
      ).toBe(expected);
    expect(await outcomeOf(submitAttempt(bed.db, carlos, { phraseId: nasal.id, alternatives: [] }, null, "es"))).toBe(
      "pronunciation_nothing_heard",
    );
    expect(
      await outcomeOf(submitAttempt(bed.db, carlos, { phraseId: "en-p001", alternatives: ["Hello"] }, null, "es")),
    ).toBe("not_found");
    expect(await attempts(carlos.userId)).toHaveLength(before);
    expect(
      await bed.db.select().from(pronunciationRecording).where(eq(pronunciationRecording.userId, carlos.userId)),
    ).toHaveLength(0);
  });

  it("deletes recordings when they expire, and all of them at once on request", async () => {
    const old = await submitAttempt(
      bed.db,
      carlos,
      { phraseId: nasal.id, alternatives: [nasal.text] },
      wav(),
      "es",
      new Date(Date.now() - 31 * 86_400_000),
    );
    const kept = await submitAttempt(bed.db, carlos, { phraseId: nasal.id, alternatives: [nasal.text] }, wav(), "es");
    expect(await outcomeOf(recordingAudio(bed.db, carlos, { recordingId: old.recordingId! }))).toBe("not_found");
    expect((await recordingAudio(bed.db, carlos, { recordingId: kept.recordingId! })).mime).toBe("audio/wav");
    await submitAttempt(bed.db, priya, { phraseId: nasal.id, alternatives: [nasal.text] }, wav(), "en");
    expect(await deleteAllRecordings(bed.db, carlos)).toBe(1);
    expect(
      await bed.db.select().from(pronunciationRecording).where(eq(pronunciationRecording.userId, priya.userId)),
    ).toHaveLength(1);
  });

  it("offers no phrases for the learner's job without a model, and refuses to write them", async () => {
    expect((await coachHome(bed.db, carlos, "es"))!.model).toBe(false);
    expect(await outcomeOf(generatePhrases(bed.db, carlos, "es"))).toBe("pronunciation_generation_unavailable");
    expect(await bed.db.select().from(pronunciationPhrase)).toHaveLength(0);
    expect(bed.ai.requests.some((request) => request.path === "/chat/completions")).toBe(false);
  });

  it("keeps each learner's history their own", async () => {
    const hers = (await coachHome(bed.db, priya, "en"))!;
    expect(hers.recent).toHaveLength(1);
    expect(hers.phrases.find((phrase) => phrase.id === nasal.id)!.translation).toBe(nasal.translation.en);
    const mine = (await coachHome(bed.db, carlos, "es"))!;
    const theirs = new Set(hers.recent.map((attempt) => attempt.id));
    expect(mine.recent.some((attempt) => theirs.has(attempt.id))).toBe(false);
  });
});

describe("progress per sound", () => {
  const at = (day: number, score: number) => ({
    createdAt: new Date(Date.UTC(2026, 10, day)),
    result: { families: [{ family: "u-ou", score }] } as unknown as PhraseScore,
  });
  const status = (scores: number[]) =>
    soundProgress(
      "fr",
      scores.map((score, index) => at(index + 1, score)),
    ).find((sound) => sound.family === "u-ou")!.status;

  it("is mastered after three good tries in a row, improving when good lately or when the last three beat the three before, else needs work", () => {
    expect(status([])).toBe("not-tried");
    expect(status([40, 90, 85, 95])).toBe("mastered");
    expect(status([0, 0, 0, 60, 60, 0])).toBe("improving");
    expect(status([90, 90, 90, 60, 0, 60])).toBe("needs-work");
    expect(status([50])).toBe("needs-work");
    expect(status([100])).toBe("improving");
    expect(status([90, 95, 60])).toBe("improving");
    expect(status([90, 50, 40])).toBe("needs-work");
  });
});
