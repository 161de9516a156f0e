import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { pronunciationAttempt, pronunciationPhrase } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { GENERATED_PREFIX, MAX_GENERATED_PHRASES, generatePhrases } from "./generate";
import { phraseTarget } from "./phrase-check";
import { deleteGeneratedPhrase, storeGeneratedPhrases } from "./queries";
import { familiesIn } from "./scoring/target";
import { coachHome, speakPhrase, submitAttempt } from "./service";

const bed = testBed({ ai: { env: ["AI_BASE_URL", "TTS_BASE_URL"], tokenDelayMs: 1 } });
beforeEach(() => bed.ai.reset());

// Carlos (Spanish native, Spanish interface) and Priya learn French; Julie learns English. All work in food.
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const julie = { userId: twoTenants.a.admin.id };
const storedFor = (userId: string) =>
  bed.db.select().from(pronunciationPhrase).where(eq(pronunciationPhrase.userId, userId));
const modelCall = () =>
  bed.ai.requests.find((request) => request.path === "/chat/completions")!.body as {
    messages: { role: string; content: string }[];
    response_format: { json_schema: { name: string } };
  };

// What the test model server writes that passes the checks, with the tags that are true.
const frenchKept = [
  { text: "Je vérifie la température du frigo chaque matin.", sounds: ["e-eh", "affrication"] },
  { text: "La commande de la table six est prête.", sounds: ["nasal-vowels", "liaison"] },
  { text: "Attention, le plancher est mouillé!", sounds: ["nasal-vowels"] },
  { text: "Pouvez-vous laver les légumes avant midi?", sounds: ["u-ou"] },
  { text: "On manque de pain pour le dîner.", sounds: ["nasal-vowels"] },
];

describe("practice phrases written for the learner's job", () => {
  let firstId: string;

  it("asks the model for the learner's course, level, job and interface language, and keeps only checked phrases with their true sounds", async () => {
    const result = await generatePhrases(bed.db, carlos, "es");
    expect(result.phrases.map(({ text, sounds }) => ({ text, sounds }))).toEqual(frenchKept);
    // A link, markup, too long, no true sound, a duplicate of an authored phrase, digits.
    expect(result.dropped).toBe(6);
    for (const phrase of result.phrases) {
      expect(phrase).toMatchObject({ level: "A1", theme: "food", generated: true, scores: [] });
      expect(phrase.id.startsWith(GENERATED_PREFIX)).toBe(true);
      const present = familiesIn(await phraseTarget(phrase.text, "fr"));
      for (const family of phrase.sounds) expect(present.has(family), `${phrase.text}: ${family}`).toBe(true);
    }
    expect(result.phrases[0]!.translation).toBe("I check the fridge temperature every morning.");
    const stored = await storedFor(carlos.userId);
    expect(stored.map((row) => row.text).sort()).toEqual(frenchKept.map((phrase) => phrase.text).sort());
    expect(stored.every((row) => row.courseId === "fr")).toBe(true);

    const call = modelCall();
    expect(call.response_format.json_schema.name).toBe("pronunciation_phrases");
    const system = call.messages.find((message) => message.role === "system")!.content;
    expect(system).toMatch(/Language learned: French/);
    expect(system).toContain("level: A1");
    expect(system).toContain("native language is Spanish");
    expect(system).toMatch(/in Spanish/);
    expect(system).toMatch(/nasal-vowels/);
    // The learner's job title travels as data in the user message, never in the instructions.
    expect(system).not.toContain("Employé");
    expect(call.messages.find((message) => message.role === "user")!.content).toBe("Industry: food\nJob: Employé");
    firstId = result.phrases[0]!.id;
  });

  it("writes for an English course too, with English's families", async () => {
    const result = await generatePhrases(bed.db, julie, "fr");
    expect(result.phrases.map(({ text, sounds }) => ({ text, sounds }))).toEqual([
      { text: "I'll check the fridge temperature this morning.", sounds: ["th", "schwa"] },
      { text: "The order for table six is ready.", sounds: ["th", "stress"] },
      { text: "Please wear your hairnet in the kitchen.", sounds: ["h"] },
      { text: "Could you wash the vegetables before noon?", sounds: ["short-long"] },
    ]);
    expect(result.dropped).toBe(6);
  });

  it("drops what the learner already has: a second batch of the same phrases adds nothing", async () => {
    const result = await generatePhrases(bed.db, carlos, "es");
    expect(result).toEqual({ phrases: [], dropped: 11 });
    expect(await storedFor(carlos.userId)).toHaveLength(frenchKept.length);
  });

  it("shows the learner's own phrases first in the coach, practised, heard and scored like authored ones", async () => {
    const home = (await coachHome(bed.db, carlos, "es"))!;
    expect(home.model).toBe(true);
    expect(home.phrases.slice(0, frenchKept.length).every((phrase) => phrase.generated)).toBe(true);
    expect(home.phrases.filter((phrase) => phrase.generated)).toHaveLength(frenchKept.length);
    expect(home.phrases.find((phrase) => !phrase.generated)).toBeDefined();

    const phrase = home.phrases.find((item) => item.id === firstId)!;
    const attempt = await submitAttempt(
      bed.db,
      carlos,
      { phraseId: phrase.id, alternatives: [phrase.text] },
      null,
      "es",
    );
    expect(attempt).toMatchObject({ phraseId: phrase.id, phraseText: phrase.text, result: { score: 100 } });
    expect(attempt.result.families.map((entry) => entry.family)).toEqual(expect.arrayContaining(phrase.sounds));

    const after = (await coachHome(bed.db, carlos, "es"))!;
    expect(after.phrases.find((item) => item.id === phrase.id)!.scores).toEqual([100]);
    expect(after.recent[0]).toMatchObject({ phraseId: phrase.id, phraseText: phrase.text });

    const audio = await speakPhrase(bed.db, carlos, { phraseId: phrase.id });
    expect(audio.audio.byteLength).toBeGreaterThan(0);
    expect(bed.ai.requests.at(-1)).toMatchObject({ path: "/audio/speech", body: { input: phrase.text } });
  });

  it("keeps each learner's phrases their own: another cannot see, practise, hear or delete them", async () => {
    const before = await bed.db
      .select()
      .from(pronunciationAttempt)
      .where(eq(pronunciationAttempt.userId, priya.userId));
    const hers = (await coachHome(bed.db, priya, "en"))!;
    expect(hers.phrases.some((phrase) => phrase.generated || phrase.id === firstId)).toBe(false);
    expect(
      await outcomeOf(
        submitAttempt(bed.db, priya, { phraseId: firstId, alternatives: [frenchKept[0]!.text] }, null, "en"),
      ),
    ).toBe("not_found");
    expect(await outcomeOf(speakPhrase(bed.db, priya, { phraseId: firstId }))).toBe("not_found");
    expect(await deleteGeneratedPhrase(bed.db, { userId: priya.userId, phraseId: firstId })).toBe(false);
    expect(
      await bed.db.select().from(pronunciationAttempt).where(eq(pronunciationAttempt.userId, priya.userId)),
    ).toHaveLength(before.length);
    expect((await storedFor(carlos.userId)).map((row) => row.id)).toContain(firstId);

    // Her own batch is hers: she may have the same phrases, and Carlos does not see them.
    const result = await generatePhrases(bed.db, priya, "en");
    expect(result.phrases).toHaveLength(frenchKept.length);
    const his = (await coachHome(bed.db, carlos, "es"))!;
    expect(his.phrases.some((phrase) => result.phrases.some((item) => item.id === phrase.id))).toBe(false);
  });

  it("lets the owner delete one; its scores stay, shown without the phrase", async () => {
    expect(await deleteGeneratedPhrase(bed.db, { userId: carlos.userId, phraseId: firstId })).toBe(true);
    expect(
      await outcomeOf(
        submitAttempt(bed.db, carlos, { phraseId: firstId, alternatives: [frenchKept[0]!.text] }, null, "es"),
      ),
    ).toBe("not_found");
    const home = (await coachHome(bed.db, carlos, "es"))!;
    expect(home.phrases.some((phrase) => phrase.id === firstId)).toBe(false);
    expect(home.recent[0]).toMatchObject({ phraseId: firstId, phraseText: "" });
  });

  it("says so when the model fails, storing nothing", async () => {
    const before = (await storedFor(julie.userId)).length;
    bed.ai.setChatFailure("down");
    expect(await outcomeOf(generatePhrases(bed.db, julie, "fr"))).toBe("pronunciation_generation_failed");
    expect(await storedFor(julie.userId)).toHaveLength(before);
  });

  it("allows 5 batches per learner a day, then refuses with its own code; others are not counted", async () => {
    // Carlos has had 2 batches.
    for (let batch = 3; batch <= 5; batch++) expect(await outcomeOf(generatePhrases(bed.db, carlos, "es"))).toBe("ok");
    const refusal = await generatePhrases(bed.db, carlos, "es").catch(
      (error: { code: string; options: { retryAfterSeconds?: number } }) => error,
    );
    expect(refusal).toMatchObject({ code: "pronunciation_generation_limit" });
    expect((refusal as { options: { retryAfterSeconds: number } }).options.retryAfterSeconds).toBeGreaterThan(
      23 * 3600,
    );
    expect(await outcomeOf(generatePhrases(bed.db, priya, "en"))).toBe("ok");
  });

  it("keeps at most MAX_GENERATED_PHRASES per learner and course, dropping the oldest", async () => {
    // Newer than the phrases Julie already has, so those go first.
    const base = Date.now() + 86_400_000;
    const rows = Array.from({ length: MAX_GENERATED_PHRASES + 2 }, (_, index) => ({
      id: `${GENERATED_PREFIX}cap-${index}`,
      userId: julie.userId,
      courseId: "en",
      text: `Phrase ${index}`,
      translation: "t",
      level: "A1",
      theme: "food",
      sounds: ["th"],
      createdAt: new Date(base + index * 1000),
    }));
    await storeGeneratedPhrases(bed.db, {
      userId: julie.userId,
      courseId: "en",
      phrases: rows,
      keep: MAX_GENERATED_PHRASES,
    });
    const kept = await bed.db
      .select()
      .from(pronunciationPhrase)
      .where(and(eq(pronunciationPhrase.userId, julie.userId), eq(pronunciationPhrase.courseId, "en")));
    expect(kept.map((row) => row.id).sort()).toEqual(
      rows
        .slice(2)
        .map((row) => row.id)
        .sort(),
    );
    // Nobody else's were touched.
    expect((await storedFor(carlos.userId)).length).toBeGreaterThan(0);
    expect((await storedFor(priya.userId)).length).toBe(frenchKept.length);
  });
});
