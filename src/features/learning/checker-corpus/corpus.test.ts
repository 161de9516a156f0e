import { afterAll, describe, expect, it } from "vitest";
import { checkAnswer } from "@/features/learning/checker";
import { englishCases } from "./en";
import { englishHardCases } from "./en-hard";
import { frenchCases } from "./fr";
import { frenchHardCases } from "./fr-hard";
import type { CorpusCase, CorpusRule } from "./types";

/*
 * Runs the teacher's corpus through the checker and prints how often they agree, rule by rule.
 * The corpus says what is true; a disagreement is the checker's to fix, never the corpus's.
 */

type Language = "fr" | "en";
/** Each corpus is its own table: the first teacher's, and a second teacher's harder one. */
type CorpusName = "fr" | "en" | "fr-hard" | "en-hard";
type ReturnedNote = { kind: string; [field: string]: unknown };
/** What the checker said, or the error it threw (a checker being rebuilt may throw). */
type Actual = { correct: boolean; notes: ReturnedNote[] } | { error: string };
type Judged = { corpus: CorpusName; corpusCase: CorpusCase; actual: Actual; disagreement: string | null };

const corpora: Record<CorpusName, { language: Language; cases: CorpusCase[] }> = {
  fr: { language: "fr", cases: frenchCases },
  en: { language: "en", cases: englishCases },
  "fr-hard": { language: "fr", cases: frenchHardCases },
  "en-hard": { language: "en", cases: englishHardCases },
};
const corpusNames = Object.keys(corpora) as CorpusName[];

/** Case and apostrophe style are display, not content: "J'" and "j’" name the same elision. */
const comparable = (value: unknown) =>
  typeof value === "string" ? value.normalize("NFC").toLocaleLowerCase().replace(/[’‘ʼ]/g, "'") : value;

function sameValue(expected: unknown, actual: unknown): boolean {
  if (typeof expected === "string") return comparable(expected) === comparable(actual);
  return JSON.stringify(expected) === JSON.stringify(actual);
}

/** Every field the corpus writes must be in the returned note with the same value; the others are free. */
function matchesNote(expected: NonNullable<CorpusCase["note"]>, actual: ReturnedNote): boolean {
  return Object.entries(expected).every(([field, value]) => sameValue(value, actual[field]));
}

const describeNote = (note: object) => JSON.stringify(note);
const describeActual = (actual: Actual) =>
  "error" in actual
    ? `threw: ${actual.error}`
    : `${actual.correct ? "correct" : "not correct"}, notes ${actual.notes.length ? actual.notes.map(describeNote).join(" ") : "none"}`;
const describeExpected = (corpusCase: CorpusCase) =>
  `${corpusCase.verdict}${corpusCase.note ? ` ${describeNote(corpusCase.note)}` : ""}`;

/** Why the checker's answer differs from the teacher's, or null when they agree. */
function disagreementOf(corpusCase: CorpusCase, actual: Actual): string | null {
  if ("error" in actual) return "the checker threw";
  const { verdict, note } = corpusCase;
  const noteFound = note ? actual.notes.some((returned) => matchesNote(note, returned)) : true;
  if (verdict === "wrong") {
    if (actual.correct) return "accepted an answer the teacher rejects";
    return noteFound ? null : "rejected, but without the expected note";
  }
  if (!actual.correct) return "rejected an answer the teacher accepts";
  if (verdict === "right") {
    const extra = actual.notes.filter((returned) => returned.kind !== "variant");
    return extra.length ? "accepted, but with a note the teacher would not give" : null;
  }
  if (!note) return "the corpus case has no note to look for";
  return noteFound ? null : "accepted, but without the expected note";
}

function judge(corpus: CorpusName, corpusCase: CorpusCase): Judged {
  let actual: Actual;
  try {
    const verdict = checkAnswer(corpusCase.given, corpusCase.accepted, { language: corpora[corpus].language });
    actual = { correct: verdict.correct, notes: verdict.notes as ReturnedNote[] };
  } catch (error) {
    actual = { error: error instanceof Error ? error.message : String(error) };
  }
  return { corpus, corpusCase, actual, disagreement: disagreementOf(corpusCase, actual) };
}

// Judged once, up front: the table covers the whole corpus even when a filter runs only some tests.
const judged: Judged[] = corpusNames.flatMap((corpus) =>
  corpora[corpus].cases.map((corpusCase) => judge(corpus, corpusCase)),
);

const percent = (agreed: number, total: number) => (total ? `${((100 * agreed) / total).toFixed(0)} %` : "-");
const row = (cells: (string | number)[]) =>
  `| ${cells
    .map(String)
    .map((cell, index) => (index === 0 ? cell.padEnd(18) : cell.padStart(6)))
    .join(" | ")} |`;

function summaryRow(label: string, cases: Judged[]): string {
  const agreed = cases.filter((entry) => entry.disagreement === null).length;
  return row([label, cases.length, agreed, percent(agreed, cases.length)]);
}

function report(): string {
  const lines: string[] = [];
  for (const corpus of corpusNames) {
    const ofCorpus = judged.filter((entry) => entry.corpus === corpus);
    const rules = [...new Set(ofCorpus.map((entry) => entry.corpusCase.rule))] as CorpusRule[];
    lines.push("", `Checker corpus, ${corpus}`, row(["rule", "cases", "agree", "%"]));
    for (const rule of rules)
      lines.push(
        summaryRow(
          rule,
          ofCorpus.filter((entry) => entry.corpusCase.rule === rule),
        ),
      );
    lines.push(summaryRow(`all ${corpus}`, ofCorpus));
  }
  lines.push("", row(["rule", "cases", "agree", "%"]));
  for (const corpus of corpusNames)
    lines.push(
      summaryRow(
        corpus,
        judged.filter((entry) => entry.corpus === corpus),
      ),
    );
  lines.push(summaryRow("total", judged));
  const disagreements = judged.filter((entry) => entry.disagreement !== null);
  lines.push("", `Disagreements (${disagreements.length}):`);
  for (const { corpus, corpusCase, actual, disagreement } of disagreements) {
    lines.push(
      `[${corpus}] ${corpusCase.rule}: «${corpusCase.given}» expected ${describeExpected(corpusCase)}; actual ${describeActual(actual)} (${disagreement})`,
    );
  }
  return lines.join("\n");
}

afterAll(() => {
  console.log(report());
});

/** The floor each corpus keeps: every rule taught, in both languages where it applies to the language. */
const minimumCases: Record<CorpusName, { total: number; perRule: Partial<Record<CorpusRule, number>> }> = {
  fr: {
    total: 100,
    perRule: {
      numbers: 6,
      times: 6,
      dates: 6,
      agreement: 6,
      conjugation: 6,
      otherWord: 6,
      silentLetter: 6,
      elision: 6,
      punctuation: 6,
      accent: 6,
      typo: 6,
      wrong: 6,
      patterns: 6,
    },
  },
  en: {
    total: 50,
    perRule: {
      numbers: 3,
      times: 3,
      dates: 3,
      spellingVariants: 10,
      agreement: 3,
      conjugation: 3,
      otherWord: 3,
      punctuation: 3,
      typo: 3,
      wrong: 3,
      patterns: 3,
    },
  },
  // The harder corpora: four fifths of that size, and every rule they test met at least a few times.
  "fr-hard": {
    total: 80,
    perRule: {
      numbers: 5,
      times: 5,
      dates: 5,
      spellingVariants: 5,
      agreement: 5,
      conjugation: 5,
      otherWord: 5,
      silentLetter: 5,
      elision: 5,
      punctuation: 5,
      accent: 5,
      typo: 5,
      wrong: 5,
      patterns: 5,
    },
  },
  "en-hard": {
    total: 40,
    perRule: {
      numbers: 3,
      times: 3,
      dates: 3,
      spellingVariants: 3,
      agreement: 3,
      conjugation: 3,
      otherWord: 3,
      punctuation: 3,
      typo: 3,
      wrong: 3,
      patterns: 3,
    },
  },
};

describe("the corpus is well formed", () => {
  it.each(corpusNames)("%s: covers every rule with enough cases", (corpus) => {
    const { total, perRule } = minimumCases[corpus];
    const countOf = (rule: CorpusRule) => corpora[corpus].cases.filter((corpusCase) => corpusCase.rule === rule).length;
    const short = Object.entries(perRule)
      .filter(([rule, minimum]) => countOf(rule as CorpusRule) < minimum!)
      .map(([rule]) => rule);
    expect(short).toEqual([]);
    expect(corpora[corpus].cases.length).toBeGreaterThanOrEqual(total);
  });

  it.each(corpusNames)("%s: every rightWithNote case names its note", (corpus) => {
    expect(
      corpora[corpus].cases
        .filter((corpusCase) => corpusCase.verdict === "rightWithNote" && !corpusCase.note)
        .map((corpusCase) => corpusCase.given),
    ).toEqual([]);
  });
});

for (const corpus of corpusNames) {
  describe(`checker agrees with the teacher (${corpus})`, () => {
    for (const entry of judged.filter((candidate) => candidate.corpus === corpus)) {
      const { corpusCase } = entry;
      it(`${corpusCase.rule}: ${corpusCase.given}`, () => {
        const explanation = `expected ${describeExpected(corpusCase)}; actual ${describeActual(entry.actual)}. Why: ${corpusCase.why}`;
        expect(entry.disagreement, explanation).toBeNull();
      });
    }
  });
}
