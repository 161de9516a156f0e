import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { REPORT_ATTACHMENT, type AreaReport } from "./support/tally";

type Area = { cases: number; failures: string[] };
/** Failed cases listed at the end; the rest are counted. */
const MAX_LISTED = 200;

/** An area is its spec file: security/<area>.spec.ts. */
const areaOf = (test: TestCase) => path.basename(test.location.file).replace(/\.spec\.ts$/, "");

/**
 * The suite's acceptance output: per area, the cases tried and the failures (with their reasons),
 * then the fuzz answers counted by HTTP status. A test that stopped before handing its count
 * (a timeout, a crash of its setup) counts as one failed case of its area.
 */
export default class SecurityReporter implements Reporter {
  private readonly areas = new Map<string, Area>();
  private readonly statuses = new Map<string, number>();
  private readonly notes: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const reports = result.attachments
      .filter((attachment) => attachment.name === REPORT_ATTACHMENT && attachment.body)
      .map((attachment) => JSON.parse(attachment.body!.toString("utf8")) as AreaReport);
    if (reports.length === 0) {
      const area = this.area(areaOf(test));
      if (result.status !== "passed" && result.status !== "skipped") {
        area.cases += 1;
        area.failures.push(`${test.title}: ${result.status} ${result.error?.message?.split("\n")[0] ?? ""}`.trim());
      }
      return;
    }
    for (const report of reports) {
      const area = this.area(report.area);
      area.cases += report.cases;
      area.failures.push(...report.failures.map((failure) => `${test.title}: ${failure}`));
      this.notes.push(...(report.notes ?? []).map((note) => `${report.area}: ${note}`));
      for (const [status, count] of Object.entries(report.statuses ?? {}))
        this.statuses.set(status, (this.statuses.get(status) ?? 0) + count);
    }
  }

  onEnd(result: FullResult): void {
    const rows = [...this.areas]
      .filter(([, area]) => area.cases > 0 || area.failures.length > 0)
      .sort(([a], [b]) => a.localeCompare(b));
    const width = Math.max(5, ...rows.map(([name]) => name.length));
    const row = (name: string, cases: number | string, failures: number | string) =>
      `${name.padEnd(width)}  ${String(cases).padStart(7)}  ${String(failures).padStart(8)}`;
    const total = (count: (area: Area) => number) => rows.reduce((sum, [, area]) => sum + count(area), 0);
    const lines = ["", "Security suite", "", row("area", "cases", "failures")];
    for (const [name, area] of rows) lines.push(row(name, area.cases, area.failures.length));
    lines.push(
      row(
        "total",
        total((area) => area.cases),
        total((area) => area.failures.length),
      ),
      "",
    );
    for (const [name, area] of rows)
      lines.push(`security: ${name}: ${area.cases} cases, ${area.failures.length} failures`);
    if (this.statuses.size > 0) {
      lines.push("", "fuzz answers by HTTP status:");
      for (const [status, count] of [...this.statuses].sort(([a], [b]) => Number(a) - Number(b)))
        lines.push(
          `  ${status === "0" ? "none" : status}  ${String(count).padStart(6)}${Number(status) >= 500 || status === "0" ? "  ← failure" : ""}`,
        );
    }
    if (this.notes.length > 0) lines.push("", ...this.notes);
    const failed = rows.flatMap(([name, area]) => area.failures.map((failure) => `  ${name}: ${failure}`));
    if (failed.length > 0) lines.push("", "failed cases:", ...failed.slice(0, MAX_LISTED));
    if (failed.length > MAX_LISTED) lines.push(`  … and ${failed.length - MAX_LISTED} more`);
    lines.push("", `security suite: ${result.status}`);
    console.log(lines.join("\n"));
  }

  printsToStdio(): boolean {
    return true;
  }

  private area(name: string): Area {
    let area = this.areas.get(name);
    if (!area) this.areas.set(name, (area = { cases: 0, failures: [] }));
    return area;
  }
}
