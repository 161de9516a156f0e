import { describe, expect, it } from "vitest";
import { levelRank } from "@/lib/levels";
import { courseIndex } from "../course-index";
import { readPlacementBank } from "./content";

/*
 * The French placement test's B1 and B2 items each check a grammar point; each point should be
 * one a lesson teaches, at the item's level or below, so the level the test finds matches what
 * the course then asks. Points no lesson teaches yet are listed apart, with a count printed: the
 * next B2 units take them off the list.
 */

type Taught = { point: string; lesson: string; evidence: string };

/** Item → the points it checks, each with the lesson that teaches it and a phrase of that lesson that shows it. */
const taught: Record<string, Taught[]> = {
  "fr-pt-r-b1-01": [{ point: "polite conditional", lesson: "fr-u06-l03", evidence: "conditionnel" }],
  "fr-pt-r-b1-02": [{ point: "imperfect and passé composé", lesson: "fr-u08-l04", evidence: "imparfait" }],
  "fr-pt-r-b1-05": [{ point: "suggesting in the conditional", lesson: "fr-u09-l03", evidence: "conditionnel" }],
  "fr-pt-r-b1-06": [{ point: "il faut que + subjunctive", lesson: "fr-u09-l02", evidence: "il faut que" }],
  "fr-pt-l-b1-01": [{ point: "il faut que + subjunctive", lesson: "fr-u09-l02", evidence: "il faut que" }],
  "fr-pt-l-b1-02": [
    { point: "polite conditional", lesson: "fr-u06-l03", evidence: "conditionnel" },
    { point: "the relative pronoun dont", lesson: "fr-u11-l05", evidence: "dont" },
  ],
  "fr-pt-l-b1-03": [{ point: "suggesting in the conditional", lesson: "fr-u09-l03", evidence: "conditionnel" }],
  "fr-pt-l-b1-05": [{ point: "imperfect and passé composé", lesson: "fr-u08-l04", evidence: "imparfait" }],
  "fr-pt-w-b1-01": [{ point: "il faut que + subjunctive", lesson: "fr-u09-l02", evidence: "il faut que" }],
  "fr-pt-w-b1-02": [{ point: "polite conditional", lesson: "fr-u06-l03", evidence: "conditionnel" }],
  "fr-pt-w-b1-03": [{ point: "the relative pronoun dont", lesson: "fr-u11-l05", evidence: "dont" }],
  "fr-pt-w-b1-04": [{ point: "imperfect and passé composé", lesson: "fr-u08-l04", evidence: "imparfait" }],
  "fr-pt-w-b1-05": [{ point: "giving a reason with parce que", lesson: "fr-u10-l03", evidence: "parce que" }],
  "fr-pt-w-b1-06": [{ point: "imperfect and passé composé", lesson: "fr-u08-l04", evidence: "imparfait" }],
  "fr-pt-w-b1-07": [{ point: "the relative pronoun où", lesson: "fr-u11-l05", evidence: "où" }],
  "fr-pt-w-b1-08": [{ point: "si + imperfect, then the conditional", lesson: "fr-u09-l03", evidence: "imparfait" }],
  "fr-pt-w-b1-09": [{ point: "être responsable de, not en charge de", lesson: "fr-u13-l03", evidence: "en charge de" }],
  "fr-pt-w-b1-10": [{ point: "jusqu'à maintenant, not à date", lesson: "fr-u13-l03", evidence: "à date" }],
  "fr-pt-r-b2-04": [{ point: "the pluperfect", lesson: "fr-u15-l01", evidence: "plus-que-parfait" }],
  "fr-pt-r-b2-06": [{ point: "bien que + subjunctive", lesson: "fr-u14-l01", evidence: "bien que" }],
  "fr-pt-l-b2-02": [{ point: "si + imperfect, then the conditional", lesson: "fr-u09-l03", evidence: "imparfait" }],
  "fr-pt-l-b2-04": [{ point: "the pluperfect", lesson: "fr-u15-l01", evidence: "plus-que-parfait" }],
  "fr-pt-l-b2-06": [{ point: "être désolé que + subjunctive", lesson: "fr-u16-l04", evidence: "désolé que" }],
  "fr-pt-l-b2-08": [{ point: "bien que + subjunctive", lesson: "fr-u14-l01", evidence: "bien que" }],
  "fr-pt-w-b2-01": [{ point: "bien que + subjunctive", lesson: "fr-u14-l01", evidence: "bien que" }],
  "fr-pt-w-b2-02": [{ point: "reported speech in the past", lesson: "fr-u16-l02", evidence: "plus-que-parfait" }],
  "fr-pt-w-b2-03": [{ point: "the passive", lesson: "fr-u11-l03", evidence: "passif" }],
  "fr-pt-w-b2-04": [{ point: "bien que + subjunctive", lesson: "fr-u14-l01", evidence: "bien que" }],
  "fr-pt-w-b2-05": [{ point: "à moins que + subjunctive", lesson: "fr-u17-l02", evidence: "à moins que" }],
  "fr-pt-w-b2-06": [
    { point: "si + pluperfect, then the past conditional", lesson: "fr-u15-l03", evidence: "conditionnel passé" },
  ],
  "fr-pt-w-b2-07": [{ point: "sans que + subjunctive", lesson: "fr-u17-l02", evidence: "sans que" }],
  "fr-pt-w-b2-08": [{ point: "à condition que + subjunctive", lesson: "fr-u14-l04", evidence: "à condition que" }],
};

/** Item → the points it checks that no lesson teaches yet. */
const notYetTaught: Record<string, string[]> = {};

/** An item checks grammar when it is a writing item or when its explanation names a grammar point. */
const GRAMMAR_WORDS =
  /subjunctive|conditional|pluperfect|imperfect|passive|reported speech|relative pronoun|“bien que”|“dont”/i;

const items = readPlacementBank("fr").items.filter((item) => item.level === "B1" || item.level === "B2");
const { lessons } = courseIndex("fr");

describe("the French placement test's B1 and B2 grammar", () => {
  it("maps every grammar item to the lessons that teach it, or lists it as not taught yet", () => {
    const grammarItems = items.filter(
      (item) => item.skill === "writing" || GRAMMAR_WORDS.test(item.exercise.explanation.en),
    );
    const unmapped = grammarItems.filter((item) => !taught[item.id] && !notYetTaught[item.id]).map((item) => item.id);
    const pending = Object.values(notYetTaught).flat();
    console.log(
      `placement fr B1–B2: ${grammarItems.length} grammar items · ${Object.keys(taught).length} mapped to a lesson · ${pending.length} points not taught yet (${new Set(pending).size} distinct): ${[...new Set(pending)].join(", ")}`,
    );
    expect(unmapped).toEqual([]);
  });

  it("names only items that exist in the bank", () => {
    const known = new Set(items.map((item) => item.id));
    expect([...Object.keys(taught), ...Object.keys(notYetTaught)].filter((id) => !known.has(id))).toEqual([]);
  });

  it("points to lessons that teach the point, at the item's level or below", () => {
    const problems: string[] = [];
    for (const [itemId, points] of Object.entries(taught)) {
      const item = items.find((candidate) => candidate.id === itemId)!;
      for (const { point, lesson: lessonId, evidence } of points) {
        const location = lessons.get(lessonId);
        if (!location) {
          problems.push(`${itemId}: ${lessonId} is not in the course`);
          continue;
        }
        if (levelRank(location.unit.level) > levelRank(item.level))
          problems.push(`${itemId}: ${point} is taught at ${location.unit.level}, above the item's ${item.level}`);
        if (!JSON.stringify(location.lesson).toLocaleLowerCase("fr").includes(evidence))
          problems.push(`${itemId}: ${lessonId} never mentions « ${evidence} »`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has « bien que » and « à condition que » taught by the first B2 unit", () => {
    const teachers = (point: string) =>
      new Set(
        Object.values(taught)
          .flat()
          .filter((entry) => entry.point === point)
          .map((entry) => entry.lesson),
      );
    expect(teachers("bien que + subjunctive")).toEqual(new Set(["fr-u14-l01"]));
    expect(teachers("à condition que + subjunctive")).toEqual(new Set(["fr-u14-l04"]));
  });
});
