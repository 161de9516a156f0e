import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { user } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { getLearnerProfile, hasLearnerProfile, saveLearnerProfile } from "./queries";
import { learnerProfileFields, type LearnerProfileAnswers } from "./schemas";

const bed = testBed();

const answers: { name: string } & LearnerProfileAnswers = {
  name: "Nadia Roy-Haddad",
  ...z.strictObject(learnerProfileFields).parse({
    nativeLanguage: "ar",
    targetLanguage: "fr",
    variant: "fr-CA",
    industry: "health",
    jobTitle: "Préposée aux bénéficiaires",
    goals: ["customers", "safety"],
    dailyMinutes: 15,
    timeZone: "America/Toronto",
  }),
};

const nameOf = async (userId: string) =>
  (await bed.db.select({ name: user.name }).from(user).where(eq(user.id, userId)))[0]?.name;

describe("learner profile", () => {
  it("does not exist before onboarding; the fixture's others have theirs", async () => {
    expect(await getLearnerProfile(bed.db, { userId: twoTenants.newcomer.id })).toBeNull();
    expect(await hasLearnerProfile(bed.db, { userId: twoTenants.newcomer.id })).toBe(false);
    expect(await hasLearnerProfile(bed.db, { userId: twoTenants.a.learner.id })).toBe(true);
    expect(await hasLearnerProfile(bed.db, { userId: "user_unknown" })).toBe(false);
  });

  it("saves the answers and the display name together, then reads them back", async () => {
    await saveLearnerProfile(bed.db, { userId: twoTenants.newcomer.id, ...answers });
    const { name: _name, ...profile } = answers;
    const saved = await getLearnerProfile(bed.db, { userId: twoTenants.newcomer.id });
    expect(saved).toMatchObject(profile);
    expect(saved?.completedAt).toBeInstanceOf(Date);
    expect(await hasLearnerProfile(bed.db, { userId: twoTenants.newcomer.id })).toBe(true);
    expect(await nameOf(twoTenants.newcomer.id)).toBe("Nadia Roy-Haddad");
  });

  it("updates the same row on a second save, keeping when onboarding was first done", async () => {
    const first = await getLearnerProfile(bed.db, { userId: twoTenants.newcomer.id });
    await saveLearnerProfile(bed.db, {
      userId: twoTenants.newcomer.id,
      ...answers,
      name: "Nadia Roy",
      targetLanguage: "en",
      variant: "en-CA",
      goals: ["emails"],
      dailyMinutes: 5,
    });
    const second = await getLearnerProfile(bed.db, { userId: twoTenants.newcomer.id });
    expect(second).toMatchObject({
      targetLanguage: "en",
      variant: "en-CA",
      goals: ["emails"],
      dailyMinutes: 5,
      industry: "health",
    });
    expect(second?.completedAt).toEqual(first?.completedAt);
    expect(second!.updatedAt.getTime()).toBeGreaterThanOrEqual(first!.updatedAt.getTime());
    expect(await nameOf(twoTenants.newcomer.id)).toBe("Nadia Roy");
  });

  it("changes only that person: another user's profile and name, in either tenant, stay as they were", async () => {
    const before = await Promise.all(
      [twoTenants.a.learner.id, twoTenants.b.learner.id, twoTenants.b.admin.id].map((userId) =>
        getLearnerProfile(bed.db, { userId }),
      ),
    );
    await saveLearnerProfile(bed.db, {
      userId: twoTenants.b.learner.id,
      ...answers,
      name: "Priya Shah",
      jobTitle: "Répartitrice",
      industry: "transport",
    });
    expect(await getLearnerProfile(bed.db, { userId: twoTenants.b.learner.id })).toMatchObject({
      jobTitle: "Répartitrice",
      industry: "transport",
    });
    expect(await getLearnerProfile(bed.db, { userId: twoTenants.a.learner.id })).toEqual(before[0]);
    expect(await getLearnerProfile(bed.db, { userId: twoTenants.b.admin.id })).toEqual(before[2]);
    expect(await getLearnerProfile(bed.db, { userId: twoTenants.newcomer.id })).toMatchObject({
      jobTitle: "Préposée aux bénéficiaires",
      targetLanguage: "en",
    });
    expect(await nameOf(twoTenants.a.learner.id)).toBe(twoTenants.a.learner.name);
    expect(await nameOf(twoTenants.newcomer.id)).toBe("Nadia Roy");
  });

  it("keeps the old name when the profile cannot be written: both in one transaction", async () => {
    const before = await getLearnerProfile(bed.db, { userId: twoTenants.a.admin.id });
    // Only the schema stands between a caller and this; the database refuses it mid-transaction.
    const broken = { ...answers, name: "Jamais enregistré", dailyMinutes: Number.NaN as never };
    await expect(saveLearnerProfile(bed.db, { userId: twoTenants.a.admin.id, ...broken })).rejects.toThrow(
      /insert into "learner_profile"/,
    );
    expect(await nameOf(twoTenants.a.admin.id)).toBe(twoTenants.a.admin.name);
    expect(await getLearnerProfile(bed.db, { userId: twoTenants.a.admin.id })).toEqual(before);
  });

  it("saves nothing for a person who does not exist", async () => {
    await expect(saveLearnerProfile(bed.db, { userId: "user_unknown", ...answers })).rejects.toThrow();
    expect(await getLearnerProfile(bed.db, { userId: "user_unknown" })).toBeNull();
  });
});
