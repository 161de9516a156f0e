import { describe, expect, it } from "vitest";
import { comprehensionProblems, scriptWords, unitListeningProblems } from "./comprehension-checks";
import type { Exercise, Unit } from "./content-schema";
import { readCourse } from "./content";

type Comprehension = Extract<Exercise, { type: "comprehension" }>;
const text = { fr: "x", en: "x", es: "x" };

const piece: Comprehension = {
  id: "fr-u09-l04-listening",
  type: "comprehension",
  instruction: text,
  explanation: text,
  title: text,
  genre: "dialogue",
  speakers: [
    { id: "a", name: "Josée", voice: "female" },
    { id: "b", name: "Karim", voice: "male" },
  ],
  script: [
    { speaker: "a", text: "Chu pas sûre que le camion arrive à temps." },
    { speaker: "b", text: "On va appeler le fournisseur." },
  ],
  questions: [
    { kind: "gist", question: "Q1", choices: ["a", "b", "c"], answer: 0, explanation: text },
    { kind: "detail", question: "Q2", choices: ["a", "b", "c"], answer: 2, explanation: text },
    { kind: "inference", question: "Q3", choices: ["a", "b", "c"], answer: 1, explanation: text },
  ],
  informal: [{ heard: "chu pas sûre", standard: "je ne suis pas sûre", note: text }],
};

describe("comprehensionProblems", () => {
  it("accepts a well-formed piece", () => {
    expect(comprehensionProblems(piece)).toEqual([]);
    expect(scriptWords(piece)).toBe(14);
  });

  it("finds the questions, cast and informal speech that do not fit", () => {
    const broken: Comprehension = {
      ...piece,
      genre: "voicemail",
      script: [...piece.script, { speaker: "c", text: "Allô?" }],
      questions: [
        { ...piece.questions[0]!, answer: 3 },
        { ...piece.questions[0]!, choices: ["a", "a", "b"] },
        { ...piece.questions[1]! },
      ],
      informal: [{ heard: "pantoute", standard: "pas du tout", note: text }],
    };
    expect(comprehensionProblems(broken)).toEqual([
      "not exactly one gist question",
      "no inference question",
      "question 1: answer outside the choices",
      "question 2: repeated choice",
      'script line by unknown speaker "c"',
      "a voicemail has one speaker",
      'informal "pantoute" not in the script',
    ]);
    expect(comprehensionProblems({ ...piece, speakers: [piece.speakers[0]!] })).toContain(
      "a dialogue has two or three speakers",
    );
  });

  it("requires informal speech in French units at B1 and B2 only", () => {
    const unit = readCourse("fr").unitData.find((candidate) => candidate.level === "B1")!;
    const withPiece = (level: Unit["level"], exercise: Comprehension): Unit => ({
      ...unit,
      level,
      lessons: [{ ...unit.lessons[0]!, exercises: [exercise] }],
    });
    const plain = { ...piece, informal: undefined };
    expect(unitListeningProblems("fr", withPiece("B1", plain))).toEqual([
      "fr-u09-l04-listening: no informal speech (French at B1)",
    ]);
    expect(unitListeningProblems("fr", withPiece("A2", plain))).toEqual([]);
    expect(unitListeningProblems("en", withPiece("B2", plain))).toEqual([]);
    expect(unitListeningProblems("fr", withPiece("B2", piece))).toEqual([]);
  });
});
