import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pronunciationAttempt } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { getPronunciation } from "./content";
import { pronunciationMilestones } from "./milestones";
import type { PhraseScore } from "./scoring/score";

const bed = testBed();
// Both learn French.
const carlos = { userId: twoTenants.a.learner.id, courseId: "fr" as const };
const priya = { userId: twoTenants.b.learner.id, courseId: "fr" as const };
const phrases = getPronunciation("fr").phrases;

/** One attempt at a phrase, with a score for the sound family "french-r" (the rest of the result is not read here). */
async function said(userId: string, phraseId: string, score: number, minute: number, rScore = score) {
  const result = { families: [{ family: "french-r", score: rScore }] } as unknown as PhraseScore;
  await bed.db.insert(pronunciationAttempt).values({
    id: randomUUID(),
    userId,
    courseId: "fr",
    phraseId,
    recognized: ["…"],
    score,
    result,
    createdAt: new Date(Date.UTC(2026, 10, 20, 15, minute)),
  });
}

describe("the pronunciation coach's milestones for the badges", () => {
  it("counts each phrase said in the green once, and a sound mastered after three good scores in a row", async () => {
    expect(await pronunciationMilestones(bed.db, carlos)).toEqual({ phrasesPassed: 0, soundsMastered: 0 });
    const [first, second, third] = phrases;
    // The same phrase twice in the green is one phrase; a phrase in the red is none.
    await said(carlos.userId, first!.id, 85, 1);
    await said(carlos.userId, first!.id, 90, 2);
    await said(carlos.userId, second!.id, 60, 3);
    expect(await pronunciationMilestones(bed.db, carlos)).toEqual({ phrasesPassed: 1, soundsMastered: 0 });
    // The sound's own score counts, not the phrase's: a good "r" in a phrase said at 70. The last
    // three "r" scores are now 90, 60, 88: the 60 keeps it from being mastered.
    await said(carlos.userId, third!.id, 70, 4, 88);
    expect(await pronunciationMilestones(bed.db, carlos)).toEqual({ phrasesPassed: 1, soundsMastered: 0 });
    await said(carlos.userId, third!.id, 81, 5);
    expect(await pronunciationMilestones(bed.db, carlos)).toEqual({ phrasesPassed: 2, soundsMastered: 0 });
    await said(carlos.userId, second!.id, 80, 6);
    expect(await pronunciationMilestones(bed.db, carlos)).toEqual({ phrasesPassed: 3, soundsMastered: 1 });
    // Another organization's learner: nothing of Carlos's counts for Priya.
    expect(await pronunciationMilestones(bed.db, priya)).toEqual({ phrasesPassed: 0, soundsMastered: 0 });
  });

  it("skips an attempt stored without its sound-by-sound scores", async () => {
    await bed.db.insert(pronunciationAttempt).values({
      id: randomUUID(),
      userId: priya.userId,
      courseId: "fr",
      phraseId: phrases[0]!.id,
      recognized: ["…"],
      score: 95,
      result: {},
      createdAt: new Date(Date.UTC(2026, 10, 21)),
    });
    expect(await pronunciationMilestones(bed.db, priya)).toEqual({ phrasesPassed: 1, soundsMastered: 0 });
  });
});
