import { describe, expect, it } from "vitest";
import { readActivities } from "./content";
import { registerOf, type Activity } from "./content-schema";

/*
 * « tu » among coworkers, « vous » where the course teaches it: the French activities' register,
 * and Madame's own lines in it. Useful phrases are left out: some address a third person (the
 * client of a courriel written with a colleague says « vous »).
 */

const INFORMAL = ["lunch-small-talk", "team-meeting", "email-out-loud"];
const FORMAL = ["client-meeting", "job-interview", "hr-benefits", "safety-briefing", "customer-complaint"];

/** « vous » said to a group (« tout le monde », « vous deux ») is no vouvoiement. */
const TO_MANY = /tout le monde|vous (deux|tous|toutes)/i;
const VOUS = /\b(vous|votre|vos)\b/i;
const TU = /(^|[^\p{L}'-])(tu|toi|ton|ta|tes|te)(?![\p{L}'-])|(^|[^\p{L}])t'(?=\p{L})|-(toi|tu)\b/iu;

function madameLines(activity: Activity): string[] {
  const guided = activity.guided;
  return [
    activity.opening,
    ...(guided
      ? [
          ...guided.lines.flatMap((line) => [line.madame, line.rephrase, ...Object.values(line.glossary ?? {})]),
          guided.closing,
        ]
      : []),
  ];
}

describe("the register of the French activities", () => {
  const activities = readActivities("fr");
  const bySituation = (situation: string) => activities.find((activity) => activity.situation === situation)!;

  it("says tu among coworkers and vous in formal situations, vous by default", () => {
    expect(
      activities.filter((activity) => registerOf(activity) === "tu").map((activity) => activity.situation),
    ).toEqual(expect.arrayContaining(INFORMAL));
    for (const situation of INFORMAL) expect(registerOf(bySituation(situation)), situation).toBe("tu");
    for (const situation of FORMAL) expect(registerOf(bySituation(situation)), situation).toBe("vous");
    expect(registerOf(null)).toBe("vous");
  });

  for (const situation of INFORMAL) {
    it(`${situation}: Madame says tu, never vous to the learner`, () => {
      const lines = madameLines(bySituation(situation));
      expect(
        lines.some((line) => TU.test(line)),
        situation,
      ).toBe(true);
      for (const line of lines) if (!TO_MANY.test(line)) expect(line).not.toMatch(VOUS);
    });
  }

  for (const situation of FORMAL) {
    it(`${situation}: Madame says vous, never tu`, () => {
      for (const line of madameLines(bySituation(situation))) expect(line).not.toMatch(TU);
    });
  }

  it("tells a tu line from a vous one", () => {
    expect("Qu'est-ce que tu fais?").toMatch(TU);
    expect("Assieds-toi.").toMatch(TU);
    expect("T'as fait quoi?").toMatch(TU);
    expect("Je t'écris demain.").toMatch(TU);
    expect("Qu'est-ce que vous faites? Votre dîner sent bon.").not.toMatch(TU);
    expect("Bonjour tout le monde! Comment allez-vous?").toMatch(TO_MANY);
    expect("Comment allez-vous?").toMatch(VOUS);
  });
});
