/*
 * `npm run content:reports`: the answers learners said should be accepted, one row per exercise,
 * for the people who write the content (an accepted answer to add, or an explanation to write).
 * No learner is named: only how many reported and what they typed.
 */
import type { Database } from "@/db";
import { answerReport } from "@/db/schema";
import { csvFile, type CsvValue } from "@/lib/csv";
import { shownAnswer } from "./reportable";

export type ReportRow = {
  exerciseId: string;
  courseId: string;
  exerciseType: string;
  answer: string;
  userId: string;
  expected: string;
  createdAt: Date;
};

export type ReportSummary = {
  exerciseId: string;
  courseId: string;
  exerciseType: string;
  /** The content's answer; for what is not in the content, the form the checker expected last. */
  shownAnswer: string;
  reports: number;
  learners: number;
  latest: Date;
  /** What was typed, most often first, each with how many times. */
  answers: { text: string; count: number }[];
};

/** Answers that differ only in case or spacing are one answer (shown as it was first typed). */
const answerKey = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/** The reports grouped by exercise, most reported first (then the most recent, then by id). */
export function summarizeReports(
  rows: readonly ReportRow[],
  shown: (courseId: string, exerciseId: string) => string | null = shownAnswer,
): ReportSummary[] {
  const groups = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const group = groups.get(row.exerciseId);
    if (group) group.push(row);
    else groups.set(row.exerciseId, [row]);
  }
  const summaries = [...groups.values()].map((group): ReportSummary => {
    const ordered = [...group].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const last = ordered.at(-1)!;
    const answers = new Map<string, { text: string; count: number }>();
    for (const row of ordered) {
      const key = answerKey(row.answer);
      const entry = answers.get(key) ?? { text: row.answer.trim(), count: 0 };
      answers.set(key, { ...entry, count: entry.count + 1 });
    }
    return {
      exerciseId: last.exerciseId,
      courseId: last.courseId,
      exerciseType: last.exerciseType,
      shownAnswer: shown(last.courseId, last.exerciseId) ?? last.expected,
      reports: group.length,
      learners: new Set(group.map((row) => row.userId)).size,
      latest: last.createdAt,
      // A stable sort: answers as frequent as each other stay in the order first typed.
      answers: [...answers.values()].sort((a, b) => b.count - a.count),
    };
  });
  return summaries.sort(
    (a, b) =>
      b.reports - a.reports || b.latest.getTime() - a.latest.getTime() || a.exerciseId.localeCompare(b.exerciseId),
  );
}

export const REPORT_COLUMNS = [
  "exercise",
  "course",
  "type",
  "shown answer",
  "reports",
  "learners",
  "latest",
  "reported answers",
] as const;

/** The summaries as a spreadsheet: formula-safe cells (lib/csv.ts), answers joined with " | " as `text (count)`. */
export function reportsCsv(summaries: readonly ReportSummary[]): string {
  const rows: CsvValue[][] = summaries.map((summary) => [
    summary.exerciseId,
    summary.courseId,
    summary.exerciseType,
    summary.shownAnswer,
    summary.reports,
    summary.learners,
    summary.latest.toISOString(),
    summary.answers.map((answer) => `${answer.text} (${answer.count})`).join(" | "),
  ]);
  return csvFile([[...REPORT_COLUMNS], ...rows]);
}

/** Every report in the database, summarised per exercise. */
export async function reportSummaries(db: Database): Promise<ReportSummary[]> {
  const rows = await db
    .select({
      exerciseId: answerReport.exerciseId,
      courseId: answerReport.courseId,
      exerciseType: answerReport.exerciseType,
      answer: answerReport.answer,
      userId: answerReport.userId,
      verdict: answerReport.verdict,
      createdAt: answerReport.createdAt,
    })
    .from(answerReport);
  return summarizeReports(rows.map(({ verdict, ...row }) => ({ ...row, expected: verdict.expected ?? "" })));
}

/** What the command prints: the CSV of every exercise reported. */
export async function contentReportsCsv(db: Database): Promise<string> {
  return reportsCsv(await reportSummaries(db));
}
