import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { REPORT_COLUMNS, reportsCsv, summarizeReports, type ReportRow } from "./summary";

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 14));
const row = (exerciseId: string, answer: string, userId: string, day: number): ReportRow => ({
  exerciseId,
  courseId: "fr",
  exerciseType: "translate",
  answer,
  userId,
  expected: `expected ${exerciseId}`,
  createdAt: at(day),
});
const shown = (_courseId: string, exerciseId: string) =>
  exerciseId.startsWith("phrase") ? null : `shown ${exerciseId}`;

describe("the maintainers' summary of reports", () => {
  const rows = [
    row("fr-a", "Je suis fatigué", "carlos", 3),
    row("fr-b", "Bonjour", "priya", 2),
    row("fr-a", "je suis  fatigué ", "anh", 5),
    row("fr-a", "Je suis épuisé", "carlos", 4),
    row("fr-c", "Allô", "priya", 6),
    row("fr-b", "Salut", "priya", 1),
    row("phrase-1", "J'ai allé", "anh", 1),
  ];

  it("gives one row per exercise, most reported first, then the most recent", () => {
    const summaries = summarizeReports(rows, shown);
    expect(summaries.map((summary) => [summary.exerciseId, summary.reports, summary.learners])).toEqual([
      ["fr-a", 3, 2],
      ["fr-b", 2, 1],
      ["fr-c", 1, 1],
      ["phrase-1", 1, 1],
    ]);
    expect(summaries[0]).toMatchObject({
      courseId: "fr",
      exerciseType: "translate",
      shownAnswer: "shown fr-a",
      latest: at(5),
    });
    expect(summaries[1]!.latest).toEqual(at(2));
    // Not in the content (a phrase from a conversation): the form the checker expected.
    expect(summaries[3]!.shownAnswer).toBe("expected phrase-1");
  });

  it("counts each answer typed, the same in another case or spacing as one, most frequent first", () => {
    const [first, second] = summarizeReports(rows, shown);
    expect(first!.answers).toEqual([
      { text: "Je suis fatigué", count: 2 },
      { text: "Je suis épuisé", count: 1 },
    ]);
    // As frequent as each other: in the order they were first typed.
    expect(second!.answers).toEqual([
      { text: "Salut", count: 1 },
      { text: "Bonjour", count: 1 },
    ]);
  });

  it("writes a CSV a spreadsheet opens safely: every cell quoted, answers joined with their counts, no formula", () => {
    const csv = reportsCsv(
      summarizeReports(
        [...rows, row("fr-d", '=HYPERLINK("https://evil.example")', "anh", 7), row("fr-d", "+33", "carlos", 7)],
        shown,
      ),
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    const [header, ...records] = parse(csv.slice(1)) as string[][];
    expect(header).toEqual([...REPORT_COLUMNS]);
    expect(records[0]).toEqual([
      "fr-a",
      "fr",
      "translate",
      "shown fr-a",
      "3",
      "2",
      "2026-11-05T14:00:00.000Z",
      "Je suis fatigué (2) | Je suis épuisé (1)",
    ]);
    const formulas = records.find((record) => record[0] === "fr-d")!;
    expect(formulas[7]).toBe('\'=HYPERLINK("https://evil.example") (1) | +33 (1)');
    expect(reportsCsv([])).toBe(`\uFEFF${REPORT_COLUMNS.map((name) => `"${name}"`).join(",")}\r\n`);
  });
});
