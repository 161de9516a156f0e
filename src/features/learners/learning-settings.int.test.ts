import { describe, expect, it } from "vitest";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { getLearnerProfile, updateLearningSettings } from "./queries";
import { learningSettingsInput } from "./schemas";

const bed = testBed();

const settings = learningSettingsInput.parse({
  nativeLanguage: "es",
  targetLanguage: "en",
  variant: "en-CA",
  industry: "food",
  jobTitle: "Fromager",
  goals: ["meetings", "emails"],
  dailyMinutes: 20,
  timeZone: "America/Vancouver",
});

describe("learning settings", () => {
  it("change the learner profile after onboarding, keeping when onboarding was done", async () => {
    const carlos = { userId: twoTenants.a.learner.id };
    const before = await getLearnerProfile(bed.db, carlos);
    await updateLearningSettings(bed.db, carlos, settings);
    const after = await getLearnerProfile(bed.db, carlos);
    expect(after).toMatchObject(settings);
    expect(after?.completedAt).toEqual(before?.completedAt);
  });

  it("change only the signed-in person's: the other tenant's learner keeps hers", async () => {
    const priya = { userId: twoTenants.b.learner.id };
    const before = await getLearnerProfile(bed.db, priya);
    await updateLearningSettings(bed.db, { userId: twoTenants.a.learner.id }, { ...settings, dailyMinutes: 5 });
    expect(await getLearnerProfile(bed.db, priya)).toEqual(before);
  });

  it("do not exist before onboarding", async () => {
    await expect(updateLearningSettings(bed.db, { userId: twoTenants.newcomer.id }, settings)).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await getLearnerProfile(bed.db, { userId: twoTenants.newcomer.id })).toBeNull();
  });

  it("refuse a variety of another language, an unknown time zone and an unknown pace", () => {
    const raw = { ...settings };
    expect(learningSettingsInput.safeParse({ ...raw, variant: "fr-CA" }).success).toBe(false);
    expect(learningSettingsInput.safeParse({ ...raw, timeZone: "Mars/Olympus" }).success).toBe(false);
    expect(learningSettingsInput.safeParse({ ...raw, dailyMinutes: 7 }).success).toBe(false);
    expect(learningSettingsInput.safeParse({ ...raw, userId: "user_b_learner" }).success).toBe(false);
  });
});
