import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pronunciationAttempt } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { getPronunciation } from "@/features/pronunciation";
import { teamProgress } from "./progress";
import { addStaff } from "./testing/staff";

const bed = testBed();
const A = { organizationId: twoTenants.a.organization.id, timeZone: "America/Toronto" };
const B = { organizationId: twoTenants.b.organization.id, timeZone: "America/Toronto" };
const now = new Date("2026-11-20T15:00:00Z");
const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
const phrasesOf = (level: string) => getPronunciation("fr").phrases.filter((phrase) => phrase.level === level);

/** Each person says five phrases of the band, each with this score. */
async function sayPhrases(userIds: string[], level: string, score: number) {
  const phrases = phrasesOf(level).slice(0, 5);
  await bed.db.insert(pronunciationAttempt).values(
    userIds.flatMap((userId) =>
      phrases.map((phrase) => ({
        id: randomUUID(),
        userId,
        courseId: "fr",
        phraseId: phrase.id,
        recognized: ["…"],
        score,
        result: {},
        createdAt: yesterday,
      })),
    ),
  );
}

describe("the team's speaking estimates", () => {
  it("count the members by estimate, withheld under five people, one organization's only", async () => {
    const before = await teamProgress(bed.db, A, now);
    const members = before.speaking.people;
    const a2 = await addStaff(bed.db, { organizationId: A.organizationId, count: 3 });
    const a1 = await addStaff(bed.db, { organizationId: A.organizationId, count: 2 });
    await sayPhrases(a2, "A1", 90);
    await sayPhrases(a2, "A2", 85);
    await sayPhrases(a1, "A1", 95);
    await sayPhrases(a1, "A2", 40);
    const after = await teamProgress(bed.db, A, now);
    expect(after.speaking.people).toBe(members + 5);
    expect(after.speaking.counts).toMatchObject({ A1: 2, A2: 3, B1: 0, B2: 0, notMeasured: members });

    // Organization B has fewer than five members: nothing is shown, and A's tries are not B's.
    const other = await teamProgress(bed.db, B, now);
    expect(other.speaking).toMatchObject({ counts: null, suppressed: true });
    expect(other.speaking.people).toBeLessThan(5);
  });
});
