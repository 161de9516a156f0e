import { describe, expect, it } from "vitest";
import { courseIndex } from "@/features/learning";
import { exerciseCardKey, vocabularyCardKey } from "./cards";
import { formOf, reviewExercise } from "./exercises";

const { vocabulary, exercises } = courseIndex("fr");
const [itemId, { item, unit }] = [...vocabulary.entries()][0]!;
const vocabKey = vocabularyCardKey(itemId);

describe("a card as an exercise", () => {
  it("asks a word by recognition while it is learned, by recall once in review; an exercise as itself", () => {
    expect(formOf(vocabKey, "new")).toBe("choice");
    expect(formOf(vocabKey, "learning")).toBe("choice");
    expect(formOf(vocabKey, "relearning")).toBe("choice");
    expect(formOf(vocabKey, "review")).toBe("recall");
    expect(formOf(exerciseCardKey([...exercises.keys()][0]!), "review")).toBe("exercise");
  });

  it("shows a missed exercise exactly as the course has it", () => {
    const [id, exercise] = [...exercises.entries()][3]!;
    expect(reviewExercise("fr", { key: exerciseCardKey(id), form: "exercise", seed: "s:0", locale: "en" })).toBe(
      exercise,
    );
  });

  it("offers the word's meaning among three others of its unit, in the interface language", () => {
    const choice = reviewExercise("fr", { key: vocabKey, form: "choice", seed: "s:1", locale: "en" })!;
    expect(choice.type).toBe("multipleChoice");
    if (choice.type !== "multipleChoice") return;
    expect(choice.question).toBe(item.term);
    expect(choice.choices).toHaveLength(4);
    expect(choice.choices[choice.answer]).toBe(item.meaning.en);
    const unitMeanings = new Set(unit.vocabulary.map((word) => word.meaning.en));
    for (const meaning of choice.choices) expect(unitMeanings.has(meaning)).toBe(true);
  });

  it("keeps the same order and answer for the same seed, in any language, so a reload or a language change judges the same", () => {
    const en = reviewExercise("fr", { key: vocabKey, form: "choice", seed: "s:2", locale: "en" })!;
    const es = reviewExercise("fr", { key: vocabKey, form: "choice", seed: "s:2", locale: "es" })!;
    if (en.type !== "multipleChoice" || es.type !== "multipleChoice")
      throw new Error("a word is first asked as a multiple choice");
    expect(es.answer).toBe(en.answer);
    expect(es.choices[es.answer]).toBe(item.meaning.es);
    const places = new Set(
      Array.from(
        { length: 12 },
        (_, n) =>
          (reviewExercise("fr", { key: vocabKey, form: "choice", seed: `s:${n}`, locale: "en" }) as { answer: number })
            .answer,
      ),
    );
    // Across seeds the right meaning is not always in the same place.
    expect(places.size).toBeGreaterThan(1);
  });

  it("asks to write the word from its meaning, accepting the term", () => {
    const recall = reviewExercise("fr", { key: vocabKey, form: "recall", seed: "s:3", locale: "en" })!;
    expect(recall).toMatchObject({ type: "translate", answers: [item.term], source: { en: item.meaning.en } });
  });

  it("is null for content no longer in the course", () => {
    expect(
      reviewExercise("fr", { key: vocabularyCardKey("fr-u99-v99"), form: "choice", seed: "s", locale: "fr" }),
    ).toBeNull();
    expect(reviewExercise("fr", { key: "nonsense", form: "choice", seed: "s", locale: "fr" })).toBeNull();
  });
});

describe("the words a lesson teaches", () => {
  it("gives every vocabulary item of a unit to exactly one of its lessons", () => {
    const { lessonVocabulary, lessons } = courseIndex("fr");
    const taught = [...lessonVocabulary.entries()].flatMap(([lessonId, items]) =>
      items.map((word) => ({ lessonId, id: word.id })),
    );
    expect(taught.map((entry) => entry.id).sort()).toEqual([...vocabulary.keys()].sort());
    for (const { lessonId, id } of taught)
      expect(lessons.get(lessonId)!.unit.vocabulary.some((word) => word.id === id)).toBe(true);
  });

  it("gives a noun written with its gender mark (« l'entente (f.) ») to a lesson that uses it", () => {
    const { lessonVocabulary, lessons } = courseIndex("fr");
    const marked = [...lessonVocabulary.entries()].flatMap(([lessonId, items]) =>
      items.filter((word) => /\((?:m|f)\./.test(word.term)).map((word) => ({ lessonId, word })),
    );
    expect(marked.length).toBeGreaterThan(10);
    const unused = marked.filter(({ lessonId, word }) => {
      const core = word.term
        .replace(/^(?:l'|le |la |les )/, "")
        .replace(/ \(.*\)$/, "")
        .toLowerCase();
      return !JSON.stringify(lessons.get(lessonId)!.lesson.exercises).toLowerCase().includes(core);
    });
    expect(unused.map(({ word }) => word.term)).toEqual([]);
  });
});
