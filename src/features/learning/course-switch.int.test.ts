import { describe, expect, it } from "vitest";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { getLearnerProfile, updateLearningSettings } from "@/features/learners";
import { courseIndex } from "./course-index";
import { courseMap } from "./service";
import { finishLesson } from "./testing/lessons";

const bed = testBed();
const carlos = { userId: twoTenants.a.learner.id };

const doneLessons = async () =>
  (await courseMap(bed.db, carlos, "fr"))!.units
    .flatMap((unit) => unit.lessons)
    .filter((lesson) => lesson.state === "done")
    .map((lesson) => lesson.id);

describe("changing the language to learn", () => {
  it("opens the other course, and coming back finds this one as it was left", async () => {
    const profile = (await getLearnerProfile(bed.db, carlos))!;
    expect(profile.targetLanguage).toBe("fr");
    const firstFrench = courseIndex("fr").order[0]!;
    await finishLesson(bed.db, carlos, firstFrench, { locale: "es" });
    expect(await doneLessons()).toEqual([firstFrench]);

    const { completedAt: _c, updatedAt: _u, reviewRetention: _r, ...answers } = profile;
    await updateLearningSettings(bed.db, carlos, { ...answers, targetLanguage: "en", variant: "en-CA" });
    expect((await courseMap(bed.db, carlos, "fr"))!.courseId).toBe("en");
    expect(await doneLessons()).toEqual([]);
    const firstEnglish = courseIndex("en").order[0]!;
    await finishLesson(bed.db, carlos, firstEnglish, { locale: "es" });

    await updateLearningSettings(bed.db, carlos, { ...answers, targetLanguage: "fr", variant: "fr-CA" });
    expect((await courseMap(bed.db, carlos, "fr"))!.courseId).toBe("fr");
    expect(await doneLessons()).toEqual([firstFrench]);
    await updateLearningSettings(bed.db, carlos, { ...answers, targetLanguage: "en", variant: "en-CA" });
    expect(await doneLessons()).toEqual([firstEnglish]);
  });
});
