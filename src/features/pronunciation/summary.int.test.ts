import { describe, expect, it } from "vitest";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { getPronunciation } from "./content";
import { submitAttempt } from "./service";
import { coachSummary, rankPriorities } from "./summary";

const bed = testBed({ ai: { env: ["AI_BASE_URL"] } });

const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
// A phrase with nasal vowels and a French r, said with neither.
const phrase = getPronunciation("fr").phrases.find(
  (item) =>
    item.sounds.includes("nasal-vowels") && item.sounds.includes("french-r") && item.text.split(" ").length >= 5,
)!;
const mangled = phrase.text.replace(/an|en|on|in|un/gi, "a").replace(/r/g, "w");

describe("the coach's summary", () => {
  it("ranks the weak sound families by impact: how far below 80, times how many of the phrase's sounds they cover", async () => {
    const attempt = await submitAttempt(bed.db, carlos, { phraseId: phrase.id, alternatives: [mangled] }, null, "en");
    const ranked = rankPriorities(attempt.result);
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.length).toBeLessThanOrEqual(3);
    expect(ranked.every((item) => item.score < 80)).toBe(true);
    const impact = ranked.map((item) => (100 - item.score) * Math.max(1, item.sounds));
    expect([...impact].sort((a, b) => b - a)).toEqual(impact);
    expect(ranked.map((item) => item.family)).toContain("nasal-vowels");
  });

  it("says plainly that it needs a model when none is configured", async () => {
    const attempt = await submitAttempt(bed.db, carlos, { phraseId: phrase.id, alternatives: [mangled] }, null, "en");
    expect(await outcomeOf(coachSummary(bed.db, carlos, { attemptId: attempt.id, tone: "brief" }, "en", null))).toBe(
      "pronunciation_model_unavailable",
    );
  });

  it("writes the summary in the chosen tone, keeping the product's ranking and dropping a family the model invents", async () => {
    const attempt = await submitAttempt(bed.db, carlos, { phraseId: phrase.id, alternatives: [mangled] }, null, "en");
    const ranked = rankPriorities(attempt.result).map((item) => item.family);
    const summary = await coachSummary(bed.db, carlos, { attemptId: attempt.id, tone: "detailed" }, "fr");
    expect(summary.priorities.map((item) => item.family)).toEqual(ranked);
    expect(summary.priorities[0]!.advice).toMatch(/^\(Detailed/);
    expect(summary.wentWell.length).toBeGreaterThan(0);
    expect(summary.nextMilestone).toBeTruthy();
    const request = bed.ai.requests.at(-1)!;
    expect(JSON.stringify(request.body)).toContain("Write in French");
    // The model is sent scores and the phrase: the recognised text is data in the user message.
    expect(JSON.stringify(request.body)).toContain(`PRIORITIES`);
  });

  it("is the attempt owner's only: another learner gets not_found", async () => {
    const attempt = await submitAttempt(bed.db, carlos, { phraseId: phrase.id, alternatives: [mangled] }, null, "en");
    expect(await outcomeOf(coachSummary(bed.db, priya, { attemptId: attempt.id, tone: "neutral" }, "en"))).toBe(
      "not_found",
    );
  });

  it("turns a failing model into a clear error and keeps the attempt", async () => {
    const attempt = await submitAttempt(bed.db, carlos, { phraseId: phrase.id, alternatives: [mangled] }, null, "en");
    bed.ai.setChatFailure("down");
    try {
      expect(await outcomeOf(coachSummary(bed.db, carlos, { attemptId: attempt.id, tone: "brief" }, "en"))).toBe(
        "pronunciation_model_failed",
      );
    } finally {
      bed.ai.setChatFailure(null);
    }
    expect(
      (await coachSummary(bed.db, carlos, { attemptId: attempt.id, tone: "brief" }, "en")).priorities.length,
    ).toBeGreaterThan(0);
  });
});
