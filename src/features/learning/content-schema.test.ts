import { describe, expect, it } from "vitest";
import { lessonProblems } from "./content-checks";
import { lesson as lessonSchema, unit as unitSchema } from "./content-schema";

const text = (words: string) => ({ fr: words, en: words, es: words });

const exercises = Array.from({ length: 10 }, (_, index) => ({
  id: `u-l01-e${index + 1}`,
  type: "speak",
  instruction: text("Dites la phrase."),
  explanation: text("Pourquoi."),
  text: "Bonjour.",
  translation: text("Hello."),
}));

const teach = {
  title: text("Bien que + subjonctif"),
  explanation: [text("Après « bien que », le subjonctif.")],
  examples: [
    { text: "Bien que le budget soit serré, nous continuons.", translation: text("Although the budget is tight…") },
    { text: "Bien qu'il fasse de son mieux, il est en retard.", translation: text("Although he does his best…") },
  ],
};

const lesson = (extra: object = {}) => ({
  id: "u-l01",
  title: text("Leçon"),
  goal: text("But"),
  exercises,
  ...extra,
});

const unit = (level: string, lessonExtra: object = {}) =>
  unitSchema.parse({
    id: "u",
    level,
    theme: "negotiation",
    title: text("Unité"),
    description: text("Description"),
    vocabulary: Array.from({ length: 8 }, (_, index) => ({
      id: `u-v${index + 1}`,
      term: `mot ${index + 1}`,
      meaning: text("sens"),
    })),
    lessons: ["l01", "l02", "l03", "l04"].map((suffix) => ({ ...lesson(lessonExtra), id: `u-${suffix}` })),
  });

describe("a lesson's teaching screen", () => {
  it("is optional, and kept when given", () => {
    expect(lessonSchema.parse(lesson()).teach).toBeUndefined();
    expect(lessonSchema.parse(lesson({ teach })).teach?.examples).toHaveLength(2);
  });

  it("needs its explanation in every interface language and two to four examples", () => {
    const missingSpanish = { ...teach, explanation: [{ fr: "Le subjonctif.", en: "The subjunctive." }] };
    expect(lessonSchema.safeParse(lesson({ teach: missingSpanish })).success).toBe(false);
    expect(lessonSchema.safeParse(lesson({ teach: { ...teach, examples: teach.examples.slice(0, 1) } })).success).toBe(
      false,
    );
    const five = Array.from({ length: 5 }, () => teach.examples[0]);
    expect(lessonSchema.safeParse(lesson({ teach: { ...teach, examples: five } })).success).toBe(false);
  });

  it("is required on every lesson of a B2 unit, and allowed below", () => {
    expect(lessonProblems(unit("B2"))).toEqual([
      "u-l01: no teach screen",
      "u-l02: no teach screen",
      "u-l03: no teach screen",
      "u-l04: no teach screen",
    ]);
    expect(lessonProblems(unit("B2", { teach }))).toEqual([]);
    expect(lessonProblems(unit("B1"))).toEqual([]);
    expect(lessonProblems(unit("B1", { teach }))).toEqual([]);
  });
});
