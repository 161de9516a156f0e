import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pronunciationAttempt, pronunciationPhrase, pronunciationSelfRating } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { apiErrorStatus } from "@/lib/api/errors";
import { silentWav } from "@/lib/testing/speech-server";
import { getPronunciation } from "./content";
import { rateRecording } from "./self-rating";
import { coachHome, submitAttempt } from "./service";

// The default setup: no speech-to-text server. Both learn French.
const bed = testBed();
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const [first, second] = getPronunciation("fr").phrases;
const ratingsOf = (userId: string) =>
  bed.db.select().from(pronunciationSelfRating).where(eq(pronunciationSelfRating.userId, userId));
const phraseRatings = async (learner: { userId: string }, phraseId: string) =>
  (await coachHome(bed.db, learner, "en"))!.phrases.find((phrase) => phrase.id === phraseId)!.selfRatings;

describe("self-ratings", () => {
  it("stores a rating and shows the phrase's latest five, newest first, on its card", async () => {
    const start = Date.UTC(2026, 10, 2, 9);
    const ratings = ["not-yet", "not-yet", "almost", "almost", "same", "same"] as const;
    for (const [index, rating] of ratings.entries())
      await rateRecording(bed.db, carlos, { phraseId: first!.id, rating }, new Date(start + index * 60_000));
    const saved = await rateRecording(bed.db, carlos, { phraseId: second!.id, rating: "almost" });
    expect(saved).toMatchObject({ phraseId: second!.id, rating: "almost" });

    const shown = await phraseRatings(carlos, first!.id);
    expect(shown.map((item) => item.rating)).toEqual(["same", "same", "almost", "almost", "not-yet"]);
    expect(shown[0]!.createdAt).toBe(new Date(start + 5 * 60_000).toISOString());
    expect(await phraseRatings(carlos, second!.id)).toEqual([saved]);
    // A rating is not an attempt: no score appears, the progress per sound is unchanged.
    expect(await bed.db.select().from(pronunciationAttempt)).toHaveLength(0);
  });

  it("refuses a rating outside the scale or for an unknown phrase with its own code, storing nothing", async () => {
    const before = (await ratingsOf(carlos.userId)).length;
    expect(await outcomeOf(rateRecording(bed.db, carlos, { phraseId: first!.id, rating: "perfect" }))).toBe(
      "pronunciation_self_rating_invalid",
    );
    expect(await outcomeOf(rateRecording(bed.db, carlos, { phraseId: "fr-nope", rating: "same" }))).toBe(
      "pronunciation_self_rating_invalid",
    );
    // A phrase of the other course is unknown in this one.
    expect(await outcomeOf(rateRecording(bed.db, carlos, { phraseId: "en-p001", rating: "same" }))).toBe(
      "pronunciation_self_rating_invalid",
    );
    expect(apiErrorStatus.pronunciation_self_rating_invalid).toBe(400);
    expect(await ratingsOf(carlos.userId)).toHaveLength(before);
    // The database holds the scale too.
    await expect(
      bed.db.execute(
        sql`insert into pronunciation_self_rating (id, user_id, course_id, phrase_id, rating) values ('x', ${carlos.userId}, 'fr', ${first!.id}, 'perfect')`,
      ),
    ).rejects.toThrow();
  });

  it("keeps each learner's ratings their own: another learner neither sees nor changes them, nor rates their phrases", async () => {
    const carlosBefore = await phraseRatings(carlos, first!.id);
    expect(await phraseRatings(priya, first!.id)).toEqual([]);
    const hers = await rateRecording(bed.db, priya, { phraseId: first!.id, rating: "not-yet" });
    expect(await phraseRatings(priya, first!.id)).toEqual([hers]);
    expect(await phraseRatings(carlos, first!.id)).toEqual(carlosBefore);

    // A phrase written for Carlos's job is unknown to Priya.
    await bed.db.insert(pronunciationPhrase).values({
      id: "gen-carlos-1",
      userId: carlos.userId,
      courseId: "fr",
      text: "Je livre le fromage demain.",
      translation: "Entrego el queso mañana.",
      level: "A2",
      theme: "work",
      sounds: ["nasal-vowels"],
    });
    expect(await outcomeOf(rateRecording(bed.db, priya, { phraseId: "gen-carlos-1", rating: "same" }))).toBe(
      "pronunciation_self_rating_invalid",
    );
    const his = await rateRecording(bed.db, carlos, { phraseId: "gen-carlos-1", rating: "same" });
    expect((await coachHome(bed.db, carlos, "es"))!.phrases.find((p) => p.id === "gen-carlos-1")!.selfRatings).toEqual([
      his,
    ]);
    expect((await ratingsOf(priya.userId)).map((row) => row.id)).toEqual([hers.id]);
  });
});

describe("a recording sent where nothing can recognise it", () => {
  it("is refused as a request the setup cannot serve (409, not an outage), storing nothing", async () => {
    expect(process.env.STT_BASE_URL).toBeUndefined();
    const audio = new Uint8Array(silentWav(1500));
    expect(await outcomeOf(submitAttempt(bed.db, carlos, { phraseId: first!.id, alternatives: [] }, audio, "fr"))).toBe(
      "pronunciation_scoring_unavailable",
    );
    expect(apiErrorStatus.pronunciation_scoring_unavailable).toBe(409);
    expect(await bed.db.select().from(pronunciationAttempt)).toHaveLength(0);
  });
});
