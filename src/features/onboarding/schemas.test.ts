import { describe, expect, it } from "vitest";
import { onboardingInput } from "./schemas";

const valid = {
  name: "  Nadia Roy ",
  nativeLanguage: "ar",
  targetLanguage: "fr",
  variant: "fr-CA",
  industry: "health",
  jobTitle: " Préposée aux bénéficiaires ",
  goals: ["customers", "meetings"],
  dailyMinutes: 15,
  timeZone: "America/Toronto",
};

const refusedPaths = (input: unknown) => {
  const result = onboardingInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("onboardingInput", () => {
  it("accepts a complete answer, trimmed, with the goals once each in the list's order", () => {
    expect(onboardingInput.parse({ ...valid, goals: ["customers", "meetings", "customers"] })).toEqual({
      ...valid,
      name: "Nadia Roy",
      jobTitle: "Préposée aux bénéficiaires",
      goals: ["meetings", "customers"],
    });
    expect(
      onboardingInput.parse({ ...valid, targetLanguage: "en", variant: "en-US", nativeLanguage: "other" }),
    ).toMatchObject({ variant: "en-US", nativeLanguage: "other" });
  });

  it("refuses a variant of the other language", () => {
    expect(refusedPaths({ ...valid, targetLanguage: "fr", variant: "en-CA" })).toEqual(["variant"]);
    expect(refusedPaths({ ...valid, targetLanguage: "en", variant: "fr-CA" })).toEqual(["variant"]);
    expect(refusedPaths({ ...valid, targetLanguage: "es", variant: "fr-CA" })).toEqual(["targetLanguage"]);
    expect(refusedPaths({ ...valid, variant: "fr-BE" })).toEqual(["variant"]);
  });

  it("refuses a time zone that is not IANA's", () => {
    for (const timeZone of ["Mars/Olympus", "+05:00", "-0400", "", "America/Toronto ", "x".repeat(200)]) {
      expect(refusedPaths({ ...valid, timeZone }), timeZone).toEqual(["timeZone"]);
    }
  });

  it("refuses empty or unknown goals", () => {
    expect(refusedPaths({ ...valid, goals: [] })).toEqual(["goals"]);
    expect(refusedPaths({ ...valid, goals: ["meetings", "karaoke"] })).toEqual(["goals.1"]);
    expect(refusedPaths({ ...valid, goals: "meetings" })).toEqual(["goals"]);
  });

  it("refuses names and job titles that are blank or longer than 80 characters", () => {
    expect(refusedPaths({ ...valid, name: "   " })).toEqual(["name"]);
    expect(refusedPaths({ ...valid, name: "N".repeat(81) })).toEqual(["name"]);
    expect(refusedPaths({ ...valid, jobTitle: "" })).toEqual(["jobTitle"]);
    expect(refusedPaths({ ...valid, jobTitle: "J".repeat(81) })).toEqual(["jobTitle"]);
    expect(refusedPaths({ ...valid, jobTitle: ` ${"J".repeat(80)} ` })).toEqual([]);
  });

  it("takes only the listed languages, industries and daily minutes", () => {
    expect(refusedPaths({ ...valid, nativeLanguage: "xx" })).toEqual(["nativeLanguage"]);
    expect(refusedPaths({ ...valid, nativeLanguage: "FR" })).toEqual(["nativeLanguage"]);
    expect(refusedPaths({ ...valid, industry: "mining" })).toEqual(["industry"]);
    expect(refusedPaths({ ...valid, dailyMinutes: 12 })).toEqual(["dailyMinutes"]);
    expect(refusedPaths({ ...valid, dailyMinutes: "10" })).toEqual(["dailyMinutes"]);
  });

  it("refuses missing and unexpected fields", () => {
    const { timeZone: _timeZone, ...withoutZone } = valid;
    expect(refusedPaths(withoutZone)).toEqual(["timeZone"]);
    expect(refusedPaths({ ...valid, userId: "user_a_admin" })).toEqual([""]);
  });
});
