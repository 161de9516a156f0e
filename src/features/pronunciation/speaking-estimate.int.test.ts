import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pronunciationAttempt, pronunciationPhrase, spokenExerciseScore } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { getPronunciation } from "./content";
import { MIN_PHRASES, speakingEstimate, speakingEstimates } from "./speaking-estimate";

const bed = testBed();
// Both learn French (their interfaces are Spanish and English).
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const now = new Date("2026-11-20T15:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const phrasesOf = (level: string) => getPronunciation("fr").phrases.filter((phrase) => phrase.level === level);

async function said(userId: string, phraseId: string, score: number, at: Date) {
  await bed.db.insert(pronunciationAttempt).values({
    id: randomUUID(),
    userId,
    courseId: "fr",
    phraseId,
    recognized: ["…"],
    score,
    result: {},
    createdAt: at,
  });
}

describe("a learner's speaking estimate", () => {
  it("rests on each phrase's latest try of the last 90 days, the learner's own only", async () => {
    expect(await speakingEstimate(bed.db, carlos, now)).toEqual({ level: null, phrases: 0 });
    const a1 = phrasesOf("A1").slice(0, MIN_PHRASES);
    expect(a1).toHaveLength(MIN_PHRASES);
    // Red at first, green at the latest try: the latest counts.
    for (const phrase of a1) {
      await said(carlos.userId, phrase.id, 40, daysAgo(10));
      await said(carlos.userId, phrase.id, 92, daysAgo(2));
    }
    expect(await speakingEstimate(bed.db, carlos, now)).toEqual({ level: "A1", confidence: "low", phrases: 5 });
    // Priya's tries are hers: red A1 phrases of hers change nothing of Carlos's, and the reverse.
    for (const phrase of a1) await said(priya.userId, phrase.id, 30, daysAgo(1));
    expect(await speakingEstimate(bed.db, carlos, now)).toMatchObject({ level: "A1" });
    expect(await speakingEstimate(bed.db, priya, now)).toEqual({ level: null, phrases: 5 });
    // Four months later, those tries are too old to say anything.
    expect(await speakingEstimate(bed.db, carlos, daysAgo(-120))).toEqual({ level: null, phrases: 0 });
  });

  it("counts the phrases written for the learner at their own band", async () => {
    const a2 = Array.from({ length: MIN_PHRASES }, (_, index) => ({
      id: `gen-${randomUUID()}`,
      userId: carlos.userId,
      courseId: "fr",
      text: `Phrase ${index}`,
      translation: "…",
      level: "A2",
      theme: "travail",
      sounds: [],
    }));
    await bed.db.insert(pronunciationPhrase).values(a2);
    for (const phrase of a2) await said(carlos.userId, phrase.id, 88, daysAgo(1));
    expect(await speakingEstimate(bed.db, carlos, now)).toEqual({ level: "A2", confidence: "low", phrases: 10 });
  });

  it("counts the lessons' speak exercises at their unit's band, each at its latest try, the learner's own only", async () => {
    const learner = { userId: twoTenants.a.manager.id };
    const lessonSaid = async (userId: string, exerciseId: string, level: string, score: number, at: Date) =>
      bed.db.insert(spokenExerciseScore).values({
        id: randomUUID(),
        userId,
        courseId: "en",
        exerciseId,
        level,
        score,
        createdAt: at,
      });
    const before = await speakingEstimate(bed.db, learner, now);
    expect(before.level).toBeNull();
    for (let index = 0; index < MIN_PHRASES; index++) {
      await lessonSaid(learner.userId, `en-b1-speak-${index}`, "B1", 50, daysAgo(5));
      await lessonSaid(learner.userId, `en-b1-speak-${index}`, "B1", 90, daysAgo(1));
      // The same exercises said badly by someone of the other organization change nothing here.
      await lessonSaid(priya.userId, `en-b1-speak-${index}`, "B1", 10, daysAgo(1));
    }
    expect(await speakingEstimate(bed.db, learner, now)).toEqual({
      level: "B1",
      confidence: "low",
      phrases: before.phrases + MIN_PHRASES,
    });
  });

  it("reads the same estimates for many learners at once as one by one, whatever the order of the tries", async () => {
    const a1 = phrasesOf("A1").slice(0, MIN_PHRASES + 2);
    // Both learn French. Carlos green then red, Priya red then green (the newest tries of this file): the latest decides.
    for (const [index, phrase] of a1.entries()) {
      await said(carlos.userId, phrase.id, 95, daysAgo(4));
      await said(carlos.userId, phrase.id, 30 + index, daysAgo(0.5));
      await said(priya.userId, phrase.id, 20, daysAgo(5));
      await said(priya.userId, phrase.id, 85 + index, daysAgo(0.5));
    }
    const nobody = { userId: randomUUID() };
    const learners = [carlos, priya, nobody];
    const together = await speakingEstimates(bed.db, { users: learners.map((one) => one.userId), courseId: "fr" }, now);
    for (const learner of [carlos, priya]) {
      expect(together.get(learner.userId), learner.userId).toEqual(await speakingEstimate(bed.db, learner, now));
    }
    expect(together.get(carlos.userId)).toMatchObject({ level: null });
    expect(together.get(priya.userId)).toMatchObject({ level: "A1" });
    expect(together.has(nobody.userId)).toBe(false); // no try: no entry, read as { level: null, phrases: 0 }
    expect((await speakingEstimates(bed.db, { users: [], courseId: "fr" }, now)).size).toBe(0);
  });
});
