import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { learnerProfile } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { getActivities } from "./content";
import { startSession, translateLine } from "./service";
import { sessionView } from "./session-view";

const bed = testBed();

// Both learn French; Carlos's first language is Spanish, Priya's English.
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const activity = getActivities("fr").find((item) => item.situation === "lunch-small-talk")!;
const firstLine = activity.guided!.lines.find((line) => line.id === activity.guided!.start)!;

describe("« Traduire » in a guided dialogue", () => {
  it("shows the authored translation in the learner's first language, whatever the interface's", async () => {
    const { sessionId } = await startSession(bed.db, carlos, { activityId: activity.id }, "fr");
    const view = (await sessionView(bed.db, carlos, { sessionId }, "fr"))!;
    expect(view.messages[0]).toMatchObject({ translation: firstLine.translation.es, translationLang: "es" });
    const madame = view.messages[0]!;
    expect(await translateLine(bed.db, carlos, { sessionId, messageId: madame.id }, "fr")).toEqual({
      translation: firstLine.translation.es,
    });

    const hers = await startSession(bed.db, priya, { activityId: activity.id }, "es");
    const inSpanish = (await sessionView(bed.db, priya, hers, "es"))!;
    expect(inSpanish.messages[0]).toMatchObject({ translation: firstLine.translation.en, translationLang: "en" });
  });

  it("uses the interface's language for a first language the authors did not write, never French", async () => {
    await bed.db.update(learnerProfile).set({ nativeLanguage: "ar" }).where(eq(learnerProfile.userId, carlos.userId));
    const { sessionId } = await startSession(bed.db, carlos, { activityId: activity.id }, "es");
    expect((await sessionView(bed.db, carlos, { sessionId }, "es"))!.messages[0]!.translation).toBe(
      firstLine.translation.es,
    );
    // A French interface for a learner of French: a paraphrase in French is no translation.
    expect((await sessionView(bed.db, carlos, { sessionId }, "fr"))!.messages[0]).toMatchObject({
      translation: firstLine.translation.en,
      translationLang: "en",
    });
  });
});
