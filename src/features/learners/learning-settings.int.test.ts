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

describe("learning preferences", () => {
  it("save a level target, a form of address, a reminder time and the weekly summary; null clears, absent keeps", async () => {
    const carlos = { userId: twoTenants.a.learner.id };
    const chosen = learningSettingsInput.parse({
      ...settings,
      levelTarget: "B2",
      formOfAddress: "tu",
      reminderTime: "07:45",
      weeklySummary: true,
    });
    await updateLearningSettings(bed.db, carlos, chosen);
    expect(await getLearnerProfile(bed.db, carlos)).toMatchObject({
      levelTarget: "B2",
      formOfAddress: "tu",
      reminderTime: "07:45",
      weeklySummary: true,
    });
    await updateLearningSettings(bed.db, carlos, settings);
    expect(await getLearnerProfile(bed.db, carlos)).toMatchObject({ levelTarget: "B2", reminderTime: "07:45" });
    await updateLearningSettings(bed.db, carlos, {
      ...settings,
      levelTarget: null,
      formOfAddress: null,
      reminderTime: null,
    });
    expect(await getLearnerProfile(bed.db, carlos)).toMatchObject({
      levelTarget: null,
      formOfAddress: null,
      reminderTime: null,
      weeklySummary: true,
    });
  });

  it("start off for everyone: reminders are opt-in", async () => {
    const priya = await getLearnerProfile(bed.db, { userId: twoTenants.b.learner.id });
    expect(priya).toMatchObject({ reminderTime: null, weeklySummary: false, levelTarget: null, formOfAddress: null });
  });

  it("refuse a time that is not HH:MM, a level that is not the CEFR's and another form of address", () => {
    for (const reminderTime of ["7:45", "24:00", "18:60", "18h00", ""])
      expect(learningSettingsInput.safeParse({ ...settings, reminderTime }).success).toBe(false);
    expect(learningSettingsInput.safeParse({ ...settings, levelTarget: "B3" }).success).toBe(false);
    expect(learningSettingsInput.safeParse({ ...settings, formOfAddress: "toi" }).success).toBe(false);
    expect(learningSettingsInput.safeParse({ ...settings, weeklySummary: "yes" }).success).toBe(false);
  });
});
