import { expect, test } from "@playwright/test";

/** What a test hands the reporter (security/reporter.ts), attached to its result. */
export type AreaReport = {
  area: string;
  cases: number;
  failures: string[];
  /** The fuzz spec only: answers counted by HTTP status. */
  statuses?: Record<string, number>;
  /** Figures worth reading beside the counts (the fault run's answers acknowledged and stored). */
  notes?: string[];
};

export const REPORT_ATTACHMENT = "security-area";

/**
 * The cases of one test: each check is a case, each one that does not hold a failure with its
 * reason. Every case runs before the test fails, so one report names them all.
 */
export class Tally {
  cases = 0;
  readonly failures: string[] = [];
  statuses?: Record<string, number>;
  readonly notes: string[] = [];

  constructor(readonly area: string) {}

  check(holds: boolean, failure: string): boolean {
    this.cases += 1;
    if (!holds) this.failures.push(failure);
    return holds;
  }

  /** A case that holds when `value` is there; narrows it for what follows. */
  found<Value>(value: Value | null | undefined, failure: string): value is Value {
    return this.check(value !== null && value !== undefined, failure);
  }

  /** A line the reporter prints under the table. */
  note(text: string): void {
    this.notes.push(text);
  }

  countStatus(status: number): void {
    this.statuses ??= {};
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
  }

  report(): AreaReport {
    return {
      area: this.area,
      cases: this.cases,
      failures: this.failures,
      ...(this.statuses && { statuses: this.statuses }),
      ...(this.notes.length > 0 && { notes: this.notes }),
    };
  }
}

/**
 * Runs the cases of `area` and hands their count to the reporter, whether they all ran or the
 * test stopped on the way (then the reason is one more failure). Fails the test on any failure.
 */
export async function runArea(area: string, cases: (tally: Tally) => Promise<void>): Promise<void> {
  const tally = new Tally(area);
  let stopped: unknown;
  try {
    await cases(tally);
  } catch (error) {
    stopped = error;
    tally.check(false, `stopped: ${error instanceof Error ? error.message : String(error)}`);
  }
  await test
    .info()
    .attach(REPORT_ATTACHMENT, { body: JSON.stringify(tally.report()), contentType: "application/json" });
  if (stopped) throw stopped;
  expect(tally.cases, `${area}: no case ran`).toBeGreaterThan(0);
  expect(tally.failures, `${area}: failed cases`).toEqual([]);
}
